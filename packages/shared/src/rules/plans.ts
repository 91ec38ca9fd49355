import { DEFAULT_TRIALS_COUNT, PLAN_DEADLINE_LEVELS, PLAN_PRICE_BANDS } from '../constants';

/** One band of a price simulation: how many users fall in it, at what unit price, and their subtotal. */
export type PriceBandLine = { from: number; to: number; users: number; unitPrice: number; subtotal: number };

/**
 * The monthly price of a number of users, band by band (spec 3, 9): the first 100 users at 55, the next
 * 150 at 50, and so on; the total is the sum of the bands' subtotals. Fewer than one user costs nothing.
 */
export function priceBreakdown(users: number): PriceBandLine[] {
  const count = Number.isFinite(users) ? Math.max(0, Math.floor(users)) : 0;
  const lines: PriceBandLine[] = [];
  let from = 1;
  for (const band of PLAN_PRICE_BANDS) {
    if (count < from) break;
    const to = band.upTo === null ? count : Math.min(band.upTo, count);
    const inBand = to - from + 1;
    lines.push({ from, to, users: inBand, unitPrice: band.unitPrice, subtotal: inBand * band.unitPrice });
    if (band.upTo === null) break;
    from = band.upTo + 1;
  }
  return lines;
}

/** The monthly total of the users calculator: the sum over the bands. */
export function monthlyPrice(users: number): number {
  return priceBreakdown(users).reduce((total, line) => total + line.subtotal, 0);
}

/** Whole days from `now` until `finishDate`, rounded up (a trial ending later today has 1 day left). */
export function daysLeft(finishDate: string | Date | null, now: Date): number | null {
  if (!finishDate) return null;
  const end = new Date(finishDate).getTime();
  if (Number.isNaN(end)) return null;
  return Math.ceil((end - now.getTime()) / 86_400_000);
}

/**
 * The plan deadline modal level for the days left (document 1, 4): 1 day is level 1, 2-5 level 2,
 * 6-10 level 3; null when more than 10 days remain or when the deadline has passed (that case reopens
 * the upgrade modal instead).
 */
export function deadlineLevel(days: number | null): 1 | 2 | 3 | null {
  if (days === null || days < 1) return null;
  for (const entry of PLAN_DEADLINE_LEVELS) if (days <= entry.maxDaysLeft) return entry.level;
  return null;
}

/** Trial states of spec 3, 4.10: not started, started, finished when the deadline is 0 or below. */
export type TrialStatus = 'notStarted' | 'started' | 'finish';

export function trialStatus(plan: { trial: number; finishDate: string | null } | null, now: Date): TrialStatus {
  if (!plan?.trial) return 'notStarted';
  const days = daysLeft(plan.finishDate, now);
  return days !== null && days <= 0 ? 'finish' : 'started';
}

/** A trial can be extended once: while its trials count is still the default 1 (spec 3, 4.10). */
export function canExtendTrial(trialsCount: number | null | undefined): boolean {
  return (trialsCount ?? DEFAULT_TRIALS_COUNT) === DEFAULT_TRIALS_COUNT;
}

/** The number-of-employees choices of the trial form and the range each is sent as (spec 3, 5). */
export const EMPLOYEE_RANGES = [
  { label: '1 - 100', min: 1, max: 100 },
  { label: '101 - 250', min: 101, max: 250 },
  { label: '251 - 500', min: 251, max: 500 },
  { label: '501 - 2500', min: 501, max: 2500 },
  { label: '> 2500', min: 2501, max: null },
] as const;

/** The deadline level a member still has to see: the current one unless it was already shown. */
export function levelToShow(days: number | null, shownLevels: readonly number[]): 1 | 2 | 3 | null {
  const level = deadlineLevel(days);
  return level !== null && !shownLevels.includes(level) ? level : null;
}
