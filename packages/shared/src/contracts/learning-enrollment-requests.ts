import type * as common from '../api/common';
import type * as enrollment from '../api/learning-enrollment';
import { contract } from '../contract';

// Apart from the other enrollment calls: the screens that list and cancel requests are not the learning home's,
// and a contract file shared by two screens' modules would become a chunk of its own on the home's first load.

/** A member's enrollment requests (spec 3, 7.1). */
export const listEnrollmentRequests = contract<{
  query: typeof enrollment.enrollmentRequestsQuery;
  response: typeof enrollment.enrollmentRequestsResponse;
}>('GET', '/learning/enrollment-requests');

/** Cancels a pending enrollment request (spec 3, 7.1). */
export const cancelEnrollmentRequest = contract<{
  params: typeof enrollment.enrollmentRequestParams;
  response: typeof common.okResponse;
}>('PUT', '/learning/enrollment-requests/:idEnrollmentRequest/cancel');
