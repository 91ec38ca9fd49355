import type * as tracking from '../api/tracking';
import { contract } from '../contract';

/** The member left a section or content item; the answer may carry their new points (document 1, section 7). */
export const recordExit = contract<{
  body: typeof tracking.exitTrackingRequest;
  response: typeof tracking.exitTrackingResponse;
}>('POST', '/tracking/exit');
