import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  averagePricePerUser,
  canExtendTrial,
  DEFAULT_PRICING_TIERS,
  daysLeft,
  deadlineLevel,
  levelToShow,
  monthlyPrice,
  type PricingTier,
  priceBreakdown,
  trialStatus,
} from './plans';

describe('monthlyPrice (spec 3, 9: per-band pricing, summed)', () => {
  it.each([
    [0, 0],
    [1, 55],
    [100, 5_500],
    [101, 5_550],
    [250, 5_500 + 150 * 50],
    [251, 5_500 + 7_500 + 45],
    [500, 5_500 + 7_500 + 250 * 45],
    [501, 5_500 + 7_500 + 11_250 + 35],
    [2_500, 5_500 + 7_500 + 11_250 + 2_000 * 35],
    [2_501, 5_500 + 7_500 + 11_250 + 70_000 + 25],
    [5_000, 5_500 + 7_500 + 11_250 + 70_000 + 2_500 * 25],
    [5_001, 5_500 + 7_500 + 11_250 + 70_000 + 62_500 + 20],
    [10_000, 5_500 + 7_500 + 11_250 + 70_000 + 62_500 + 5_000 * 20],
  ])('%i users cost %i a month', (users, total) => {
    expect(monthlyPrice(users)).toBe(total);
  });

  it('treats fewer than one user, fractions and non-numbers as whole users or none', () => {
    expect(monthlyPrice(-5)).toBe(0);
    expect(monthlyPrice(Number.NaN)).toBe(0);
    expect(monthlyPrice(1.9)).toBe(55);
  });

  it('is the sum of the band subtotals and the bands cover every user exactly once', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), (users) => {
        const lines = priceBreakdown(users);
        expect(lines.reduce((sum, line) => sum + line.users, 0)).toBe(users);
        expect(monthlyPrice(users)).toBe(lines.reduce((sum, line) => sum + line.users * line.unitPrice, 0));
      }),
    );
  });

  it('never decreases when users are added, and each added user costs between 20 and 55', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), fc.integer({ min: 1, max: 500 }), (users, more) => {
        const difference = monthlyPrice(users + more) - monthlyPrice(users);
        expect(difference).toBeGreaterThanOrEqual(20 * more);
        expect(difference).toBeLessThanOrEqual(55 * more);
      }),
    );
  });
});

