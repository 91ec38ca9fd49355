import { okResponse } from '@trilha/shared/api/common';
import { likeParams, likeResponse, logRequest } from '@trilha/shared/api/learning-social';
import { getLikes, like, sendLog, unlike } from '@trilha/shared/contracts/learning-social';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../platform/route';
import type { SocialService } from './social.service';

/** `GET|POST|DELETE /learning/social/likes/:a/:b` and `POST /logs` (spec 3, 7.2). */
export const socialRoutes =
  ({ socialService }: { socialService: SocialService }): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, getLikes, { schema: { params: likeParams, response: likeResponse } }, async (request) =>
      socialService.getLikes(request.auth, request.params),
    );
    route(app, like, { schema: { params: likeParams, response: likeResponse } }, async (request) =>
      socialService.like(request.auth, request.params),
    );
    route(app, unlike, { schema: { params: likeParams, response: likeResponse } }, async (request) =>
      socialService.unlike(request.auth, request.params),
    );
    route(app, sendLog, { schema: { body: logRequest, response: okResponse } }, async (request) =>
      socialService.log(request.auth, request.body),
    );
  };
