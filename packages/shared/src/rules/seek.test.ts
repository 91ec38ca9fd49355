import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maxReachablePosition, resolveSeek } from './seek';

describe('resolveSeek (spec 3, 4.6)', () => {
  it.each([
    [10, 5, true, 5],
    [10, 12, true, 12],
    [10, 12.5, false, 10],
    [0, 30, false, 0],
  ])('furthest %s, target %s -> allowed %s at %s', (furthest, target, allowed, position) => {
    expect(resolveSeek(furthest, target)).toEqual({ allowed, position });
  });

  it('never lands more than 2 s beyond the furthest point watched', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e4, noNaN: true }),
        fc.double({ min: 0, max: 1e4, noNaN: true }),
        (f, t) => {
          expect(resolveSeek(f, t).position).toBeLessThanOrEqual(f + 2);
        },
      ),
    );
  });
});

describe('maxReachablePosition', () => {
  const now = new Date('2026-01-01T00:00:10Z');
  it('allows twice the elapsed time plus the tolerance', () => {
    expect(maxReachablePosition(0, '2026-01-01T00:00:00Z', now)).toBe(22);
    expect(maxReachablePosition(5, '2026-01-01T00:00:10Z', now)).toBe(7);
    expect(maxReachablePosition(5, null, now)).toBe(7);
  });
});
