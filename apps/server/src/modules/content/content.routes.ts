import * as common from '@trilha/shared/api/common';
import * as content from '@trilha/shared/api/content';
import * as contentCalls from '@trilha/shared/contracts/content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../platform/route';
import type { ContentService } from './content.service';

/** Content items of the content app (spec document 2, 7). */
export const contentRoutes =
  ({ contentService }: { contentService: ContentService }): FastifyPluginAsyncZod =>
  async (app) => {
    route(
      app,
      contentCalls.listSectionContent,
      { schema: { params: content.sectionParams, response: content.contentListResponse } },
      async (request) => contentService.listSection(request.auth, request.params.idSection),
    );

    route(
      app,
      contentCalls.listContentByContext,
      { schema: { body: content.contentByContextRequest, response: content.contentListResponse } },
      async (request) => contentService.listByContext(request.auth, request.body),
    );

    route(
      app,
      contentCalls.searchContentInSection,
      {
        schema: {
          params: content.sectionParams,
          query: content.contentSearchQuery,
          response: content.contentListResponse,
        },
      },
      async (request) => contentService.searchSection(request.auth, request.params.idSection, request.query),
    );

    route(
      app,
      contentCalls.getContentItem,
      {
        schema: {
          params: content.contentItemParams,
          query: content.contentItemQuery,
          response: content.contentItemResponse,
        },
      },
      async (request) =>
        contentService.getItem(request.auth, request.params.idContentItem, request.query.preview === '1'),
    );

    route(
      app,
      contentCalls.getImpactMenu,
      { schema: { params: content.impactMenuParams, response: content.impactMenuResponse } },
      async (request) => contentService.getImpactMenu(request.auth, request.params.parentId),
    );

    route(
      app,
      contentCalls.getMediaCenter,
      { schema: { params: content.contentItemParams, response: content.mediaCenterResponse } },
      async (request) => contentService.getMediaCenter(request.auth, request.params.idContentItem),
    );

    route(
      app,
      contentCalls.rateContentItem,
      { schema: { body: content.rateContentRequest, response: content.rateContentResponse } },
      async (request) => contentService.rate(request.auth, request.body),
    );

    route(
      app,
      contentCalls.saveContentItemProgress,
      { schema: { body: content.saveProgressRequest, response: content.saveProgressResponse } },
      async (request) => contentService.saveProgress(request.auth, request.body),
    );

    route(
      app,
      contentCalls.setContentDuration,
      { schema: { body: content.updateDurationRequest, response: common.okResponse } },
      async (request) => {
        await contentService.updateDuration(request.auth, request.body);
        return { success: true as const };
      },
    );
  };
