import { contentItemParams } from '@trilha/shared/api/content';
import {
  scoEnrollmentParams,
  scormCommitRequest,
  scormCommitResponse,
  scormFinishRequest,
  scormFinishResponse,
  scormPackageFilesQuery,
  scormPackageFilesResponse,
  scormPlayRequest,
  scormPlayResponse,
  scormSequencingPlace,
  scormSequencingResponse,
  scormSequencingSaveRequest,
  scormSequencingSaveResponse,
} from '@trilha/shared/api/learning-scorm';
import {
  commitScorm,
  finishScorm,
  getPackageFiles,
  openScormSequencing,
  playScorm,
  saveScormSequencing,
} from '@trilha/shared/contracts/learning-scorm';
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
    route(app, playScorm, { schema: { body: scormPlayRequest, response: scormPlayResponse } }, async (request) =>
      lessonsService.play(request.auth, request.body, originOf(request)),
    );

    // Not shown in the spec: a packaged course's files, for a member who keeps it on the device.
    route(
      app,
      getPackageFiles,
      {
        schema: {
          params: contentItemParams,
          query: scormPackageFilesQuery,
          response: scormPackageFilesResponse,
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
      commitScorm,
      {
        // A final commit may carry up to 64000 characters of suspend data plus interactions.
        bodyLimit: 1024 * 1024,
        schema: { params: scoEnrollmentParams, body: scormCommitRequest, response: scormCommitResponse },
      },
      async (request) => lessonsService.commit(request.auth, request.params.idScoEnrollment, request.body),
    );

    // Not shown in the spec: a sequenced course's attempt, opened and saved by the player's sequencing engine.
    route(
      app,
      openScormSequencing,
      { schema: { body: scormSequencingPlace, response: scormSequencingResponse } },
      async (request) => ({
        success: true as const,
        data: await lessonsService.openSequencing(request.auth, request.body),
      }),
    );

    route(
      app,
      saveScormSequencing,
      {
        // The engine's state grows with the course's activities and their objectives.
        bodyLimit: 4 * 1024 * 1024,
        schema: { body: scormSequencingSaveRequest, response: scormSequencingSaveResponse },
      },
      async (request) => lessonsService.saveSequencing(request.auth, request.body),
    );

    route(app, finishScorm, { schema: { body: scormFinishRequest, response: scormFinishResponse } }, async (request) =>
      lessonsService.finish(request.auth, request.body),
    );
  };
