import { okResponse } from '@trilha/shared/api/common';
import { likeParams, likeResponse, logRequest } from '@trilha/shared/api/learning-social';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SocialService } from './social.service';

/** `GET|POST|DELETE /learning/social/likes/:a/:b` and `POST /logs` (spec 3, 7.2). */
export const socialRoutes =
  ({ socialService }: { socialService: SocialService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/learning/social/likes/:likedType/:likedId',
      { schema: { params: likeParams, response: { 200: likeResponse } } },
      async (request) => socialService.getLikes(request.auth, request.params),
    );
    app.post(
      '/learning/social/likes/:likedType/:likedId',
      { schema: { params: likeParams, response: { 200: likeResponse } } },
      async (request) => socialService.like(request.auth, request.params),
    );
    app.delete(
      '/learning/social/likes/:likedType/:likedId',
      { schema: { params: likeParams, response: { 200: likeResponse } } },
      async (request) => socialService.unlike(request.auth, request.params),
    );
    app.post('/logs', { schema: { body: logRequest, response: { 200: okResponse } } }, async (request) =>
      socialService.log(request.auth, request.body),
    );
  };
