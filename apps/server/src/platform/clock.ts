/** The time source of services, so tests can move it. */
export type Clock = { now: () => Date };

export const systemClock: Clock = { now: () => new Date() };

/** ISO-8601 UTC timestamp, the format every date column stores. */
export function isoNow(clock: Clock): string {
  return clock.now().toISOString();
}
