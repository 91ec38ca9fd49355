import type * as account from '../api/account';
import type * as common from '../api/common';
import { contract } from '../contract';

/** The company's tags, a page at a time, filtered by text. */
export const listTags = contract<{ query: typeof account.tagsQuery; response: typeof account.tagsResponse }>(
  'GET',
  '/learning/tags',
);

/** A member's tags of interest. */
export const getUserTags = contract<{
  params: typeof account.userTagsParams;
  response: typeof account.userTagsResponse;
}>('GET', '/learning/tags/users/:idUser');

/** Replaces a member's tags of interest with the whole list sent. */
export const saveUserTags = contract<{
  params: typeof account.userTagsParams;
  body: typeof account.saveUserTagsRequest;
  response: typeof account.userTagsResponse;
}>('POST', '/learning/tags/users/:idUser');

/** The responsibility terms the member still has to sign. */
export const getPendingTerms = contract<{ response: typeof account.pendingTermsResponse }>('GET', '/learning/terms');

/** The member signs a version of a responsibility term. */
export const signTerm = contract<{
  params: typeof account.termVersionParams;
  body: typeof common.emptyBody;
  response: typeof common.okResponse;
}>('POST', '/learning/terms/:idTermOfResponsibility/:versionNumber');
