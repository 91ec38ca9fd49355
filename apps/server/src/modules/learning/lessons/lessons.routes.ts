import { idParam } from '@trilha/shared/api/common';
import {
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
import { z } from '@trilha/shared/zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RequestOrigin } from './content-hosts';
import type { LessonsService } from './lessons.service';

const scoEnrollmentParams = z.object({ idScoEnrollment: idParam });
const contentParams = z.object({ idContentItem: idParam });

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
    app.post(
      '/learning/scorm/play',
      { schema: { body: scormPlayRequest, response: { 200: scormPlayResponse } } },
      async (request) => lessonsService.play(request.auth, request.body, originOf(request)),
    );

    // Not shown in the spec: a packaged course's files, for a member who keeps it on the device.
    app.get(
      '/learning/contents/:idContentItem/package',
      {
        schema: {
          params: contentParams,
          querystring: scormPackageFilesQuery,
          response: { 200: scormPackageFilesResponse },
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

    app.put(
      '/learning/scorm/sco-enrollments/:idScoEnrollment/cmi',
      {
        // A final commit may carry up to 64000 characters of suspend data plus interactions.
        bodyLimit: 1024 * 1024,
        schema: { params: scoEnrollmentParams, body: scormCommitRequest, response: { 200: scormCommitResponse } },
      },
      async (request) => lessonsService.commit(request.auth, request.params.idScoEnrollment, request.body),
    );

    // Not shown in the spec: a sequenced course's attempt, opened and saved by the player's sequencing engine.
    app.post(
      '/learning/scorm/sequencing',
      { schema: { body: scormSequencingPlace, response: { 200: scormSequencingResponse } } },
      async (request) => ({
        success: true as const,
        data: await lessonsService.openSequencing(request.auth, request.body),
      }),
    );

    app.put(
      '/learning/scorm/sequencing',
      {
        // The engine's state grows with the course's activities and their objectives.
        bodyLimit: 4 * 1024 * 1024,
        schema: { body: scormSequencingSaveRequest, response: { 200: scormSequencingSaveResponse } },
      },
      async (request) => lessonsService.saveSequencing(request.auth, request.body),
    );

    app.post(
      '/learning/scorm/finish',
      { schema: { body: scormFinishRequest, response: { 200: scormFinishResponse } } },
      async (request) => lessonsService.finish(request.auth, request.body),
    );
  };
