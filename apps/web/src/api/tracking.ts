import type { ExitTrackingRequest } from '@trilha/shared/api/tracking';
import { getSession } from './session';

/**
 * `POST /tracking/exit`, sent with `keepalive` so it still leaves when the tab closes (`pagehide`).
 * Tracking failures are not the member's concern: they are dropped.
 */
export function sendExitTracking(body: ExitTrackingRequest): void {
  const session = getSession();
  if (!session) return;
  void fetch('/tracking/exit', {
    method: 'POST',
    keepalive: true,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}` },
    body: JSON.stringify(body),
  }).catch(() => undefined);
}
