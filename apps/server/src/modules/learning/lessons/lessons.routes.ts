import * as content from '@trilha/shared/api/content';
import * as scorm from '@trilha/shared/api/learning-scorm';
import * as scormCalls from '@trilha/shared/contracts/learning-scorm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../platform/route';
import type { RequestOrigin } from './content-hosts';
import type { LessonsService } from './lessons.service';

/** The scheme and host (with port) the request came on, which the content host's address repeats. */
const originOf = (request: { protocol: string; host: string }): RequestOrigin => ({
  protocol: request.protocol,
  host: request.host,
});

/**
 * The lesson player's calls (spec 3, 7.2): `POST /learning/scorm/play`, the commits of run-time data and the
 * finish call (paths of these two not shown in the spec).
 */
export const lessonsRoutes =
  ({ lessonsService }: { lessonsService: LessonsService }): FastifyPluginAsyncZod =>
  async (app) => {
    route(
      app,
      scormCalls.playScorm,
      { schema: { body: scorm.scormPlayRequest, response: scorm.scormPlayResponse } },
      async (request) => lessonsService.play(request.auth, request.body, originOf(request)),
    );

    // Not shown in the spec: a packaged course's files, for a member who keeps it on the device.
    route(
      app,
      scormCalls.getPackageFiles,
      {
        schema: {
          params: content.contentItemParams,
          query: scorm.scormPackageFilesQuery,
          response: scorm.scormPackageFilesResponse,
        },
      },
      async (request) => ({
        success: true as const,
        data: await lessonsService.describePackageFiles(
          request.auth,
          request.params.idContentItem,
          request.query,
          originOf(request),
        ),
      }),
    );

    route(
      app,
      scormCalls.commitScorm,
      {
        // A final commit may carry up to 64000 characters of suspend data plus interactions.
        bodyLimit: 1024 * 1024,
        schema: {
          params: scorm.scoEnrollmentParams,
          body: scorm.scormCommitRequest,
          response: scorm.scormCommitResponse,
        },
      },
      async (request) => lessonsService.commit(request.auth, request.params.idScoEnrollment, request.body),
    );

    // Not shown in the spec: a sequenced course's attempt, opened and saved by the player's sequencing engine.
    route(
      app,
      scormCalls.openScormSequencing,
      { schema: { body: scorm.scormSequencingPlace, response: scorm.scormSequencingResponse } },
      async (request) => ({
        success: true as const,
        data: await lessonsService.openSequencing(request.auth, request.body),
      }),
    );

    route(
      app,
      scormCalls.saveScormSequencing,
      {
        // The engine's state grows with the course's activities and their objectives.
        bodyLimit: 4 * 1024 * 1024,
        schema: { body: scorm.scormSequencingSaveRequest, response: scorm.scormSequencingSaveResponse },
      },
      async (request) => lessonsService.saveSequencing(request.auth, request.body),
    );

    route(
      app,
      scormCalls.finishScorm,
      { schema: { body: scorm.scormFinishRequest, response: scorm.scormFinishResponse } },
      async (request) => lessonsService.finish(request.auth, request.body),
    );
  };
