import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeDeadline, formatClock, isExpired, localRemaining, remainingSeconds } from './evaluation-timer';

const START = '2026-11-21T12:00:00.000Z';
const at = (iso: string) => new Date(iso);

describe('computeDeadline: start time plus the limit', () => {
  it.each([
    [30, '2026-11-21T12:30:00.000Z'],
    [1, '2026-11-21T12:01:00.000Z'],
    [null, null],
    [0, null],
  ])('limit %s min -> %s', (limit, deadline) => {
    expect(computeDeadline(START, limit)).toBe(deadline);
  });
});

describe('remainingSeconds', () => {
  const deadline = '2026-11-21T12:30:00.000Z';
  it.each([
    ['2026-11-21T12:00:00.000Z', 1800],
    ['2026-11-21T12:29:59.500Z', 1],
    ['2026-11-21T12:30:00.000Z', 0],
    ['2026-11-21T13:00:00.000Z', 0],
  ])('at %s -> %i s', (now, seconds) => {
    expect(remainingSeconds(deadline, at(now))).toBe(seconds);
  });

  it('is null when untimed', () => {
    expect(remainingSeconds(null, at(START))).toBeNull();
  });

  it('never grows as time passes and never goes below zero', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 7_200_000 }), fc.integer({ min: 0, max: 7_200_000 }), (a, b) => {
        const deadline = computeDeadline(START, 60);
        const early = new Date(Date.parse(START) + Math.min(a, b));
        const late = new Date(Date.parse(START) + Math.max(a, b));
        const left = remainingSeconds(deadline, late) ?? 0;
        expect(left).toBeLessThanOrEqual(remainingSeconds(deadline, early) ?? 0);
        expect(left).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('isExpired', () => {
  const deadline = '2026-11-21T12:30:00.000Z';
  it('expires after the deadline, allowing the grace given', () => {
    expect(isExpired(deadline, at('2026-11-21T12:29:59.000Z'))).toBe(false);
    expect(isExpired(deadline, at('2026-11-21T12:30:00.001Z'))).toBe(true);
    expect(isExpired(deadline, at('2026-11-21T12:30:04.000Z'), 5000)).toBe(false);
    expect(isExpired(deadline, at('2026-11-21T12:30:05.001Z'), 5000)).toBe(true);
  });
  it('an untimed attempt never expires', () => {
    expect(isExpired(null, at('2099-01-01T00:00:00.000Z'))).toBe(false);
  });
});

describe('formatClock', () => {
  it.each([
    [0, '00:00'],
    [59, '00:59'],
    [61, '01:01'],
    [1800, '30:00'],
    [3600, '1:00:00'],
    [3725, '1:02:05'],
    [-5, '00:00'],
  ])('%i s -> %s', (seconds, text) => {
    expect(formatClock(seconds)).toBe(text);
  });
});

describe('localRemaining: counting down from the server answer', () => {
  it('subtracts the time elapsed since the answer arrived, never below zero', () => {
    expect(localRemaining(120, 1000, 1000)).toBe(120);
    expect(localRemaining(120, 1000, 11_000)).toBe(110);
    expect(localRemaining(120, 1000, 11_500)).toBe(110);
    expect(localRemaining(5, 0, 60_000)).toBe(0);
  });

  it('never shows more than the server said, even with a clock read before the answer', () => {
    expect(localRemaining(600, 5_000, 4_000)).toBe(600);
  });
});
