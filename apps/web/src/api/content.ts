import type { RateContentRequest, SaveProgressRequest, UpdateDurationRequest } from '@trilha/shared/api/content';
import type { ExitTrackingRequest } from '@trilha/shared/api/tracking';
import { MEDIA_CENTER_TIMEOUT_MS } from '@trilha/shared/constants';
import * as contentCalls from '@trilha/shared/contracts/content';
import * as trackingCalls from '@trilha/shared/contracts/tracking';
import { call } from './client';
import { outbox } from './outbox';

/** Typed calls of the content app's content items (spec document 2, 7). */

export const fetchSectionContent = (idSection: number) =>
  call(contentCalls.listSectionContent, { params: { idSection } });

export const searchSectionContent = (idSection: number, page: number, pageSize: number, searchTags?: string) =>
  call(contentCalls.searchContentInSection, { params: { idSection }, query: { page, pageSize, searchTags } });

/** `preview`: an administrator's look at an item not published yet, as members will see it. */
export const fetchContentItem = (idContentItem: number, options: { preview?: boolean } = {}) =>
  call(contentCalls.getContentItem, { params: { idContentItem }, query: options.preview ? { preview: '1' } : {} });

export const fetchImpactMenu = (parentId: number) => call(contentCalls.getImpactMenu, { params: { parentId } });

export const fetchMediaCenter = (idContentItem: number) =>
  call(contentCalls.getMediaCenter, { params: { idContentItem }, timeoutMs: MEDIA_CENTER_TIMEOUT_MS });

/** A member's vote; kept on the device and sent later when the network is missing (a vote replaces the last). */
export const rateContent = (body: RateContentRequest) => outbox.send(contentCalls.rateContentItem, { body });

/** A position, seconds played or completion; kept on the device and sent later when the network is missing. */
export const saveContentProgress = (body: SaveProgressRequest, options: { keepalive?: boolean } = {}) =>
  outbox.send(contentCalls.saveContentItemProgress, { body }, options);

export const updateContentDuration = (body: UpdateDurationRequest) => call(contentCalls.setContentDuration, { body });

/**
 * A viewing record of a content item (`POST /tracking/exit`, type 1); the answer may carry new points. It
 * leaves at once with `keepalive`, never behind writes waiting on the device, and is kept there only when
 * it cannot go.
 */
export const sendViewingTracking = (body: ExitTrackingRequest) =>
  outbox.send(trackingCalls.recordExit, { body }, { keepalive: true, ordered: false });
