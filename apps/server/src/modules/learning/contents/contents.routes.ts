import * as content from '@trilha/shared/api/content';
import * as learningContents from '@trilha/shared/api/learning-contents';
import * as learningContentCalls from '@trilha/shared/contracts/learning-contents';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../platform/route';
import type { ContentsService } from './contents.service';

/** Content loading, content enrollments and viewing records (spec 3, 7.2). */
export const contentsRoutes =
  ({ contentsService }: { contentsService: ContentsService }): FastifyPluginAsyncZod =>
  async (app) => {
    route(
      app,
      learningContentCalls.findContent,
      { schema: { params: content.contentItemParams, response: learningContents.findContentResponse } },
      async (request) => contentsService.findContent(request.auth, request.params.idContentItem),
    );

    route(
      app,
      learningContentCalls.getEnrollmentContent,
      {
        schema: {
          params: learningContents.enrollmentContentParams,
          query: learningContents.enrollmentContentQuery,
          response: learningContents.enrollmentContentResponse,
        },
      },
      async (request) =>
        contentsService.getEnrollmentContent(request.auth, request.params, request.query.idNodeEnrollment),
    );

    route(
      app,
      learningContentCalls.createContentEnrollment,
      {
        schema: {
          body: learningContents.createContentEnrollmentRequest,
          response: learningContents.contentEnrollmentResponse,
        },
      },
      async (request) => contentsService.createContentEnrollment(request.auth, request.body),
    );

    route(
      app,
      learningContentCalls.updateContentEnrollment,
      {
        schema: {
          params: learningContents.contentEnrollmentParams,
          body: learningContents.updateContentEnrollmentRequest,
          response: learningContents.contentEnrollmentResponse,
        },
      },
      async (request) =>
        contentsService.updateContentEnrollment(request.auth, request.params.idContentEnrollment, request.body),
    );

    route(
      app,
      learningContentCalls.recordTracking,
      {
        schema: {
          params: content.contentItemParams,
          body: learningContents.trackingRequest,
          response: learningContents.trackingResponse,
        },
      },
      async (request) => contentsService.recordTracking(request.auth, request.params.idContentItem, request.body),
    );
  };
