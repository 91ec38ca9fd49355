import { SEEK_MAX_PLAYBACK_RATE, SEEK_TOLERANCE_S } from '../constants';

/**
 * Seek blocking (spec 3, 4.6). In the player: a jump more than 2 s beyond the furthest point watched
 * snaps back to that point. On the server: a reported position is accepted only if it could have been
 * reached by watching since the last accepted one.
 */
export function resolveSeek(furthestSeconds: number, targetSeconds: number): { allowed: boolean; position: number } {
  if (targetSeconds <= furthestSeconds + SEEK_TOLERANCE_S) return { allowed: true, position: targetSeconds };
  return { allowed: false, position: furthestSeconds };
}

/**
 * The furthest position a member can have reached by now: the last accepted furthest point plus the
 * time elapsed since it was accepted at the fastest playback allowed, plus the seek tolerance.
 */
export function maxReachablePosition(furthestSeconds: number, furthestAt: string | null, now: Date): number {
  const since = furthestAt ? Math.max(0, (now.getTime() - Date.parse(furthestAt)) / 1000) : 0;
  return furthestSeconds + since * SEEK_MAX_PLAYBACK_RATE + SEEK_TOLERANCE_S;
}
