import * as journey from '@trilha/shared/api/learning-journey';
import * as campaignCalls from '@trilha/shared/contracts/campaigns';
import * as flagCalls from '@trilha/shared/contracts/learning-flags';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../platform/route';
import type { CampaignRankingService } from './campaign-ranking.service';

/** The ranking calls of the gamification tab (document 3, 7.5). */
export const campaignRankingRoutes =
  ({ campaignRankingService }: { campaignRankingService: CampaignRankingService }): FastifyPluginAsyncZod =>
  async (app) => {
    route(
      app,
      campaignCalls.listCampaignRanking,
      { schema: { params: journey.campaignParams, query: journey.rankingQuery, response: journey.rankingResponse } },
      async (request) => campaignRankingService.listRanking(request.auth, request.params.idCampaign, request.query),
    );

    route(
      app,
      campaignCalls.getCampaignUser,
      {
        schema: {
          params: journey.campaignUserParams,
          query: journey.campaignUserQuery,
          response: journey.campaignUserResponse,
        },
      },
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
      campaignCalls.listCampaignDepartments,
      { schema: { params: journey.campaignParams, response: journey.campaignDepartmentsResponse } },
      async (request) => campaignRankingService.listDepartments(request.auth, request.params.idCampaign),
    );

    route(
      app,
      flagCalls.getUserIsInCampaign,
      { schema: { response: journey.userIsInCampaignResponse } },
      async (request) => campaignRankingService.isUserInCampaign(request.auth),
    );

    route(
      app,
      campaignCalls.getCampaignCategories,
      { schema: { params: journey.campaignCategoriesParams, response: journey.campaignCategoriesResponse } },
      async (request) => campaignRankingService.getCampaignCategories(request.auth, request.params.id),
    );
  };
