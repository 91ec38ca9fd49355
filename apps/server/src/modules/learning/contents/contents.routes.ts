import { idParam } from '@trilha/shared/api/common';
import {
  contentEnrollmentResponse,
  createContentEnrollmentRequest,
  enrollmentContentParams,
  enrollmentContentQuery,
  enrollmentContentResponse,
  findContentResponse,
  trackingRequest,
  trackingResponse,
  updateContentEnrollmentRequest,
} from '@trilha/shared/api/learning-contents';
import { z } from '@trilha/shared/zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ContentsService } from './contents.service';

const idParams = z.object({ id: idParam });

/** Content loading, content enrollments and viewing records (spec 3, 7.2). */
export const contentsRoutes =
  ({ contentsService }: { contentsService: ContentsService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/content/find/:id',
      { schema: { params: idParams, response: { 200: findContentResponse } } },
      async (request) => contentsService.findContent(request.auth, request.params.id),
    );

    app.get(
      '/learning/students/:idUser/enrollments/:idEnrollment/contents/:idContentItem',
      {
        schema: {
          params: enrollmentContentParams,
          querystring: enrollmentContentQuery,
          response: { 200: enrollmentContentResponse },
        },
      },
      async (request) =>
        contentsService.getEnrollmentContent(request.auth, request.params, request.query.idNodeEnrollment),
    );

    app.post(
      '/learning/content-enrollments',
      { schema: { body: createContentEnrollmentRequest, response: { 200: contentEnrollmentResponse } } },
      async (request) => contentsService.createContentEnrollment(request.auth, request.body),
    );

    app.put(
      '/learning/content-enrollments/:id',
      {
        schema: {
          params: idParams,
          body: updateContentEnrollmentRequest,
          response: { 200: contentEnrollmentResponse },
        },
      },
      async (request) => contentsService.updateContentEnrollment(request.auth, request.params.id, request.body),
    );

    app.post(
      '/learning/contents/:id/trackings',
      { schema: { params: idParams, body: trackingRequest, response: { 200: trackingResponse } } },
      async (request) => contentsService.recordTracking(request.auth, request.params.id, request.body),
    );
  };
