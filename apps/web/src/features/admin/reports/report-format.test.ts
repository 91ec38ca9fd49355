import { describe, expect, it } from 'vitest';
import { continuousPeriods } from './report-format';

describe('the periods of a chart over time', () => {
  it.each([
    [
      ['2026-08', '2026-09', '2026-11'],
      ['2026-08', '2026-09', '2026-10', '2026-11'],
    ],
    [
      ['2026-11', '2027-02'],
      ['2026-11', '2026-12', '2027-01', '2027-02'],
    ],
    [
      ['2026-02-27', '2026-03-02'],
      ['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02'],
    ],
    [['2026-05'], ['2026-05']],
    [[], []],
  ])('fills the months or days between the first and the last (%j)', (periods, expected) => {
    expect(continuousPeriods(periods)).toEqual(expected);
  });

  it('stops at the limit', () => {
    expect(continuousPeriods(['2020-01', '2030-01'], 12)).toHaveLength(12);
  });
});
