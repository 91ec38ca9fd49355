import type { OkResponse } from '@trilha/shared/api/common';
import type {
  ContentItemResponse,
  ContentListResponse,
  ImpactMenuResponse,
  MediaCenterResponse,
  RateContentRequest,
  RateContentResponse,
  SaveProgressRequest,
  SaveProgressResponse,
  UpdateDurationRequest,
} from '@trilha/shared/api/content';
import type { ExitTrackingRequest, ExitTrackingResponse } from '@trilha/shared/api/tracking';
import { MEDIA_CENTER_TIMEOUT_MS } from '@trilha/shared/constants';
import { request } from './client';
import { outbox } from './outbox';

/** Typed calls of the content app's content items (spec document 2, 7). */

export const fetchSectionContent = (idSection: number) =>
  request<ContentListResponse>('GET', `/content/list/${idSection}`);

export const searchSectionContent = (idSection: number, page: number, pageSize: number, searchTags?: string) =>
  request<ContentListResponse>('GET', `/content/search/${idSection}`, { query: { page, pageSize, searchTags } });

/** `preview`: an administrator's look at an item not published yet, as members will see it. */
export const fetchContentItem = (idContentItem: number, options: { preview?: boolean } = {}) =>
  request<ContentItemResponse>('GET', `/content/item/${idContentItem}`, {
    query: options.preview ? { preview: '1' } : undefined,
  });

export const fetchImpactMenu = (parentId: number) =>
  request<ImpactMenuResponse>('GET', `/content/impactmenu/${parentId}`);

export const fetchMediaCenter = (idContentItem: number) =>
  request<MediaCenterResponse>('GET', `/mediacenter/${idContentItem}`, { timeoutMs: MEDIA_CENTER_TIMEOUT_MS });

/** A member's vote; kept on the device and sent later when the network is missing (a vote replaces the last). */
export const rateContent = (body: RateContentRequest) =>
  outbox.send<RateContentResponse>('POST', '/content/rating', body);

/** A position, seconds played or completion; kept on the device and sent later when the network is missing. */
export const saveContentProgress = (body: SaveProgressRequest, options: { keepalive?: boolean } = {}) =>
  outbox.send<SaveProgressResponse>('POST', '/content/progress', body, options);

export const updateContentDuration = (body: UpdateDurationRequest) =>
  request<OkResponse>('POST', '/content/duration', { body });

/**
 * A viewing record of a content item (`POST /tracking/exit`, type 1); the answer may carry new points. It
 * leaves at once with `keepalive`, never behind writes waiting on the device, and is kept there only when
 * it cannot go.
 */
export const sendViewingTracking = (body: ExitTrackingRequest) =>
  outbox.send<ExitTrackingResponse>('POST', '/tracking/exit', body, { keepalive: true, ordered: false });
