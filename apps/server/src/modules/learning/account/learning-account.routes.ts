import * as account from '@trilha/shared/api/account';
import * as common from '@trilha/shared/api/common';
import * as learningAccountCalls from '@trilha/shared/contracts/learning-account';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../platform/route';
import type { LearningAccountService } from './learning-account.service';

export const learningAccountRoutes =
  ({ learningAccountService }: { learningAccountService: LearningAccountService }): FastifyPluginAsyncZod =>
  async (app) => {
    route(
      app,
      learningAccountCalls.listTags,
      { schema: { query: account.tagsQuery, response: account.tagsResponse } },
      async (request) => learningAccountService.listTags(request.auth, request.query),
    );

    route(
      app,
      learningAccountCalls.getUserTags,
      { schema: { params: account.userTagsParams, response: account.userTagsResponse } },
      async (request) => learningAccountService.getUserTags(request.auth, request.params.idUser),
    );

    route(
      app,
      learningAccountCalls.saveUserTags,
      {
        schema: {
          params: account.userTagsParams,
          body: account.saveUserTagsRequest,
          response: account.userTagsResponse,
        },
      },
      async (request) => learningAccountService.saveUserTags(request.auth, request.params.idUser, request.body),
    );

    route(
      app,
      learningAccountCalls.getPendingTerms,
      { schema: { response: account.pendingTermsResponse } },
      async (request) => learningAccountService.getPendingTerms(request.auth),
    );

    route(
      app,
      learningAccountCalls.signTerm,
      {
        schema: {
          params: account.termVersionParams,
          body: common.emptyBody,
          response: common.okResponse,
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
