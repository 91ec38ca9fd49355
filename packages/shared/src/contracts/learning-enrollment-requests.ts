import type { okResponse } from '../api/common';
import type {
  enrollmentRequestParams,
  enrollmentRequestsQuery,
  enrollmentRequestsResponse,
} from '../api/learning-enrollment';
import { contract } from '../contract';

// Apart from the other enrollment calls: the screens that list and cancel requests are not the learning home's,
// and a contract file shared by two screens' modules would become a chunk of its own on the home's first load.

/** A member's enrollment requests (spec 3, 7.1). */
export const listEnrollmentRequests = contract<{
  query: typeof enrollmentRequestsQuery;
  response: typeof enrollmentRequestsResponse;
}>('GET', '/learning/enrollment-requests');

/** Cancels a pending enrollment request (spec 3, 7.1). */
export const cancelEnrollmentRequest = contract<{
  params: typeof enrollmentRequestParams;
  response: typeof okResponse;
}>('PUT', '/learning/enrollment-requests/:idEnrollmentRequest/cancel');
