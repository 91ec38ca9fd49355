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

const contentParams = z.object({ idContentItem: idParam });
const contentEnrollmentParams = z.object({ idContentEnrollment: idParam });

/** Content loading, content enrollments and viewing records (spec 3, 7.2). */
export const contentsRoutes =
  ({ contentsService }: { contentsService: ContentsService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/content/find/:idContentItem',
      { schema: { params: contentParams, response: { 200: findContentResponse } } },
      async (request) => contentsService.findContent(request.auth, request.params.idContentItem),
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
      '/learning/content-enrollments/:idContentEnrollment',
      {
        schema: {
          params: contentEnrollmentParams,
          body: updateContentEnrollmentRequest,
          response: { 200: contentEnrollmentResponse },
        },
      },
      async (request) =>
        contentsService.updateContentEnrollment(request.auth, request.params.idContentEnrollment, request.body),
    );

    app.post(
      '/learning/contents/:idContentItem/trackings',
      { schema: { params: contentParams, body: trackingRequest, response: { 200: trackingResponse } } },
      async (request) => contentsService.recordTracking(request.auth, request.params.idContentItem, request.body),
    );
  };
