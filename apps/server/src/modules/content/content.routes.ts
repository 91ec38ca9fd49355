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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ContentService } from './content.service';

/** Content items of the content app (spec document 2, 7). */
export const contentRoutes =
  ({ contentService }: { contentService: ContentService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/content/list/:idSection',
      { schema: { params: sectionParams, response: { 200: contentListResponse } } },
      async (request) => contentService.listSection(request.auth, request.params.idSection),
    );

    app.post(
      '/content',
      { schema: { body: contentByContextRequest, response: { 200: contentListResponse } } },
      async (request) => contentService.listByContext(request.auth, request.body),
    );

    app.get(
      '/content/search/:idSection',
      { schema: { params: sectionParams, querystring: contentSearchQuery, response: { 200: contentListResponse } } },
      async (request) => contentService.searchSection(request.auth, request.params.idSection, request.query),
    );

    app.get(
      '/content/item/:idContentItem',
      {
        schema: { params: contentItemParams, querystring: contentItemQuery, response: { 200: contentItemResponse } },
      },
      async (request) =>
        contentService.getItem(request.auth, request.params.idContentItem, request.query.preview === '1'),
    );

    app.get(
      '/content/impactmenu/:parentId',
      { schema: { params: impactMenuParams, response: { 200: impactMenuResponse } } },
      async (request) => contentService.getImpactMenu(request.auth, request.params.parentId),
    );

    app.get(
      '/mediacenter/:idContentItem',
      { schema: { params: contentItemParams, response: { 200: mediaCenterResponse } } },
      async (request) => contentService.getMediaCenter(request.auth, request.params.idContentItem),
    );

    app.post(
      '/content/rating',
      { schema: { body: rateContentRequest, response: { 200: rateContentResponse } } },
      async (request) => contentService.rate(request.auth, request.body),
    );

    app.post(
      '/content/progress',
      { schema: { body: saveProgressRequest, response: { 200: saveProgressResponse } } },
      async (request) => contentService.saveProgress(request.auth, request.body),
    );

    app.post(
      '/content/duration',
      { schema: { body: updateDurationRequest, response: { 200: okResponse } } },
      async (request) => {
        await contentService.updateDuration(request.auth, request.body);
        return { success: true as const };
      },
    );
  };
