import * as campaigns from '@trilha/shared/api/campaigns';
import * as journey from '@trilha/shared/api/learning-journey';
import * as campaignCalls from '@trilha/shared/contracts/campaigns';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendDownload } from '../../platform/file-response';
import { route } from '../../platform/route';
import type { CampaignsService } from './campaigns.service';

export const campaignsRoutes =
  ({ campaignsService }: { campaignsService: CampaignsService }): FastifyPluginAsyncZod =>
  async (app) => {
    route(
      app,
      campaignCalls.listCampaigns,
      { schema: { query: campaigns.listCampaignsQuery, response: campaigns.listCampaignsResponse } },
      async (request) => campaignsService.listCampaigns(request.auth, request.query.onlyActive === 'true'),
    );

    route(
      app,
      campaignCalls.listCampaignUserPoints,
      { schema: { body: campaigns.listUserPointsRequest, response: campaigns.listUserPointsResponse } },
      async (request) => campaignsService.listUserPoints(request.auth, request.body),
    );

    // The spreadsheet answers an .xlsx file, not JSON: a plain route.
    app.get(
      '/campaign/listcampaignuserpoints/spreadsheet',
      { schema: { querystring: campaigns.userPointsSpreadsheetQuery } },
      async (request, reply) => {
        const file = await campaignsService.buildUserPointsSpreadsheet(request.auth, request.query.idCampaign);
        return sendDownload(reply, { fileName: 'meus-pontos.xlsx' }, file);
      },
    );

    route(
      app,
      campaignCalls.getCampaignDetail,
      { schema: { params: journey.campaignParams, response: campaigns.campaignDetailResponse } },
      async (request) => campaignsService.getCampaignDetail(request.auth, request.params.idCampaign),
    );

    route(
      app,
      campaignCalls.listCampaignEvents,
      { schema: { query: campaigns.listEventsQuery, response: campaigns.listEventsResponse } },
      async (request) => campaignsService.listEvents(request.auth, request.query.idCampaign),
    );

    route(
      app,
      campaignCalls.listCampaignsByUser,
      { schema: { response: campaigns.listCampaignsByUserResponse } },
      async (request) => campaignsService.listCampaignsByUser(request.auth),
    );

    route(
      app,
      campaignCalls.listCampaignsByContent,
      { schema: { params: campaigns.campaignContentParams, response: campaigns.listCampaignsByContentResponse } },
      async (request) => campaignsService.listCampaignsByContent(request.auth, request.params.idElement),
    );

    route(
      app,
      campaignCalls.markCampaignNotified,
      {
        // No body; one that is sent must be a JSON object (text or a form is refused).
        schema: {
          params: journey.campaignUserParams,
          body: campaigns.campaignNotifiedRequest,
          response: campaigns.campaignNotifiedResponse,
        },
      },
      async (request) => campaignsService.markNotified(request.auth, request.params.idCampaign, request.params.idUser),
    );
  };
