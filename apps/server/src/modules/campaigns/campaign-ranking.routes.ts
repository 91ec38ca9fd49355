import { idParam } from '@trilha/shared/api/common';
import {
  campaignCategoriesResponse,
  campaignDepartmentsResponse,
  campaignParams,
  campaignUserParams,
  campaignUserQuery,
  campaignUserResponse,
  rankingQuery,
  rankingResponse,
  userIsInCampaignResponse,
} from '@trilha/shared/api/learning-journey';
import { z } from '@trilha/shared/zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CampaignRankingService } from './campaign-ranking.service';

/** The ranking calls of the gamification tab (document 3, 7.5). */
export const campaignRankingRoutes =
  ({ campaignRankingService }: { campaignRankingService: CampaignRankingService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/campaign/listcampaignpointssummary/:idCampaign',
      { schema: { params: campaignParams, querystring: rankingQuery, response: { 200: rankingResponse } } },
      async (request) => campaignRankingService.listRanking(request.auth, request.params.idCampaign, request.query),
    );

    app.get(
      '/campaign/:idCampaign/users/:idUser',
      {
        schema: { params: campaignUserParams, querystring: campaignUserQuery, response: { 200: campaignUserResponse } },
      },
      async (request) =>
        campaignRankingService.getUserDetail(
          request.auth,
          request.params.idCampaign,
          request.params.idUser,
          request.query.department,
        ),
    );

    app.get(
      '/campaign/:idCampaign/departments',
      { schema: { params: campaignParams, response: { 200: campaignDepartmentsResponse } } },
      async (request) => campaignRankingService.listDepartments(request.auth, request.params.idCampaign),
    );

    app.get(
      '/campaign/userisincampaign',
      { schema: { response: { 200: userIsInCampaignResponse } } },
      async (request) => campaignRankingService.isUserInCampaign(request.auth),
    );

    app.get(
      '/learning/categories/campaign/:id',
      { schema: { params: z.object({ id: idParam }), response: { 200: campaignCategoriesResponse } } },
      async (request) => campaignRankingService.getCampaignCategories(request.auth, request.params.id),
    );
  };
