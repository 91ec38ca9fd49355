import {
  campaignDetailResponse,
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
import { idParam } from '@trilha/shared/api/common';
import { z } from '@trilha/shared/zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendDownload } from '../../platform/file-response';
import type { CampaignsService } from './campaigns.service';

export const campaignsRoutes =
  ({ campaignsService }: { campaignsService: CampaignsService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/campaign/listcampaigns',
      { schema: { querystring: listCampaignsQuery, response: { 200: listCampaignsResponse } } },
      async (request) => campaignsService.listCampaigns(request.auth, request.query.onlyActive === 'true'),
    );

    app.post(
      '/campaign/listcampaignuserpoints',
      { schema: { body: listUserPointsRequest, response: { 200: listUserPointsResponse } } },
      async (request) => campaignsService.listUserPoints(request.auth, request.body),
    );

    app.get(
      '/campaign/listcampaignuserpoints/spreadsheet',
      { schema: { querystring: userPointsSpreadsheetQuery } },
      async (request, reply) => {
        const file = await campaignsService.buildUserPointsSpreadsheet(request.auth, request.query.idCampaign);
        return sendDownload(reply, { fileName: 'meus-pontos.xlsx' }, file);
      },
    );

    app.get(
      '/campaign/listcampaigndetail/:idCampaign',
      { schema: { params: z.object({ idCampaign: idParam }), response: { 200: campaignDetailResponse } } },
      async (request) => campaignsService.getCampaignDetail(request.auth, request.params.idCampaign),
    );

    app.get(
      '/campaign/listevents',
      { schema: { querystring: listEventsQuery, response: { 200: listEventsResponse } } },
      async (request) => campaignsService.listEvents(request.auth, request.query.idCampaign),
    );

    app.get('/campaign/listbyuser', { schema: { response: { 200: listCampaignsByUserResponse } } }, async (request) =>
      campaignsService.listCampaignsByUser(request.auth),
    );

    app.get(
      '/campaign/listbycontent/:idElement',
      { schema: { params: z.object({ idElement: idParam }), response: { 200: listCampaignsByContentResponse } } },
      async (request) => campaignsService.listCampaignsByContent(request.auth, request.params.idElement),
    );

    app.post(
      '/campaign/:idCampaign/users/:idUser/notified',
      {
        schema: {
          params: z.object({ idCampaign: idParam, idUser: idParam }),
          // No body; one that is sent must be a JSON object (text or a form is refused).
          body: z.object({}).nullish(),
          response: { 200: campaignNotifiedResponse },
        },
      },
      async (request) => campaignsService.markNotified(request.auth, request.params.idCampaign, request.params.idUser),
    );
  };
