import { okResponse } from '@trilha/shared/api/common';
import { studentEnrollmentParams, studentParams } from '@trilha/shared/api/learning-common';
import {
  createNodeEnrollmentRequest,
  createNodeEnrollmentResponse,
  enrollmentNodeParams,
  enrollmentNodeResponse,
  enrollmentRequestParams,
  enrollmentRequestsQuery,
  enrollmentRequestsResponse,
  enrollmentResponse,
  enrollRequest,
  enrollResponse,
  hasEnrollmentRequestsResponse,
  navigationMapQuery,
  navigationMapResponse,
  teamsQuery,
  teamsResponse,
} from '@trilha/shared/api/learning-enrollment';
import {
  createNodeEnrollment,
  enroll,
  getEnrollment,
  getEnrollmentNode,
  getNavigationMap,
  hasEnrollmentRequests,
  listTeams,
} from '@trilha/shared/contracts/learning-enrollment';
import { cancelEnrollmentRequest, listEnrollmentRequests } from '@trilha/shared/contracts/learning-enrollment-requests';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../platform/route';
import type { EnrollmentService } from './enrollment.service';

/** Classes, enrollments, requests, node enrollments and the member's enrollments (spec 3, 7.1). */
export const enrollmentRoutes =
  ({ enrollmentService }: { enrollmentService: EnrollmentService }): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, listTeams, { schema: { query: teamsQuery, response: teamsResponse } }, async (request) =>
      enrollmentService.listTeams(request.auth, request.query),
    );

    route(app, enroll, { schema: { body: enrollRequest, response: enrollResponse } }, async (request) =>
      enrollmentService.enroll(request.auth, request.body),
    );

    route(
      app,
      createNodeEnrollment,
      { schema: { body: createNodeEnrollmentRequest, response: createNodeEnrollmentResponse } },
      async (request) => enrollmentService.createNodeEnrollment(request.auth, request.body),
    );

    route(
      app,
      listEnrollmentRequests,
      { schema: { query: enrollmentRequestsQuery, response: enrollmentRequestsResponse } },
      async (request) => enrollmentService.listEnrollmentRequests(request.auth, request.query),
    );

    route(
      app,
      cancelEnrollmentRequest,
      { schema: { params: enrollmentRequestParams, response: okResponse } },
      async (request) => enrollmentService.cancelEnrollmentRequest(request.auth, request.params.idEnrollmentRequest),
    );

    route(
      app,
      hasEnrollmentRequests,
      { schema: { params: studentParams, response: hasEnrollmentRequestsResponse } },
      async (request) => enrollmentService.hasEnrollmentRequests(request.auth, request.params.idUser),
    );

    route(
      app,
      getEnrollment,
      { schema: { params: studentEnrollmentParams, response: enrollmentResponse } },
      async (request) =>
        enrollmentService.getEnrollment(request.auth, request.params.idUser, request.params.idEnrollment),
    );

    route(
      app,
      getEnrollmentNode,
      { schema: { params: enrollmentNodeParams, response: enrollmentNodeResponse } },
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
      getNavigationMap,
      {
        schema: {
          params: studentEnrollmentParams,
          query: navigationMapQuery,
          response: navigationMapResponse,
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
