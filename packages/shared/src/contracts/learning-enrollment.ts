import type { studentEnrollmentParams, studentParams } from '../api/learning-common';
import type {
  createNodeEnrollmentRequest,
  createNodeEnrollmentResponse,
  enrollmentNodeParams,
  enrollmentNodeResponse,
  enrollmentResponse,
  enrollRequest,
  enrollResponse,
  hasEnrollmentRequestsResponse,
  navigationMapQuery,
  navigationMapResponse,
  teamsQuery,
  teamsResponse,
} from '../api/learning-enrollment';
import { contract } from '../contract';

/** The classes of a training a member may enroll in (spec 3, 7.1 and 9). */
export const listTeams = contract<{ query: typeof teamsQuery; response: typeof teamsResponse }>(
  'GET',
  '/learning/teams',
);

/** Enrolls a member in a class, or asks for it when the class needs approval (spec 3, 7.1). */
export const enroll = contract<{ body: typeof enrollRequest; response: typeof enrollResponse }>(
  'POST',
  '/learning/enrollments',
);

/** Starts a member's enrollment in a node of the training (spec 3, 7.1). */
export const createNodeEnrollment = contract<{
  body: typeof createNodeEnrollmentRequest;
  response: typeof createNodeEnrollmentResponse;
}>('POST', '/learning/node-enrollments');

/** Whether a member has enrollment requests (spec 3, 7.1). */
export const hasEnrollmentRequests = contract<{
  params: typeof studentParams;
  response: typeof hasEnrollmentRequestsResponse;
}>('GET', '/learning/students/:idUser/has-enrollment-requests');

/** A member's enrollment (spec 3, 7.1). */
export const getEnrollment = contract<{ params: typeof studentEnrollmentParams; response: typeof enrollmentResponse }>(
  'GET',
  '/learning/students/:idUser/enrollments/:idEnrollment',
);

/** A node of an enrollment with the member's progress (spec 3, 7.1). */
export const getEnrollmentNode = contract<{
  params: typeof enrollmentNodeParams;
  response: typeof enrollmentNodeResponse;
}>('GET', '/learning/students/:idUser/enrollments/:idEnrollment/nodes/:nodeCode');

/** The navigation map of an enrollment (spec 3, 7.1). */
export const getNavigationMap = contract<{
  params: typeof studentEnrollmentParams;
  query: typeof navigationMapQuery;
  response: typeof navigationMapResponse;
}>('GET', '/learning/students/:idUser/enrollments/:idEnrollment/navigation-map');
