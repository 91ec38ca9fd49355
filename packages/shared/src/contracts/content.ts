import type { okResponse } from '../api/common';
import type {
  contentByContextRequest,
  contentItemParams,
  contentItemQuery,
  contentItemResponse,
  contentListResponse,
  contentSearchQuery,
  impactMenuParams,
  impactMenuResponse,
  mediaCenterResponse,
  rateContentRequest,
  rateContentResponse,
  saveProgressRequest,
  saveProgressResponse,
  sectionParams,
  updateDurationRequest,
} from '../api/content';
import { contract } from '../contract';

/** The content items of a section (spec document 2, 7). */
export const listSectionContent = contract<{ params: typeof sectionParams; response: typeof contentListResponse }>(
  'GET',
  '/content/list/:idSection',
);

/** A section's items by context; the company, user and app must be the caller's own (spec document 2, 7). */
export const listContentByContext = contract<{
  body: typeof contentByContextRequest;
  response: typeof contentListResponse;
}>('POST', '/content');

/** A page of a section's content items, by tags (spec document 2, 7). */
export const searchContentInSection = contract<{
  params: typeof sectionParams;
  query: typeof contentSearchQuery;
  response: typeof contentListResponse;
}>('GET', '/content/search/:idSection');

/** One content item with its children; `preview=1` is an administrator's look before it is published (spec document 2, 7). */
export const getContentItem = contract<{
  params: typeof contentItemParams;
  query: typeof contentItemQuery;
  response: typeof contentItemResponse;
}>('GET', '/content/item/:idContentItem');

/** The impact menu under a content item (spec document 2, 7). */
export const getImpactMenu = contract<{ params: typeof impactMenuParams; response: typeof impactMenuResponse }>(
  'GET',
  '/content/impactmenu/:parentId',
);

/** The media files of a media center item (spec document 2, 7). */
export const getMediaCenter = contract<{ params: typeof contentItemParams; response: typeof mediaCenterResponse }>(
  'GET',
  '/mediacenter/:idContentItem',
);

/** A member's vote on a content item; a vote replaces the last (spec document 2, 7). */
export const rateContentItem = contract<{ body: typeof rateContentRequest; response: typeof rateContentResponse }>(
  'POST',
  '/content/rating',
);

/** A position, seconds played or completion of a content item (spec document 2, 7). */
export const saveContentItemProgress = contract<{
  body: typeof saveProgressRequest;
  response: typeof saveProgressResponse;
}>('POST', '/content/progress');

/** The length of a content item's media, as the player read it (spec document 2, 7). */
export const setContentDuration = contract<{ body: typeof updateDurationRequest; response: typeof okResponse }>(
  'POST',
  '/content/duration',
);
