import * as learning from '@trilha/shared/api/learning-common';
import * as journey from '@trilha/shared/api/learning-journey';
import * as flagCalls from '@trilha/shared/contracts/learning-flags';
import * as journeyCalls from '@trilha/shared/contracts/learning-journey';
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
      journeyCalls.listHistory,
      { schema: { params: learning.studentParams, query: journey.historyQuery, response: journey.historyResponse } },
      async (request) =>
        journeyService.getHistory(request.auth, request.params.idUser, request.query.onlyWithCertificate),
    );

    // The certificate answers a PDF, not JSON: a plain route.
    app.post('/certificate', { schema: { body: journey.certificateRequest } }, async (request, reply) => {
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
      journeyCalls.getCertificateAuthenticity,
      {
        config: { public: true },
        schema: { params: journey.authenticityParams, response: journey.certificateAuthenticityResponse },
      },
      async (request) => journeyService.getCertificateAuthenticity(request.params.authenticityID),
    );

    route(
      app,
      flagCalls.getFeature,
      { schema: { params: journey.featureParams, response: journey.featureResponse } },
      async (request) => journeyService.getFeature(request.auth, request.params.id),
    );

    route(
      app,
      journeyCalls.listTeamAttachments,
      {
        schema: {
          params: journey.attachmentsParams,
          query: journey.attachmentsQuery,
          response: journey.attachmentsResponse,
        },
      },
      async (request) => journeyService.listAttachments(request.auth, request.params.idTeam, request.query),
    );
  };
