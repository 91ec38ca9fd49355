import type { ExitTrackingRequest } from '@trilha/shared/api/tracking';
import * as trackingCalls from '@trilha/shared/contracts/tracking';
import { call } from './client';
import { getSession } from './session';

/**
 * `POST /tracking/exit`, sent with `keepalive` so it still leaves when the tab closes (`pagehide`).
 * Tracking failures are not the member's concern: they are dropped, and a refusal never ends the session.
 */
export function sendExitTracking(body: ExitTrackingRequest): void {
  const session = getSession();
  if (!session) return;
  void call(trackingCalls.recordExit, {
    body,
    auth: false,
    keepalive: true,
    headers: { authorization: `Bearer ${session.token}` },
  }).catch(() => undefined);
}
