import { studentParams } from '@trilha/shared/api/learning-common';
import {
  attachmentsParams,
  attachmentsQuery,
  attachmentsResponse,
  authenticityParams,
  certificateAuthenticityResponse,
  certificateRequest,
  featureParams,
  featureResponse,
  historyQuery,
  historyResponse,
} from '@trilha/shared/api/learning-journey';
import { getFeature } from '@trilha/shared/contracts/learning-flags';
import {
  getCertificateAuthenticity,
  listHistory,
  listTeamAttachments,
} from '@trilha/shared/contracts/learning-journey';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendDownload } from '../../../platform/file-response';
import { route } from '../../../platform/route';
import type { JourneyService } from './journey.service';

/** History, certificates, certificate authenticity, features and class attachments (spec 3, 7.4 and 7.7). */
export const journeyRoutes =
  ({ journeyService }: { journeyService: JourneyService }): FastifyPluginAsyncZod =>
  async (app) => {
    route(
      app,
      listHistory,
      { schema: { params: studentParams, query: historyQuery, response: historyResponse } },
      async (request) =>
        journeyService.getHistory(request.auth, request.params.idUser, request.query.onlyWithCertificate),
    );

    // The certificate answers a PDF, not JSON: a plain route.
    app.post('/certificate', { schema: { body: certificateRequest } }, async (request, reply) => {
      const { pdf, fileName, earnPoints } = await journeyService.generateCertificate(request.auth, request.body, {
        host: request.host,
        protocol: request.protocol,
      });
      // spec 3, 4.9: the campaign points the first issue earned, for the app's toast (the body is the PDF).
      reply.header('earn-points', String(earnPoints));
      return sendDownload(reply, { contentType: 'application/pdf', fileName }, Buffer.from(pdf));
    });

    route(
      app,
      getCertificateAuthenticity,
      { config: { public: true }, schema: { params: authenticityParams, response: certificateAuthenticityResponse } },
      async (request) => journeyService.getCertificateAuthenticity(request.params.authenticityID),
    );

    route(app, getFeature, { schema: { params: featureParams, response: featureResponse } }, async (request) =>
      journeyService.getFeature(request.auth, request.params.id),
    );

    route(
      app,
      listTeamAttachments,
      { schema: { params: attachmentsParams, query: attachmentsQuery, response: attachmentsResponse } },
      async (request) => journeyService.listAttachments(request.auth, request.params.idTeam, request.query),
    );
  };
