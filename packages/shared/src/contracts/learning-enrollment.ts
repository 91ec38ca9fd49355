import type * as learning from '../api/learning-common';
import type * as enrollment from '../api/learning-enrollment';
import { contract } from '../contract';

/** The classes of a training a member may enroll in (spec 3, 7.1 and 9). */
export const listTeams = contract<{ query: typeof enrollment.teamsQuery; response: typeof enrollment.teamsResponse }>(
  'GET',
  '/learning/teams',
);

/** Enrolls a member in a class, or asks for it when the class needs approval (spec 3, 7.1). */
export const enroll = contract<{ body: typeof enrollment.enrollRequest; response: typeof enrollment.enrollResponse }>(
  'POST',
  '/learning/enrollments',
);

/** Starts a member's enrollment in a node of the training (spec 3, 7.1). */
export const createNodeEnrollment = contract<{
  body: typeof enrollment.createNodeEnrollmentRequest;
  response: typeof enrollment.createNodeEnrollmentResponse;
}>('POST', '/learning/node-enrollments');

/** Whether a member has enrollment requests (spec 3, 7.1). */
export const hasEnrollmentRequests = contract<{
  params: typeof learning.studentParams;
  response: typeof enrollment.hasEnrollmentRequestsResponse;
}>('GET', '/learning/students/:idUser/has-enrollment-requests');

/** A member's enrollment (spec 3, 7.1). */
export const getEnrollment = contract<{
  params: typeof learning.studentEnrollmentParams;
  response: typeof enrollment.enrollmentResponse;
}>('GET', '/learning/students/:idUser/enrollments/:idEnrollment');

/** A node of an enrollment with the member's progress (spec 3, 7.1). */
export const getEnrollmentNode = contract<{
  params: typeof enrollment.enrollmentNodeParams;
  response: typeof enrollment.enrollmentNodeResponse;
}>('GET', '/learning/students/:idUser/enrollments/:idEnrollment/nodes/:nodeCode');

/** The navigation map of an enrollment (spec 3, 7.1). */
export const getNavigationMap = contract<{
  params: typeof learning.studentEnrollmentParams;
  query: typeof enrollment.navigationMapQuery;
  response: typeof enrollment.navigationMapResponse;
}>('GET', '/learning/students/:idUser/enrollments/:idEnrollment/navigation-map');
