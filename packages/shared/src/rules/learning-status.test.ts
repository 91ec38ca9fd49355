import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clampProgress,
  deriveEnrollmentStatus,
  evaluationItemState,
  isCompleted,
  LEARNING_STATUSES,
} from './learning-status';

describe('isCompleted', () => {
  it.each([
    ['COMPLETED', 0, true],
    ['PASSED', 40, true],
    ['EQUIVALENCY', 0, true],
    ['IN_PROGRESS', 100, true],
    ['IN_PROGRESS', 99, false],
    ['FAILED', 0, false],
    ['NOT_ATTEMPTED', 0, false],
    [null, null, false],
  ])('%s with progress %s -> %s', (status, progress, expected) => {
    expect(isCompleted(status, progress)).toBe(expected);
  });
});

describe('evaluation items in the map', () => {
  it('are finished with a finish date, 50 and INCOMPLETE when started, 0 before', () => {
    expect(evaluationItemState({ startDate: '2026-01-01', finishDate: '2026-01-02' })).toEqual({
      progress: 100,
      status: 'COMPLETED',
    });
    expect(evaluationItemState({ startDate: '2026-01-01', finishDate: null })).toEqual({
      progress: 50,
      status: 'INCOMPLETE',
    });
    expect(evaluationItemState(null)).toEqual({ progress: 0, status: 'NOT_ATTEMPTED' });
  });
});

describe('deriveEnrollmentStatus', () => {
  const now = new Date('2026-06-01T00:00:00Z');
  it.each([
    [{ status: 'IN_PROGRESS', progress: 40 }, { finalDate: '2026-05-01T00:00:00Z' }, 'EXPIRED'],
    [{ status: 'IN_PROGRESS', progress: 40 }, { finalDate: '2026-07-01T00:00:00Z' }, 'IN_PROGRESS'],
    [{ status: 'IN_PROGRESS', progress: 40 }, { finalDate: null }, 'IN_PROGRESS'],
    [{ status: 'COMPLETED', progress: 100 }, { finalDate: '2026-05-01T00:00:00Z' }, 'COMPLETED'],
    [{ status: 'IN_PROGRESS', progress: 100 }, null, 'COMPLETED'],
    [{ status: 'COMPLETED', progress: 100, validityDate: '2026-05-01T00:00:00Z' }, null, 'EXPIRED'],
    [{ status: 'FAILED', progress: 100 }, null, 'FAILED'],
    [{ status: 'bogus', progress: 0 }, null, 'NOT_ATTEMPTED'],
  ])('%j in %j -> %s', (enrollment, team, expected) => {
    expect(deriveEnrollmentStatus(enrollment, team, now)).toBe(expected);
  });

  it('always answers one of the known statuses', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: -10, max: 200 }), (status, progress) => {
        expect(LEARNING_STATUSES).toContain(deriveEnrollmentStatus({ status, progress }, null, now));
      }),
    );
  });
});

describe('clampProgress', () => {
  it('keeps every percentage a whole number from 0 to 100', () => {
    fc.assert(
      fc.property(fc.double(), (value) => {
        const result = clampProgress(value);
        expect(Number.isInteger(result) && result >= 0 && result <= 100).toBe(true);
      }),
    );
  });
});
