import * as journey from '@trilha/shared/api/learning-journey';
import { EXTERNAL_COURSE_FILE_MAX_BYTES } from '@trilha/shared/constants';
import * as externalCourseCalls from '@trilha/shared/contracts/learning-external-courses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../platform/errors';
import { readMultipart } from '../../../platform/multipart';
import { route } from '../../../platform/route';
import type { ExternalCoursesService } from './external-courses.service';

/** External courses (spec 3, 7.7), the evidence upload, and their validation in the console. */
export const externalCoursesRoutes =
  ({ externalCoursesService }: { externalCoursesService: ExternalCoursesService }): FastifyPluginAsyncZod =>
  async (app) => {
    route(
      app,
      externalCourseCalls.listExternalCourses,
      { schema: { query: journey.externalCoursesQuery, response: journey.externalCoursesResponse } },
      async (request) => externalCoursesService.listExternalCourses(request.auth, request.query),
    );

    route(
      app,
      externalCourseCalls.registerExternalCourse,
      { schema: { body: journey.createExternalCourseRequest, response: journey.externalCourseResponse } },
      async (request) => externalCoursesService.createExternalCourse(request.auth, request.body),
    );

    route(
      app,
      externalCourseCalls.getExternalCourse,
      { schema: { params: journey.externalCourseParams, response: journey.externalCourseResponse } },
      async (request) => externalCoursesService.getExternalCourse(request.auth, request.params.id),
    );

    route(
      app,
      externalCourseCalls.changeExternalCourse,
      {
        schema: {
          params: journey.externalCourseParams,
          body: journey.updateExternalCourseRequest,
          response: journey.externalCourseResponse,
        },
      },
      async (request) => externalCoursesService.updateExternalCourse(request.auth, request.params.id, request.body),
    );

    route(
      app,
      externalCourseCalls.cancelExternalCourse,
      { schema: { params: journey.externalCourseParams, response: journey.externalCourseResponse } },
      async (request) => externalCoursesService.cancelExternalCourse(request.auth, request.params.id),
    );

    // Multipart: `fileData` (the evidence) and `fileName`; the token travels as the bearer header.
    route(
      app,
      externalCourseCalls.uploadExternalCourseEvidence,
      { schema: { response: journey.externalCourseUploadResponse } },
      async (request) => {
        const { fields, file } = await readMultipart(request, {
          limits: { fileSize: EXTERNAL_COURSE_FILE_MAX_BYTES, files: 1, fields: 5 },
          tooLarge: 'FILE_TOO_LARGE',
          textFields: ['fileName'],
        });
        if (!file) throw new AppError('FILE_REQUIRED');
        const fileName = fields.fileName?.slice(0, 300) ?? file.fileName;
        return {
          success: true as const,
          externalCourse: await externalCoursesService.storeEvidence(request.auth, file.bytes, fileName),
        };
      },
    );

    route(
      app,
      externalCourseCalls.listAdminExternalCourses,
      { schema: { query: journey.adminExternalCoursesQuery, response: journey.adminExternalCoursesResponse } },
      async (request) => externalCoursesService.listForAdmin(request.auth, request.query),
    );

    route(
      app,
      externalCourseCalls.approveExternalCourse,
      { schema: { params: journey.externalCourseParams, response: journey.externalCourseResponse } },
      async (request) => externalCoursesService.approve(request.auth, request.params.id, request.id),
    );

    route(
      app,
      externalCourseCalls.rejectExternalCourse,
      {
        schema: {
          params: journey.externalCourseParams,
          body: journey.rejectExternalCourseRequest,
          response: journey.externalCourseResponse,
        },
      },
      async (request) =>
        externalCoursesService.reject(request.auth, request.params.id, request.body.reason, request.id),
    );
  };
