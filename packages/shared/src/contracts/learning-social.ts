import type { okResponse } from '../api/common';
import type { likeParams, likeResponse, logRequest } from '../api/learning-social';
import { contract } from '../contract';

/** A content's or node's likes, with whether the member liked it (spec 3, 7.2). */
export const getLikes = contract<{ params: typeof likeParams; response: typeof likeResponse }>(
  'GET',
  '/learning/social/likes/:likedType/:likedId',
);

/** The member likes a content or node (spec 3, 7.2). */
export const like = contract<{ params: typeof likeParams; response: typeof likeResponse }>(
  'POST',
  '/learning/social/likes/:likedType/:likedId',
);

/** The member takes back a like (spec 3, 7.2). */
export const unlike = contract<{ params: typeof likeParams; response: typeof likeResponse }>(
  'DELETE',
  '/learning/social/likes/:likedType/:likedId',
);

/** Records an action of the member (spec 3, 7.2). */
export const sendLog = contract<{ body: typeof logRequest; response: typeof okResponse }>('POST', '/logs');
