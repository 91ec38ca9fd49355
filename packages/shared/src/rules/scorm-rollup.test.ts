import { describe, expect, it } from 'vitest';
import { contentStateOfRollup, type RootRollup } from './scorm-rollup';

const root = (values: Partial<RootRollup>): RootRollup => ({
  completionStatus: 'unknown',
  successStatus: 'unknown',
  scoreScaled: null,
  progressMeasure: null,
  ...values,
});

describe("a sequenced course's content enrollment from its root activity", () => {
  it.each([
    ['not started', root({}), false, 0, { status: 'NOT_ATTEMPTED', progress: 0, grade: null }],
    [
      'started, nothing rolled up',
      root({ completionStatus: 'incomplete' }),
      true,
      50,
      { status: 'IN_PROGRESS', progress: 50, grade: null },
    ],
    [
      'progress measure of the root',
      root({ completionStatus: 'incomplete', progressMeasure: 0.8 }),
      true,
      50,
      { status: 'IN_PROGRESS', progress: 80, grade: null },
    ],
    [
      'never 100 before the root is done',
      root({ progressMeasure: 1 }),
      true,
      99,
      { status: 'IN_PROGRESS', progress: 99, grade: null },
    ],
    [
      'completed',
      root({ completionStatus: 'completed' }),
      true,
      40,
      { status: 'COMPLETED', progress: 100, grade: null },
    ],
    [
      'passed with a score',
      root({ completionStatus: 'completed', successStatus: 'passed', scoreScaled: 0.85 }),
      true,
      40,
      { status: 'COMPLETED', progress: 100, grade: 85 },
    ],
    [
      'passed before completed (only the post test counts)',
      root({ successStatus: 'passed', scoreScaled: 1 }),
      true,
      20,
      { status: 'COMPLETED', progress: 100, grade: 100 },
    ],
    [
      'failed once completed',
      root({ completionStatus: 'completed', successStatus: 'failed', scoreScaled: 0.4 }),
      true,
      100,
      { status: 'FAILED', progress: 100, grade: 40 },
    ],
    [
      'failed but a retry is left to complete',
      root({ completionStatus: 'incomplete', successStatus: 'failed', scoreScaled: 0.4 }),
      true,
      60,
      { status: 'IN_PROGRESS', progress: 60, grade: 40 },
    ],
    [
      'negative scores count as zero',
      root({ completionStatus: 'completed', successStatus: 'failed', scoreScaled: -0.5 }),
      true,
      100,
      { status: 'FAILED', progress: 100, grade: 0 },
    ],
  ] as const)('%s', (_name, given, started, progressOfLessons, expected) => {
    expect(contentStateOfRollup(given, { started, progressOfLessons })).toEqual(expected);
  });
});
