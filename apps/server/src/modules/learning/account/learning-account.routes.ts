import {
  pendingTermsResponse,
  saveUserTagsRequest,
  tagsQuery,
  tagsResponse,
  termVersionParams,
  userTagsParams,
  userTagsResponse,
} from '@trilha/shared/api/account';
import { emptyBody, okResponse } from '@trilha/shared/api/common';
import {
  getPendingTerms,
  getUserTags,
  listTags,
  saveUserTags,
  signTerm,
} from '@trilha/shared/contracts/learning-account';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../platform/route';
import type { LearningAccountService } from './learning-account.service';

export const learningAccountRoutes =
  ({ learningAccountService }: { learningAccountService: LearningAccountService }): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, listTags, { schema: { query: tagsQuery, response: tagsResponse } }, async (request) =>
      learningAccountService.listTags(request.auth, request.query),
    );

    route(app, getUserTags, { schema: { params: userTagsParams, response: userTagsResponse } }, async (request) =>
      learningAccountService.getUserTags(request.auth, request.params.idUser),
    );

    route(
      app,
      saveUserTags,
      { schema: { params: userTagsParams, body: saveUserTagsRequest, response: userTagsResponse } },
      async (request) => learningAccountService.saveUserTags(request.auth, request.params.idUser, request.body),
    );

    route(app, getPendingTerms, { schema: { response: pendingTermsResponse } }, async (request) =>
      learningAccountService.getPendingTerms(request.auth),
    );

    route(
      app,
      signTerm,
      {
        schema: {
          params: termVersionParams,
          body: emptyBody,
          response: okResponse,
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
