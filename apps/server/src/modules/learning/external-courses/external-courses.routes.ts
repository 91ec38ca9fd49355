import {
  adminExternalCoursesQuery,
  adminExternalCoursesResponse,
  createExternalCourseRequest,
  externalCourseParams,
  externalCourseResponse,
  externalCoursesQuery,
  externalCoursesResponse,
  externalCourseUploadResponse,
  rejectExternalCourseRequest,
  updateExternalCourseRequest,
} from '@trilha/shared/api/learning-journey';
import { EXTERNAL_COURSE_FILE_MAX_BYTES } from '@trilha/shared/constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../platform/errors';
import { readMultipart } from '../../../platform/multipart';
import type { ExternalCoursesService } from './external-courses.service';

/** External courses (spec 3, 7.7), the evidence upload, and their validation in the console. */
export const externalCoursesRoutes =
  ({ externalCoursesService }: { externalCoursesService: ExternalCoursesService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/learning/externalcourses',
      { schema: { querystring: externalCoursesQuery, response: { 200: externalCoursesResponse } } },
      async (request) => externalCoursesService.listExternalCourses(request.auth, request.query),
    );

    app.post(
      '/learning/externalcourses',
      { schema: { body: createExternalCourseRequest, response: { 200: externalCourseResponse } } },
      async (request) => externalCoursesService.createExternalCourse(request.auth, request.body),
    );

    app.get(
      '/learning/externalcourses/:id',
      { schema: { params: externalCourseParams, response: { 200: externalCourseResponse } } },
      async (request) => externalCoursesService.getExternalCourse(request.auth, request.params.id),
    );

    app.put(
      '/learning/externalcourses/:id',
      {
        schema: {
          params: externalCourseParams,
          body: updateExternalCourseRequest,
          response: { 200: externalCourseResponse },
        },
      },
      async (request) => externalCoursesService.updateExternalCourse(request.auth, request.params.id, request.body),
    );

    app.put(
      '/learning/externalcourses/:id/cancel',
      { schema: { params: externalCourseParams, response: { 200: externalCourseResponse } } },
      async (request) => externalCoursesService.cancelExternalCourse(request.auth, request.params.id),
    );

    // Multipart: `fileData` (the evidence) and `fileName`; the token travels as the bearer header.
    app.post(
      '/uploads/externalcourse',
      { schema: { response: { 200: externalCourseUploadResponse } } },
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

    app.get(
      '/admin/external-courses',
      { schema: { querystring: adminExternalCoursesQuery, response: { 200: adminExternalCoursesResponse } } },
      async (request) => externalCoursesService.listForAdmin(request.auth, request.query),
    );

    app.put(
      '/admin/external-courses/:id/approve',
      { schema: { params: externalCourseParams, response: { 200: externalCourseResponse } } },
      async (request) => externalCoursesService.approve(request.auth, request.params.id, request.id),
    );

    app.put(
      '/admin/external-courses/:id/reject',
      {
        schema: {
          params: externalCourseParams,
          body: rejectExternalCourseRequest,
          response: { 200: externalCourseResponse },
        },
      },
      async (request) =>
        externalCoursesService.reject(request.auth, request.params.id, request.body.reason, request.id),
    );
  };
