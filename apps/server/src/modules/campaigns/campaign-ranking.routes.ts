import {
  campaignCategoriesParams,
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
import {
  getCampaignCategories,
  getCampaignUser,
  listCampaignDepartments,
  listCampaignRanking,
} from '@trilha/shared/contracts/campaigns';
import { getUserIsInCampaign } from '@trilha/shared/contracts/learning-flags';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../platform/route';
import type { CampaignRankingService } from './campaign-ranking.service';

/** The ranking calls of the gamification tab (document 3, 7.5). */
export const campaignRankingRoutes =
  ({ campaignRankingService }: { campaignRankingService: CampaignRankingService }): FastifyPluginAsyncZod =>
  async (app) => {
    route(
      app,
      listCampaignRanking,
      { schema: { params: campaignParams, query: rankingQuery, response: rankingResponse } },
      async (request) => campaignRankingService.listRanking(request.auth, request.params.idCampaign, request.query),
    );

    route(
      app,
      getCampaignUser,
      { schema: { params: campaignUserParams, query: campaignUserQuery, response: campaignUserResponse } },
      async (request) =>
        campaignRankingService.getUserDetail(
          request.auth,
          request.params.idCampaign,
          request.params.idUser,
          request.query.department,
        ),
    );

    route(
      app,
      listCampaignDepartments,
      { schema: { params: campaignParams, response: campaignDepartmentsResponse } },
      async (request) => campaignRankingService.listDepartments(request.auth, request.params.idCampaign),
    );

    route(app, getUserIsInCampaign, { schema: { response: userIsInCampaignResponse } }, async (request) =>
      campaignRankingService.isUserInCampaign(request.auth),
    );

    route(
      app,
      getCampaignCategories,
      { schema: { params: campaignCategoriesParams, response: campaignCategoriesResponse } },
      async (request) => campaignRankingService.getCampaignCategories(request.auth, request.params.id),
    );
  };
