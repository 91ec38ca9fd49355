import * as common from '@trilha/shared/api/common';
import * as social from '@trilha/shared/api/learning-social';
import * as socialCalls from '@trilha/shared/contracts/learning-social';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../platform/route';
import type { SocialService } from './social.service';

/** `GET|POST|DELETE /learning/social/likes/:a/:b` and `POST /logs` (spec 3, 7.2). */
export const socialRoutes =
  ({ socialService }: { socialService: SocialService }): FastifyPluginAsyncZod =>
  async (app) => {
    route(
      app,
      socialCalls.getLikes,
      { schema: { params: social.likeParams, response: social.likeResponse } },
      async (request) => socialService.getLikes(request.auth, request.params),
    );
    route(
      app,
      socialCalls.like,
      { schema: { params: social.likeParams, response: social.likeResponse } },
      async (request) => socialService.like(request.auth, request.params),
    );
    route(
      app,
      socialCalls.unlike,
      { schema: { params: social.likeParams, response: social.likeResponse } },
      async (request) => socialService.unlike(request.auth, request.params),
    );
    route(
      app,
      socialCalls.sendLog,
      { schema: { body: social.logRequest, response: common.okResponse } },
      async (request) => socialService.log(request.auth, request.body),
    );
  };
