import type * as content from '../api/content';
import type * as learningContents from '../api/learning-contents';
import { contract } from '../contract';

/** Where a content is: its training and node, to open it from a link (spec 3, 7.2). */
export const findContent = contract<{
  params: typeof content.contentItemParams;
  response: typeof learningContents.findContentResponse;
}>('GET', '/content/find/:idContentItem');

/** A content of an enrollment, with what the player needs and the member's progress (spec 3, 7.2). */
export const getEnrollmentContent = contract<{
  params: typeof learningContents.enrollmentContentParams;
  query: typeof learningContents.enrollmentContentQuery;
  response: typeof learningContents.enrollmentContentResponse;
}>('GET', '/learning/students/:idUser/enrollments/:idEnrollment/contents/:idContentItem');

/** Starts a member's enrollment in a content (spec 3, 7.2). */
export const createContentEnrollment = contract<{
  body: typeof learningContents.createContentEnrollmentRequest;
  response: typeof learningContents.contentEnrollmentResponse;
}>('POST', '/learning/content-enrollments');

/** Saves the progress of a content enrollment (spec 3, 7.2). */
export const updateContentEnrollment = contract<{
  params: typeof learningContents.contentEnrollmentParams;
  body: typeof learningContents.updateContentEnrollmentRequest;
  response: typeof learningContents.contentEnrollmentResponse;
}>('PUT', '/learning/content-enrollments/:idContentEnrollment');

/** Records a viewing of a content (spec 3, 7.2). */
export const recordTracking = contract<{
  params: typeof content.contentItemParams;
  body: typeof learningContents.trackingRequest;
  response: typeof learningContents.trackingResponse;
}>('POST', '/learning/contents/:idContentItem/trackings');
