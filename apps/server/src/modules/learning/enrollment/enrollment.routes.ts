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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { EnrollmentService } from './enrollment.service';

/** Classes, enrollments, requests, node enrollments and the member's enrollments (spec 3, 7.1). */
export const enrollmentRoutes =
  ({ enrollmentService }: { enrollmentService: EnrollmentService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/learning/teams',
      { schema: { querystring: teamsQuery, response: { 200: teamsResponse } } },
      async (request) => enrollmentService.listTeams(request.auth, request.query),
    );

    app.post(
      '/learning/enrollments',
      { schema: { body: enrollRequest, response: { 200: enrollResponse } } },
      async (request) => enrollmentService.enroll(request.auth, request.body),
    );

    app.post(
      '/learning/node-enrollments',
      { schema: { body: createNodeEnrollmentRequest, response: { 200: createNodeEnrollmentResponse } } },
      async (request) => enrollmentService.createNodeEnrollment(request.auth, request.body),
    );

    app.get(
      '/learning/enrollment-requests',
      { schema: { querystring: enrollmentRequestsQuery, response: { 200: enrollmentRequestsResponse } } },
      async (request) => enrollmentService.listEnrollmentRequests(request.auth, request.query),
    );

    app.put(
      '/learning/enrollment-requests/:idEnrollmentRequest/cancel',
      { schema: { params: enrollmentRequestParams, response: { 200: okResponse } } },
      async (request) => enrollmentService.cancelEnrollmentRequest(request.auth, request.params.idEnrollmentRequest),
    );

    app.get(
      '/learning/students/:idUser/has-enrollment-requests',
      { schema: { params: studentParams, response: { 200: hasEnrollmentRequestsResponse } } },
      async (request) => enrollmentService.hasEnrollmentRequests(request.auth, request.params.idUser),
    );

    app.get(
      '/learning/students/:idUser/enrollments/:idEnrollment',
      { schema: { params: studentEnrollmentParams, response: { 200: enrollmentResponse } } },
      async (request) =>
        enrollmentService.getEnrollment(request.auth, request.params.idUser, request.params.idEnrollment),
    );

    app.get(
      '/learning/students/:idUser/enrollments/:idEnrollment/nodes/:nodeCode',
      { schema: { params: enrollmentNodeParams, response: { 200: enrollmentNodeResponse } } },
      async (request) =>
        enrollmentService.getEnrollmentNode(
          request.auth,
          request.params.idUser,
          request.params.idEnrollment,
          request.params.nodeCode,
        ),
    );

    app.get(
      '/learning/students/:idUser/enrollments/:idEnrollment/navigation-map',
      {
        schema: {
          params: studentEnrollmentParams,
          querystring: navigationMapQuery,
          response: { 200: navigationMapResponse },
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
