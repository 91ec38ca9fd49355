import { okResponse } from '@trilha/shared/api/common';
import {
  contentByContextRequest,
  contentItemParams,
  contentItemQuery,
  contentItemResponse,
  contentListResponse,
  contentSearchQuery,
  impactMenuParams,
  impactMenuResponse,
  mediaCenterResponse,
  rateContentRequest,
  rateContentResponse,
  saveProgressRequest,
  saveProgressResponse,
  sectionParams,
  updateDurationRequest,
} from '@trilha/shared/api/content';
import {
  getContentItem,
  getImpactMenu,
  getMediaCenter,
  listContentByContext,
  listSectionContent,
  rateContentItem,
  saveContentItemProgress,
  searchContentInSection,
  setContentDuration,
} from '@trilha/shared/contracts/content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../platform/route';
import type { ContentService } from './content.service';

/** Content items of the content app (spec document 2, 7). */
export const contentRoutes =
  ({ contentService }: { contentService: ContentService }): FastifyPluginAsyncZod =>
  async (app) => {
    route(
      app,
      listSectionContent,
      { schema: { params: sectionParams, response: contentListResponse } },
      async (request) => contentService.listSection(request.auth, request.params.idSection),
    );

    route(
      app,
      listContentByContext,
      { schema: { body: contentByContextRequest, response: contentListResponse } },
      async (request) => contentService.listByContext(request.auth, request.body),
    );

    route(
      app,
      searchContentInSection,
      { schema: { params: sectionParams, query: contentSearchQuery, response: contentListResponse } },
      async (request) => contentService.searchSection(request.auth, request.params.idSection, request.query),
    );

    route(
      app,
      getContentItem,
      { schema: { params: contentItemParams, query: contentItemQuery, response: contentItemResponse } },
      async (request) =>
        contentService.getItem(request.auth, request.params.idContentItem, request.query.preview === '1'),
    );

    route(app, getImpactMenu, { schema: { params: impactMenuParams, response: impactMenuResponse } }, async (request) =>
      contentService.getImpactMenu(request.auth, request.params.parentId),
    );

    route(
      app,
      getMediaCenter,
      { schema: { params: contentItemParams, response: mediaCenterResponse } },
      async (request) => contentService.getMediaCenter(request.auth, request.params.idContentItem),
    );

    route(
      app,
      rateContentItem,
      { schema: { body: rateContentRequest, response: rateContentResponse } },
      async (request) => contentService.rate(request.auth, request.body),
    );

    route(
      app,
      saveContentItemProgress,
      { schema: { body: saveProgressRequest, response: saveProgressResponse } },
      async (request) => contentService.saveProgress(request.auth, request.body),
    );

    route(
      app,
      setContentDuration,
      { schema: { body: updateDurationRequest, response: okResponse } },
      async (request) => {
        await contentService.updateDuration(request.auth, request.body);
        return { success: true as const };
      },
    );
  };
