import type {
  pendingTermsResponse,
  saveUserTagsRequest,
  tagsQuery,
  tagsResponse,
  termVersionParams,
  userTagsParams,
  userTagsResponse,
} from '../api/account';
import type { emptyBody, okResponse } from '../api/common';
import { contract } from '../contract';

/** The company's tags, a page at a time, filtered by text. */
export const listTags = contract<{ query: typeof tagsQuery; response: typeof tagsResponse }>('GET', '/learning/tags');

/** A member's tags of interest. */
export const getUserTags = contract<{ params: typeof userTagsParams; response: typeof userTagsResponse }>(
  'GET',
  '/learning/tags/users/:idUser',
);

/** Replaces a member's tags of interest with the whole list sent. */
export const saveUserTags = contract<{
  params: typeof userTagsParams;
  body: typeof saveUserTagsRequest;
  response: typeof userTagsResponse;
}>('POST', '/learning/tags/users/:idUser');

/** The responsibility terms the member still has to sign. */
export const getPendingTerms = contract<{ response: typeof pendingTermsResponse }>('GET', '/learning/terms');

/** The member signs a version of a responsibility term. */
export const signTerm = contract<{
  params: typeof termVersionParams;
  body: typeof emptyBody;
  response: typeof okResponse;
}>('POST', '/learning/terms/:idTermOfResponsibility/:versionNumber');
