import type { contentItemParams } from '../api/content';
import type {
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
} from '../api/learning-contents';
import { contract } from '../contract';

/** Where a content is: its training and node, to open it from a link (spec 3, 7.2). */
export const findContent = contract<{ params: typeof contentItemParams; response: typeof findContentResponse }>(
  'GET',
  '/content/find/:idContentItem',
);

/** A content of an enrollment, with what the player needs and the member's progress (spec 3, 7.2). */
export const getEnrollmentContent = contract<{
  params: typeof enrollmentContentParams;
  query: typeof enrollmentContentQuery;
  response: typeof enrollmentContentResponse;
}>('GET', '/learning/students/:idUser/enrollments/:idEnrollment/contents/:idContentItem');

/** Starts a member's enrollment in a content (spec 3, 7.2). */
export const createContentEnrollment = contract<{
  body: typeof createContentEnrollmentRequest;
  response: typeof contentEnrollmentResponse;
}>('POST', '/learning/content-enrollments');

/** Saves the progress of a content enrollment (spec 3, 7.2). */
export const updateContentEnrollment = contract<{
  params: typeof contentEnrollmentParams;
  body: typeof updateContentEnrollmentRequest;
  response: typeof contentEnrollmentResponse;
}>('PUT', '/learning/content-enrollments/:idContentEnrollment');

/** Records a viewing of a content (spec 3, 7.2). */
export const recordTracking = contract<{
  params: typeof contentItemParams;
  body: typeof trackingRequest;
  response: typeof trackingResponse;
}>('POST', '/learning/contents/:idContentItem/trackings');
