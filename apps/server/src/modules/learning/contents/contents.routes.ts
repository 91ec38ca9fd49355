import { contentItemParams } from '@trilha/shared/api/content';
import {
  contentEnrollmentParams,
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
import {
  createContentEnrollment,
  findContent,
  getEnrollmentContent,
  recordTracking,
  updateContentEnrollment,
} from '@trilha/shared/contracts/learning-contents';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../platform/route';
import type { ContentsService } from './contents.service';

/** Content loading, content enrollments and viewing records (spec 3, 7.2). */
export const contentsRoutes =
  ({ contentsService }: { contentsService: ContentsService }): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, findContent, { schema: { params: contentItemParams, response: findContentResponse } }, async (request) =>
      contentsService.findContent(request.auth, request.params.idContentItem),
    );

    route(
      app,
      getEnrollmentContent,
      {
        schema: {
          params: enrollmentContentParams,
          query: enrollmentContentQuery,
          response: enrollmentContentResponse,
        },
      },
      async (request) =>
        contentsService.getEnrollmentContent(request.auth, request.params, request.query.idNodeEnrollment),
    );

    route(
      app,
      createContentEnrollment,
      { schema: { body: createContentEnrollmentRequest, response: contentEnrollmentResponse } },
      async (request) => contentsService.createContentEnrollment(request.auth, request.body),
    );

    route(
      app,
      updateContentEnrollment,
      {
        schema: {
          params: contentEnrollmentParams,
          body: updateContentEnrollmentRequest,
          response: contentEnrollmentResponse,
        },
      },
      async (request) =>
        contentsService.updateContentEnrollment(request.auth, request.params.idContentEnrollment, request.body),
    );

    route(
      app,
      recordTracking,
      { schema: { params: contentItemParams, body: trackingRequest, response: trackingResponse } },
      async (request) => contentsService.recordTracking(request.auth, request.params.idContentItem, request.body),
    );
  };
