import type * as common from '../api/common';
import type * as journey from '../api/learning-journey';
import { contract } from '../contract';

/** The comments of a page or a class, a page at a time, or the replies to one (spec 3, 7.7). */
export const listComments = contract<{
  params: typeof journey.commentEntityParams;
  query: typeof journey.commentsQuery;
  response: typeof journey.commentsResponse;
}>('GET', '/learning/comments/:commentEntityType/:entityId');

/** Comments on a page or a class, or replies to a comment (spec 3, 7.7). */
export const postComment = contract<{
  params: typeof journey.commentEntityParams;
  body: typeof journey.createCommentRequest;
  response: typeof journey.commentResponse;
}>('POST', '/learning/comments/:commentEntityType/:entityId');

/** Changes the text of the member's own comment (spec 3, 7.7). */
export const editComment = contract<{
  params: typeof journey.commentParams;
  body: typeof journey.updateCommentRequest;
  response: typeof journey.commentResponse;
}>('PUT', '/learning/comments/:commentEntityType/:entityId/:idComment');

/** Deletes the member's own comment (spec 3, 7.7). */
export const removeComment = contract<{ params: typeof journey.commentParams; response: typeof common.okResponse }>(
  'DELETE',
  '/learning/comments/:commentEntityType/:entityId/:idComment',
);

/** Reports someone else's comment to the administrators (spec 3, 7.7). */
export const flagComment = contract<{
  params: typeof journey.commentEntityParams;
  body: typeof journey.reportCommentRequest;
  response: typeof common.okResponse;
}>('POST', '/learning/comments/:commentEntityType/:entityId/report');

/** The reported comments, for the console's moderation. */
export const listReportedComments = contract<{ response: typeof journey.adminReportedCommentsResponse }>(
  'GET',
  '/admin/comments/reported',
);

/** Hides a reported comment (its text is emptied for everyone). */
export const hideReportedComment = contract<{
  params: typeof journey.reportedCommentParams;
  response: typeof common.okResponse;
}>('PUT', '/admin/comments/:idComment/hide');

/** Keeps a reported comment and clears its reports. */
export const keepReportedComment = contract<{
  params: typeof journey.reportedCommentParams;
  response: typeof common.okResponse;
}>('PUT', '/admin/comments/:idComment/keep');
