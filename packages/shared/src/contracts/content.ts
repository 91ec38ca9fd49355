import type * as common from '../api/common';
import type * as content from '../api/content';
import { contract } from '../contract';

/** The content items of a section (spec document 2, 7). */
export const listSectionContent = contract<{
  params: typeof content.sectionParams;
  response: typeof content.contentListResponse;
}>('GET', '/content/list/:idSection');

/** A section's items by context; the company, user and app must be the caller's own (spec document 2, 7). */
export const listContentByContext = contract<{
  body: typeof content.contentByContextRequest;
  response: typeof content.contentListResponse;
}>('POST', '/content');

/** A page of a section's content items, by tags (spec document 2, 7). */
export const searchContentInSection = contract<{
  params: typeof content.sectionParams;
  query: typeof content.contentSearchQuery;
  response: typeof content.contentListResponse;
}>('GET', '/content/search/:idSection');

/** One content item with its children; `preview=1` is an administrator's look before it is published (spec document 2, 7). */
export const getContentItem = contract<{
  params: typeof content.contentItemParams;
  query: typeof content.contentItemQuery;
  response: typeof content.contentItemResponse;
}>('GET', '/content/item/:idContentItem');

/** The impact menu under a content item (spec document 2, 7). */
export const getImpactMenu = contract<{
  params: typeof content.impactMenuParams;
  response: typeof content.impactMenuResponse;
}>('GET', '/content/impactmenu/:parentId');

/** The media files of a media center item (spec document 2, 7). */
export const getMediaCenter = contract<{
  params: typeof content.contentItemParams;
  response: typeof content.mediaCenterResponse;
}>('GET', '/mediacenter/:idContentItem');

/** A member's vote on a content item; a vote replaces the last (spec document 2, 7). */
export const rateContentItem = contract<{
  body: typeof content.rateContentRequest;
  response: typeof content.rateContentResponse;
}>('POST', '/content/rating');

/** A position, seconds played or completion of a content item (spec document 2, 7). */
export const saveContentItemProgress = contract<{
  body: typeof content.saveProgressRequest;
  response: typeof content.saveProgressResponse;
}>('POST', '/content/progress');

/** The length of a content item's media, as the player read it (spec document 2, 7). */
export const setContentDuration = contract<{
  body: typeof content.updateDurationRequest;
  response: typeof common.okResponse;
}>('POST', '/content/duration');
