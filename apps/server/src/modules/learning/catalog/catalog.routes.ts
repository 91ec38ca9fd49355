import * as catalog from '@trilha/shared/api/learning-catalog';
import * as learning from '@trilha/shared/api/learning-common';
import * as catalogCalls from '@trilha/shared/contracts/learning-catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../platform/route';
import type { CatalogService } from './catalog.service';

/** Home and pages, catalogs, side menu, tags, search and recommendations (spec 3, 7.1). */
export const catalogRoutes =
  ({ catalogService }: { catalogService: CatalogService }): FastifyPluginAsyncZod =>
  async (app) => {
    route(
      app,
      catalogCalls.getSideMenu,
      { schema: { query: catalog.sideMenuQuery, response: catalog.sideMenuResponse } },
      async (request) => catalogService.getSideMenu(request.auth, request.query.nodeCode),
    );

    route(
      app,
      catalogCalls.getNode,
      { schema: { params: learning.nodeCodeParams, response: learning.nodeResponse } },
      async (request) => catalogService.getNode(request.auth, request.params.nodeCode),
    );

    route(
      app,
      catalogCalls.getEquivalences,
      { schema: { params: learning.nodeCodeParams, response: catalog.equivalencesResponse } },
      async (request) => catalogService.getEquivalences(request.auth, request.params.nodeCode),
    );

    route(
      app,
      catalogCalls.getEnrollmentTree,
      { schema: { response: catalog.catalogEnrollmentsResponse } },
      async (request) => catalogService.getEnrollmentTree(request.auth),
    );

    route(
      app,
      catalogCalls.getCatalog,
      {
        schema: { params: learning.catalogCodeParams, query: catalog.catalogQuery, response: catalog.catalogResponse },
      },
      async (request) => catalogService.getCatalog(request.auth, request.params.catalogCode, request.query),
    );

    route(
      app,
      catalogCalls.getAvailableTags,
      { schema: { query: catalog.availableTagsQuery, response: catalog.availableTagsResponse } },
      async (request) => catalogService.getAvailableTags(request.auth, request.query.nodeCode),
    );

    route(
      app,
      catalogCalls.searchLearning,
      { schema: { query: catalog.searchQuery, response: catalog.searchResponse } },
      async (request) => catalogService.search(request.auth, request.query),
    );

    route(
      app,
      catalogCalls.getRecommendations,
      {
        schema: {
          params: learning.studentParams,
          query: catalog.recommendationsQuery,
          response: catalog.recommendationsResponse,
        },
      },
      async (request) => catalogService.getRecommendations(request.auth, request.params.idUser, request.query),
    );

    route(
      app,
      catalogCalls.getEnrollmentsInProgress,
      { schema: { params: learning.studentParams, response: catalog.enrollmentsInProgressResponse } },
      async (request) => catalogService.getEnrollmentsInProgress(request.auth, request.params.idUser),
    );
  };
