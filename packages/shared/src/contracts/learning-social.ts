import type * as common from '../api/common';
import type * as social from '../api/learning-social';
import { contract } from '../contract';

/** A content's or node's likes, with whether the member liked it (spec 3, 7.2). */
export const getLikes = contract<{ params: typeof social.likeParams; response: typeof social.likeResponse }>(
  'GET',
  '/learning/social/likes/:likedType/:likedId',
);

/** The member likes a content or node (spec 3, 7.2). */
export const like = contract<{ params: typeof social.likeParams; response: typeof social.likeResponse }>(
  'POST',
  '/learning/social/likes/:likedType/:likedId',
);

/** The member takes back a like (spec 3, 7.2). */
export const unlike = contract<{ params: typeof social.likeParams; response: typeof social.likeResponse }>(
  'DELETE',
  '/learning/social/likes/:likedType/:likedId',
);

/** Records an action of the member (spec 3, 7.2). */
export const sendLog = contract<{ body: typeof social.logRequest; response: typeof common.okResponse }>(
  'POST',
  '/logs',
);
