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
import {
  getAvailableTags,
  getCatalog,
  getEnrollmentsInProgress,
  getEnrollmentTree,
  getEquivalences,
  getNode,
  getRecommendations,
  getSideMenu,
  searchLearning,
} from '@trilha/shared/contracts/learning-catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../platform/route';
import type { CatalogService } from './catalog.service';

/** Home and pages, catalogs, side menu, tags, search and recommendations (spec 3, 7.1). */
export const catalogRoutes =
  ({ catalogService }: { catalogService: CatalogService }): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, getSideMenu, { schema: { query: sideMenuQuery, response: sideMenuResponse } }, async (request) =>
      catalogService.getSideMenu(request.auth, request.query.nodeCode),
    );

    route(app, getNode, { schema: { params: nodeCodeParams, response: nodeResponse } }, async (request) =>
      catalogService.getNode(request.auth, request.params.nodeCode),
    );

    route(
      app,
      getEquivalences,
      { schema: { params: nodeCodeParams, response: equivalencesResponse } },
      async (request) => catalogService.getEquivalences(request.auth, request.params.nodeCode),
    );

    route(app, getEnrollmentTree, { schema: { response: catalogEnrollmentsResponse } }, async (request) =>
      catalogService.getEnrollmentTree(request.auth),
    );

    route(
      app,
      getCatalog,
      { schema: { params: catalogCodeParams, query: catalogQuery, response: catalogResponse } },
      async (request) => catalogService.getCatalog(request.auth, request.params.catalogCode, request.query),
    );

    route(
      app,
      getAvailableTags,
      { schema: { query: availableTagsQuery, response: availableTagsResponse } },
      async (request) => catalogService.getAvailableTags(request.auth, request.query.nodeCode),
    );

    route(app, searchLearning, { schema: { query: searchQuery, response: searchResponse } }, async (request) =>
      catalogService.search(request.auth, request.query),
    );

    route(
      app,
      getRecommendations,
      { schema: { params: studentParams, query: recommendationsQuery, response: recommendationsResponse } },
      async (request) => catalogService.getRecommendations(request.auth, request.params.idUser, request.query),
    );

    route(
      app,
      getEnrollmentsInProgress,
      { schema: { params: studentParams, response: enrollmentsInProgressResponse } },
      async (request) => catalogService.getEnrollmentsInProgress(request.auth, request.params.idUser),
    );
  };
