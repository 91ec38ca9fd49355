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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendDownload } from '../../../platform/file-response';
import type { JourneyService } from './journey.service';

/** History, certificates, certificate authenticity, features and class attachments (spec 3, 7.4 and 7.7). */
export const journeyRoutes =
  ({ journeyService }: { journeyService: JourneyService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/learning/students/:idUser/history',
      { schema: { params: studentParams, querystring: historyQuery, response: { 200: historyResponse } } },
      async (request) =>
        journeyService.getHistory(request.auth, request.params.idUser, request.query.onlyWithCertificate),
    );

    app.post('/certificate', { schema: { body: certificateRequest } }, async (request, reply) => {
      const { pdf, fileName, earnPoints } = await journeyService.generateCertificate(request.auth, request.body, {
        host: request.host,
        protocol: request.protocol,
      });
      // spec 3, 4.9: the campaign points the first issue earned, for the app's toast (the body is the PDF).
      reply.header('earn-points', String(earnPoints));
      return sendDownload(reply, { contentType: 'application/pdf', fileName }, Buffer.from(pdf));
    });

    app.get(
      '/learning/students/certificate-authenticity/:authenticityID',
      {
        config: { public: true },
        schema: { params: authenticityParams, response: { 200: certificateAuthenticityResponse } },
      },
      async (request) => journeyService.getCertificateAuthenticity(request.params.authenticityID),
    );

    app.get(
      '/learning/features/:id',
      { schema: { params: featureParams, response: { 200: featureResponse } } },
      async (request) => journeyService.getFeature(request.auth, request.params.id),
    );

    app.get(
      '/learning/attachments/teams/:idTeam',
      { schema: { params: attachmentsParams, querystring: attachmentsQuery, response: { 200: attachmentsResponse } } },
      async (request) => journeyService.listAttachments(request.auth, request.params.idTeam, request.query),
    );
  };
