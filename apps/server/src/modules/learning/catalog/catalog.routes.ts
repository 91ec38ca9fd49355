import {
  availableTagsQuery,
  availableTagsResponse,
  catalogEnrollmentsResponse,
  catalogQuery,
  catalogResponse,
  enrollmentsInProgressResponse,
  equivalencesResponse,
  recommendationsQuery,
  recommendationsResponse,
  searchQuery,
  searchResponse,
  sideMenuQuery,
  sideMenuResponse,
} from '@trilha/shared/api/learning-catalog';
import { catalogCodeParams, nodeCodeParams, nodeResponse, studentParams } from '@trilha/shared/api/learning-common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CatalogService } from './catalog.service';

/** Home and pages, catalogs, side menu, tags, search and recommendations (spec 3, 7.1). */
export const catalogRoutes =
  ({ catalogService }: { catalogService: CatalogService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/learning/nodes/side-menu',
      { schema: { querystring: sideMenuQuery, response: { 200: sideMenuResponse } } },
      async (request) => catalogService.getSideMenu(request.auth, request.query.nodeCode),
    );

    app.get(
      '/learning/nodes/:nodeCode',
      { schema: { params: nodeCodeParams, response: { 200: nodeResponse } } },
      async (request) => catalogService.getNode(request.auth, request.params.nodeCode),
    );

    app.get(
      '/learning/nodes/:nodeCode/equivalences',
      { schema: { params: nodeCodeParams, response: { 200: equivalencesResponse } } },
      async (request) => catalogService.getEquivalences(request.auth, request.params.nodeCode),
    );

    app.get(
      '/learning/catalogs/enrollments',
      { schema: { response: { 200: catalogEnrollmentsResponse } } },
      async (request) => catalogService.getEnrollmentTree(request.auth),
    );

    app.get(
      '/learning/catalogs/:catalogCode',
      { schema: { params: catalogCodeParams, querystring: catalogQuery, response: { 200: catalogResponse } } },
      async (request) => catalogService.getCatalog(request.auth, request.params.catalogCode, request.query),
    );

    app.get(
      '/learning/tags/available',
      { schema: { querystring: availableTagsQuery, response: { 200: availableTagsResponse } } },
      async (request) => catalogService.getAvailableTags(request.auth, request.query.nodeCode),
    );

    app.get(
      '/learning/search',
      { schema: { querystring: searchQuery, response: { 200: searchResponse } } },
      async (request) => catalogService.search(request.auth, request.query),
    );

    app.get(
      '/learning/students/:idUser/recommendations',
      {
        schema: {
          params: studentParams,
          querystring: recommendationsQuery,
          response: { 200: recommendationsResponse },
        },
      },
      async (request) => catalogService.getRecommendations(request.auth, request.params.idUser, request.query),
    );

    app.get(
      '/learning/students/:idUser/enrollments-in-progress',
      { schema: { params: studentParams, response: { 200: enrollmentsInProgressResponse } } },
      async (request) => catalogService.getEnrollmentsInProgress(request.auth, request.params.idUser),
    );
  };
