import { DEFAULT_TRIALS_COUNT, PLAN_DEADLINE_LEVELS, PLAN_PRICE_BANDS } from '../constants';

/** A pricing tier of a plan (spec 3, 3 "Pricing tier"): users up to `maxUsers` (null: no limit) at `unitPrice`. */
export type PricingTier = { maxUsers: number | null; unitPrice: number };

/** The spec's bands (spec 3, 9), used when a plan carries no pricing tiers of its own. */
export const DEFAULT_PRICING_TIERS: readonly PricingTier[] = PLAN_PRICE_BANDS.map((band) => ({
  maxUsers: band.upTo,
  unitPrice: band.unitPrice,
}));

/** One band of a price simulation: how many users fall in it, at what unit price, and their subtotal. */
export type PriceBandLine = { from: number; to: number; users: number; unitPrice: number; subtotal: number };

/** Money in cents, so subtotals of fractional unit prices add up exactly. */
const cents = (value: number) => Math.round(value * 100);

/**
 * The tiers in the order they apply: by `maxUsers`, the unlimited one last; tiers after it, or repeating a
 * limit, never apply. Without usable tiers the spec's bands apply.
 */
function orderedTiers(tiers: readonly PricingTier[]): PricingTier[] {
  const usable = tiers.filter(
    (tier) =>
      Number.isFinite(tier.unitPrice) &&
      tier.unitPrice >= 0 &&
      (tier.maxUsers === null || (Number.isFinite(tier.maxUsers) && tier.maxUsers >= 1)),
  );
  if (usable.length === 0) return [...DEFAULT_PRICING_TIERS];
  return usable
    .map((tier) => ({ maxUsers: tier.maxUsers === null ? null : Math.floor(tier.maxUsers), unitPrice: tier.unitPrice }))
    .sort((a, b) => (a.maxUsers ?? Number.POSITIVE_INFINITY) - (b.maxUsers ?? Number.POSITIVE_INFINITY))
    .filter((tier, index, sorted) => index === 0 || tier.maxUsers !== sorted[index - 1]?.maxUsers);
}

/**
 * The monthly price of a number of users, band by band (spec 3, 9): with the spec's bands the first 100
 * users at 55, the next 150 at 50, and so on; the total is the sum of the bands' subtotals. A plan's own
 * tiers replace the bands; users beyond its last limited tier pay that tier's price. Fewer than one user
 * costs nothing.
 */
export function priceBreakdown(users: number, tiers: readonly PricingTier[] = DEFAULT_PRICING_TIERS): PriceBandLine[] {
  const count = Number.isFinite(users) ? Math.max(0, Math.floor(users)) : 0;
  const ordered = orderedTiers(tiers);
  const lines: PriceBandLine[] = [];
  let from = 1;
  for (const [index, tier] of ordered.entries()) {
    if (count < from) break;
    const isLast = tier.maxUsers === null || index === ordered.length - 1;
    const to = isLast ? count : Math.min(tier.maxUsers as number, count);
    const inBand = to - from + 1;
    lines.push({ from, to, users: inBand, unitPrice: tier.unitPrice, subtotal: cents(inBand * tier.unitPrice) / 100 });
    if (isLast) break;
    from = (tier.maxUsers as number) + 1;
  }
  return lines;
}

/** The monthly total of the users calculator: the sum over the bands. */
export function monthlyPrice(users: number, tiers: readonly PricingTier[] = DEFAULT_PRICING_TIERS): number {
  return priceBreakdown(users, tiers).reduce((total, line) => total + cents(line.subtotal), 0) / 100;
}

/** The average price per user of the calculator (the monthly total over the users); 0 without users. */
export function averagePricePerUser(users: number, tiers: readonly PricingTier[] = DEFAULT_PRICING_TIERS): number {
  const count = Number.isFinite(users) ? Math.max(0, Math.floor(users)) : 0;
  return count === 0 ? 0 : Math.round(cents(monthlyPrice(count, tiers)) / count) / 100;
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
