import {
  pendingTermsResponse,
  saveUserTagsRequest,
  tagsQuery,
  tagsResponse,
  userTagsResponse,
} from '@trilha/shared/api/account';
import { idParam, okResponse } from '@trilha/shared/api/common';
import { z } from '@trilha/shared/zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LearningAccountService } from './learning-account.service';

const userParams = z.object({ idUser: idParam });

export const learningAccountRoutes =
  ({ learningAccountService }: { learningAccountService: LearningAccountService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/learning/tags',
      { schema: { querystring: tagsQuery, response: { 200: tagsResponse } } },
      async (request) => learningAccountService.listTags(request.auth, request.query),
    );

    app.get(
      '/learning/tags/users/:idUser',
      { schema: { params: userParams, response: { 200: userTagsResponse } } },
      async (request) => learningAccountService.getUserTags(request.auth, request.params.idUser),
    );

    app.post(
      '/learning/tags/users/:idUser',
      { schema: { params: userParams, body: saveUserTagsRequest, response: { 200: userTagsResponse } } },
      async (request) => learningAccountService.saveUserTags(request.auth, request.params.idUser, request.body),
    );

    app.get('/learning/terms', { schema: { response: { 200: pendingTermsResponse } } }, async (request) =>
      learningAccountService.getPendingTerms(request.auth),
    );

    app.post(
      '/learning/terms/:idTermOfResponsibility/:versionNumber',
      {
        schema: {
          params: z.object({ idTermOfResponsibility: idParam, versionNumber: idParam }),
          body: z.object({}).nullish(),
          response: { 200: okResponse },
        },
      },
      async (request) =>
        learningAccountService.signTerm(
          request.auth,
          request.params.idTermOfResponsibility,
          request.params.versionNumber,
        ),
    );
  };
