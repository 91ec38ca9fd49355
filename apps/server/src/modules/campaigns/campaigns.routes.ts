import {
  campaignContentParams,
  campaignDetailResponse,
  campaignNotifiedRequest,
  campaignNotifiedResponse,
  listCampaignsByContentResponse,
  listCampaignsByUserResponse,
  listCampaignsQuery,
  listCampaignsResponse,
  listEventsQuery,
  listEventsResponse,
  listUserPointsRequest,
  listUserPointsResponse,
  userPointsSpreadsheetQuery,
} from '@trilha/shared/api/campaigns';
import { campaignParams, campaignUserParams } from '@trilha/shared/api/learning-journey';
import {
  getCampaignDetail,
  listCampaignEvents,
  listCampaigns,
  listCampaignsByContent,
  listCampaignsByUser,
  listCampaignUserPoints,
  markCampaignNotified,
} from '@trilha/shared/contracts/campaigns';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendDownload } from '../../platform/file-response';
import { route } from '../../platform/route';
import type { CampaignsService } from './campaigns.service';

export const campaignsRoutes =
  ({ campaignsService }: { campaignsService: CampaignsService }): FastifyPluginAsyncZod =>
  async (app) => {
    route(
      app,
      listCampaigns,
      { schema: { query: listCampaignsQuery, response: listCampaignsResponse } },
      async (request) => campaignsService.listCampaigns(request.auth, request.query.onlyActive === 'true'),
    );

    route(
      app,
      listCampaignUserPoints,
      { schema: { body: listUserPointsRequest, response: listUserPointsResponse } },
      async (request) => campaignsService.listUserPoints(request.auth, request.body),
    );

    // The spreadsheet answers an .xlsx file, not JSON: a plain route.
    app.get(
      '/campaign/listcampaignuserpoints/spreadsheet',
      { schema: { querystring: userPointsSpreadsheetQuery } },
      async (request, reply) => {
        const file = await campaignsService.buildUserPointsSpreadsheet(request.auth, request.query.idCampaign);
        return sendDownload(reply, { fileName: 'meus-pontos.xlsx' }, file);
      },
    );

    route(
      app,
      getCampaignDetail,
      { schema: { params: campaignParams, response: campaignDetailResponse } },
      async (request) => campaignsService.getCampaignDetail(request.auth, request.params.idCampaign),
    );

    route(
      app,
      listCampaignEvents,
      { schema: { query: listEventsQuery, response: listEventsResponse } },
      async (request) => campaignsService.listEvents(request.auth, request.query.idCampaign),
    );

    route(app, listCampaignsByUser, { schema: { response: listCampaignsByUserResponse } }, async (request) =>
      campaignsService.listCampaignsByUser(request.auth),
    );

    route(
      app,
      listCampaignsByContent,
      { schema: { params: campaignContentParams, response: listCampaignsByContentResponse } },
      async (request) => campaignsService.listCampaignsByContent(request.auth, request.params.idElement),
    );

    route(
      app,
      markCampaignNotified,
      {
        // No body; one that is sent must be a JSON object (text or a form is refused).
        schema: { params: campaignUserParams, body: campaignNotifiedRequest, response: campaignNotifiedResponse },
      },
      async (request) => campaignsService.markNotified(request.auth, request.params.idCampaign, request.params.idUser),
    );
  };