describe("priceBreakdown with a plan's own pricing tiers (spec 3, 3 'Pricing tier')", () => {
  const tiers: PricingTier[] = [
    { maxUsers: null, unitPrice: 9.9 },
    { maxUsers: 10, unitPrice: 30 },
    { maxUsers: 50, unitPrice: 19.5 },
  ];

  it('applies the tiers by their limits, in order whatever order they come in, the unlimited one last', () => {
    expect(priceBreakdown(60, tiers)).toEqual([
      { from: 1, to: 10, users: 10, unitPrice: 30, subtotal: 300 },
      { from: 11, to: 50, users: 40, unitPrice: 19.5, subtotal: 780 },
      { from: 51, to: 60, users: 10, unitPrice: 9.9, subtotal: 99 },
    ]);
    expect(monthlyPrice(60, tiers)).toBe(1_179);
    expect(averagePricePerUser(60, tiers)).toBe(19.65);
  });

  it('charges users beyond the last limited tier at its price', () => {
    expect(priceBreakdown(15, [{ maxUsers: 10, unitPrice: 30 }])).toEqual([
      { from: 1, to: 15, users: 15, unitPrice: 30, subtotal: 450 },
    ]);
  });

  it("falls back to the spec's bands without usable tiers", () => {
    expect(monthlyPrice(120, [])).toBe(monthlyPrice(120));
    expect(monthlyPrice(120, [{ maxUsers: 0, unitPrice: -1 }])).toBe(100 * 55 + 20 * 50);
    expect(DEFAULT_PRICING_TIERS.at(-1)).toEqual({ maxUsers: null, unitPrice: 20 });
  });

  it('gives the average price per user as the total over the users', () => {
    expect(averagePricePerUser(0)).toBe(0);
    expect(averagePricePerUser(100)).toBe(55);
    expect(averagePricePerUser(250)).toBe(52);
    expect(averagePricePerUser(3)).toBe(55);
  });

  const tierList = fc.array(
    fc.record({
      maxUsers: fc.option(fc.integer({ min: 1, max: 5_000 }), { nil: null }),
      unitPrice: fc.integer({ min: 0, max: 10_000 }).map((value) => value / 100),
    }),
    { minLength: 1, maxLength: 8 },
  );

  it('covers every user once, totals the subtotals, never decreases and averages between the cheapest and dearest tier', () => {
    fc.assert(
      fc.property(
        tierList,
        fc.integer({ min: 0, max: 20_000 }),
        fc.integer({ min: 1, max: 500 }),
        (list, users, more) => {
          const lines = priceBreakdown(users, list);
          expect(lines.reduce((sum, line) => sum + line.users, 0)).toBe(users);
          const sum = lines.reduce((total, line) => total + Math.round(line.subtotal * 100), 0) / 100;
          expect(monthlyPrice(users, list)).toBeCloseTo(sum, 6);
          expect(monthlyPrice(users + more, list)).toBeGreaterThanOrEqual(monthlyPrice(users, list));
          if (users > 0) {
            const prices = list.map((tier) => tier.unitPrice);
            const average = averagePricePerUser(users, list);
            expect(average).toBeGreaterThanOrEqual(Math.min(...prices) - 0.01);
            expect(average).toBeLessThanOrEqual(Math.max(...prices) + 0.01);
          }
        },
      ),
    );
  });
});

describe('deadlineLevel (document 1, 4)', () => {
  it.each([
    [null, null],
    [-3, null],
    [0, null],
    [1, 1],
    [2, 2],
    [5, 2],
    [6, 3],
    [10, 3],
    [11, null],
    [30, null],
  ])('%s days left -> level %s', (days, level) => {
    expect(deadlineLevel(days)).toBe(level);
  });

  it('shows each level once', () => {
    expect(levelToShow(4, [])).toBe(2);
    expect(levelToShow(4, [2])).toBeNull();
    expect(levelToShow(1, [2, 3])).toBe(1);
  });

  it('only gets more urgent as the deadline nears', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 }), fc.integer({ min: 1, max: 10 }), (a, b) => {
        const [near, far] = a <= b ? [a, b] : [b, a];
        expect(deadlineLevel(near) as number).toBeLessThanOrEqual(deadlineLevel(far) as number);
      }),
    );
  });
});

describe('trial states (spec 3, 4.10)', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  it.each([
    [null, 'notStarted'],
    [{ trial: 0, finishDate: '2026-12-01T00:00:00Z' }, 'notStarted'],
    [{ trial: 1, finishDate: '2026-11-30T12:00:00Z' }, 'started'],
    [{ trial: 1, finishDate: '2026-11-21T18:00:00Z' }, 'started'],
    [{ trial: 1, finishDate: '2026-11-21T12:00:00Z' }, 'finish'],
    [{ trial: 1, finishDate: '2026-11-01T00:00:00Z' }, 'finish'],
  ])('%j -> %s', (plan, status) => {
    expect(trialStatus(plan, now)).toBe(status);
  });

  it('counts days left rounding up', () => {
    expect(daysLeft('2026-11-22T12:00:00Z', now)).toBe(1);
    expect(daysLeft('2026-11-22T13:00:00Z', now)).toBe(2);
    expect(daysLeft('2026-11-21T11:00:00Z', now)).toBe(-0);
    expect(daysLeft(null, now)).toBeNull();
  });

  it('extends a trial only while its count is 1', () => {
    expect(canExtendTrial(1)).toBe(true);
    expect(canExtendTrial(undefined)).toBe(true);
    expect(canExtendTrial(2)).toBe(false);
  });
});
