/**
 * The clock of a timed evaluation. The deadline is the server's: start time plus the time limit, fixed
 * when the attempt starts, so a reload, a second tab or a device's clock cannot move it. The web only
 * counts down from the remaining time the server last answered.
 */

/** The deadline of an attempt started at `startDate` with a limit in minutes; null when untimed. */
export function computeDeadline(startDate: string, timeLimitMinutes: number | null): string | null {
  if (!timeLimitMinutes || timeLimitMinutes <= 0) return null;
  const start = Date.parse(startDate);
  if (Number.isNaN(start)) throw new RangeError(`invalid start date: ${startDate}`);
  return new Date(start + timeLimitMinutes * 60_000).toISOString();
}

/** Whole seconds left until the deadline (rounded up, never negative); null when untimed. */
export function remainingSeconds(deadline: string | null, now: Date): number | null {
  if (!deadline) return null;
  const left = Date.parse(deadline) - now.getTime();
  return left <= 0 ? 0 : Math.ceil(left / 1000);
}

/** Whether the deadline has passed by more than `graceMs`. Untimed attempts never expire. */
export function isExpired(deadline: string | null, now: Date, graceMs = 0): boolean {
  if (!deadline) return false;
  return now.getTime() > Date.parse(deadline) + graceMs;
}

/** The clock text: 'mm:ss', or 'h:mm:ss' from one hour up. */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}

/**
 * The remaining seconds shown now, counting down locally from the server's last answer: `serverSeconds`
 * were left when the answer arrived at `receivedAt` (a monotonic clock in ms), and `nowMs` is that clock now.
 */
export function localRemaining(serverSeconds: number, receivedAt: number, nowMs: number): number {
  const elapsed = Math.max(0, nowMs - receivedAt);
  return Math.max(0, Math.ceil(serverSeconds - elapsed / 1000));
}
