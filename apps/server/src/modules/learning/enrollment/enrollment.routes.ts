import * as common from '@trilha/shared/api/common';
import * as learning from '@trilha/shared/api/learning-common';
import * as enrollment from '@trilha/shared/api/learning-enrollment';
import * as enrollmentCalls from '@trilha/shared/contracts/learning-enrollment';
import * as enrollmentRequestCalls from '@trilha/shared/contracts/learning-enrollment-requests';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../platform/route';
import type { EnrollmentService } from './enrollment.service';

/** Classes, enrollments, requests, node enrollments and the member's enrollments (spec 3, 7.1). */
export const enrollmentRoutes =
  ({ enrollmentService }: { enrollmentService: EnrollmentService }): FastifyPluginAsyncZod =>
  async (app) => {
    route(
      app,
      enrollmentCalls.listTeams,
      { schema: { query: enrollment.teamsQuery, response: enrollment.teamsResponse } },
      async (request) => enrollmentService.listTeams(request.auth, request.query),
    );

    route(
      app,
      enrollmentCalls.enroll,
      { schema: { body: enrollment.enrollRequest, response: enrollment.enrollResponse } },
      async (request) => enrollmentService.enroll(request.auth, request.body),
    );

    route(
      app,
      enrollmentCalls.createNodeEnrollment,
      { schema: { body: enrollment.createNodeEnrollmentRequest, response: enrollment.createNodeEnrollmentResponse } },
      async (request) => enrollmentService.createNodeEnrollment(request.auth, request.body),
    );

    route(
      app,
      enrollmentRequestCalls.listEnrollmentRequests,
      { schema: { query: enrollment.enrollmentRequestsQuery, response: enrollment.enrollmentRequestsResponse } },
      async (request) => enrollmentService.listEnrollmentRequests(request.auth, request.query),
    );

    route(
      app,
      enrollmentRequestCalls.cancelEnrollmentRequest,
      { schema: { params: enrollment.enrollmentRequestParams, response: common.okResponse } },
      async (request) => enrollmentService.cancelEnrollmentRequest(request.auth, request.params.idEnrollmentRequest),
    );

    route(
      app,
      enrollmentCalls.hasEnrollmentRequests,
      { schema: { params: learning.studentParams, response: enrollment.hasEnrollmentRequestsResponse } },
      async (request) => enrollmentService.hasEnrollmentRequests(request.auth, request.params.idUser),
    );

    route(
      app,
      enrollmentCalls.getEnrollment,
      { schema: { params: learning.studentEnrollmentParams, response: enrollment.enrollmentResponse } },
      async (request) =>
        enrollmentService.getEnrollment(request.auth, request.params.idUser, request.params.idEnrollment),
    );

    route(
      app,
      enrollmentCalls.getEnrollmentNode,
      { schema: { params: enrollment.enrollmentNodeParams, response: enrollment.enrollmentNodeResponse } },
      async (request) =>
        enrollmentService.getEnrollmentNode(
          request.auth,
          request.params.idUser,
          request.params.idEnrollment,
          request.params.nodeCode,
        ),
    );

    route(
      app,
      enrollmentCalls.getNavigationMap,
      {
        schema: {
          params: learning.studentEnrollmentParams,
          query: enrollment.navigationMapQuery,
          response: enrollment.navigationMapResponse,
        },
      },
      async (request) =>
        enrollmentService.getNavigationMap(
          request.auth,
          request.params.idUser,
          request.params.idEnrollment,
          request.query,
        ),
    );
  };
