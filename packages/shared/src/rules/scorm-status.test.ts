import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Finish12,
  lessonStatusOnFinish12,
  mergeScormContentState,
  mergeScoStatus,
  SCO_STATUSES,
  type ScoStatus,
  scoGrade,
  scoProgress,
  scormContentState,
  scoStatusFromCmi,
} from './scorm-status';

describe('SCO status from CMI', () => {
  it.each([
    ['passed', 'PASSED'],
    ['completed', 'COMPLETED'],
    ['failed', 'FAILED'],
    ['incomplete', 'INCOMPLETE'],
    ['browsed', 'INCOMPLETE'],
    ['not attempted', null],
    ['', null],
    [' Passed ', 'PASSED'],
  ])('SCORM 1.2 lesson_status %s is %s', (lessonStatus, status) => {
    expect(scoStatusFromCmi('1.2', { lessonStatus })).toBe(status);
  });

  it.each([
    [{ completionStatus: 'completed', successStatus: 'passed' }, 'PASSED'],
    [{ completionStatus: 'incomplete', successStatus: 'passed' }, 'PASSED'],
    [{ completionStatus: 'completed', successStatus: 'failed' }, 'FAILED'],
    [{ completionStatus: 'completed', successStatus: 'unknown' }, 'COMPLETED'],
    [{ completionStatus: 'incomplete', successStatus: 'unknown' }, 'INCOMPLETE'],
    [{ completionStatus: 'not attempted', successStatus: 'unknown' }, null],
    [{ completionStatus: 'unknown' }, null],
  ])('SCORM 2004 %o is %s', (cmi, status) => {
    expect(scoStatusFromCmi('2004', cmi)).toBe(status);
  });

  it('reads each version only from its own elements', () => {
    expect(scoStatusFromCmi('2004', { lessonStatus: 'passed' })).toBeNull();
    expect(scoStatusFromCmi('1.2', { completionStatus: 'completed', successStatus: 'passed' })).toBeNull();
  });
});

describe('SCO labels (spec 3, 4.1)', () => {
  it.each([
    ['COMPLETED', 100],
    ['PASSED', 100],
    ['FAILED', 100],
    ['NOT_ATTEMPTED', 50],
    ['IN_PROGRESS', 50],
    ['INCOMPLETE', 50],
    [null, 0],
  ] as const)('%s shows %d', (status, progress) => {
    expect(scoProgress(status)).toBe(progress);
  });
});

describe('merging a reported SCO status', () => {
  it.each([
    [null, null, 'IN_PROGRESS'],
    [null, 'INCOMPLETE', 'INCOMPLETE'],
    ['NOT_ATTEMPTED', null, 'IN_PROGRESS'],
    ['COMPLETED', 'INCOMPLETE', 'COMPLETED'],
    ['COMPLETED', null, 'COMPLETED'],
    ['COMPLETED', 'PASSED', 'PASSED'],
    ['COMPLETED', 'FAILED', 'FAILED'],
    ['FAILED', 'COMPLETED', 'COMPLETED'],
    ['FAILED', 'PASSED', 'PASSED'],
    ['PASSED', 'FAILED', 'PASSED'],
    ['PASSED', 'INCOMPLETE', 'PASSED'],
  ] as const)('%s + %s -> %s', (stored, reported, merged) => {
    expect(mergeScoStatus(stored, reported)).toBe(merged);
  });

  it('never turns a finished SCO back into an unfinished one', () => {
    const status = fc.constantFrom(...SCO_STATUSES);
    fc.assert(
      fc.property(status, fc.option(status), (stored, reported) => {
        const merged = mergeScoStatus(stored, reported);
        if (scoProgress(stored) === 100) expect(scoProgress(merged)).toBe(100);
        if (stored === 'PASSED') expect(merged).toBe('PASSED');
      }),
    );
  });
});

describe('SCO grade', () => {
  it.each([
    [{ scaled: 0.85 }, 85],
    [{ scaled: '0.5', raw: 10 }, 50],
    [{ scaled: -0.4 }, 0],
    [{ raw: 80 }, 80],
    [{ raw: '7', min: '0', max: '10' }, 70],
    [{ raw: 15, min: 10, max: 20 }, 50],
    [{ raw: 130 }, 100],
    [{ raw: 40, min: 5, max: 5 }, 40],
    [{ raw: '' }, null],
    [{ raw: 'abc' }, null],
    [{}, null],
  ])('%o grades %s', (score, grade) => {
    expect(scoGrade(score)).toBe(grade);
  });

  it('always lies between 0 and 100', () => {
    const value = fc.option(fc.oneof(fc.double({ noNaN: true }), fc.string()));
    fc.assert(
      fc.property(value, value, value, value, (raw, min, max, scaled) => {
        const grade = scoGrade({ raw, min, max, scaled });
        if (grade !== null) {
          expect(grade).toBeGreaterThanOrEqual(0);
          expect(grade).toBeLessThanOrEqual(100);
        }
      }),
    );
  });
});

describe('content enrollment of a packaged course', () => {
  it.each([
    [[], 'NOT_ATTEMPTED', 0],
    [[null], 'NOT_ATTEMPTED', 0],
    [['NOT_ATTEMPTED'], 'IN_PROGRESS', 50],
    [['INCOMPLETE', null], 'IN_PROGRESS', 25],
    [['COMPLETED', null], 'IN_PROGRESS', 50],
    [['COMPLETED', 'INCOMPLETE'], 'IN_PROGRESS', 75],
    [['COMPLETED', 'PASSED'], 'COMPLETED', 100],
    [['PASSED'], 'COMPLETED', 100],
    [['FAILED'], 'FAILED', 100],
    [['FAILED', 'PASSED'], 'FAILED', 100],
  ] as const)('SCOs %o give %s %d', (statuses, status, progress) => {
    const state = scormContentState(statuses.map((sco) => ({ status: sco, grade: null })));
    expect(state).toEqual({ status, progress, grade: null });
  });

  it('grades with the mean of the graded SCOs', () => {
    const state = scormContentState([
      { status: 'PASSED', grade: 80 },
      { status: 'COMPLETED', grade: null },
      { status: 'PASSED', grade: 95 },
    ]);
    expect(state).toEqual({ status: 'COMPLETED', progress: 100, grade: 87.5 });
  });

  it('reaches 100 only when every SCO is finished', () => {
    const status = fc.option(fc.constantFrom<ScoStatus>(...SCO_STATUSES));
    fc.assert(
      fc.property(fc.array(status, { minLength: 1, maxLength: 12 }), (statuses) => {
        const state = scormContentState(statuses.map((sco) => ({ status: sco, grade: null })));
        const allFinished = statuses.every((sco) => scoProgress(sco) === 100);
        expect(state.progress === 100).toBe(allFinished);
        expect(state.progress).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('keeps a completed course completed and lets a failed one be passed later', () => {
    const completed = { status: 'COMPLETED', progress: 100, grade: 90 };
    expect(mergeScormContentState(completed, { status: 'IN_PROGRESS', progress: 50, grade: null })).toEqual(completed);
    expect(mergeScormContentState(completed, { status: 'FAILED', progress: 100, grade: 20 })).toEqual({
      ...completed,
      grade: 20,
    });
    const failed = { status: 'FAILED', progress: 100, grade: 40 };
    expect(mergeScormContentState(failed, { status: 'IN_PROGRESS', progress: 50, grade: null })).toEqual(failed);
    expect(mergeScormContentState(failed, { status: 'COMPLETED', progress: 100, grade: 85 })).toEqual({
      status: 'COMPLETED',
      progress: 100,
      grade: 85,
    });
    expect(mergeScormContentState({ status: 'IN_PROGRESS', progress: 75, grade: null }, scormContentState([]))).toEqual(
      { status: 'IN_PROGRESS', progress: 75, grade: null },
    );
  });
});

describe('the status SCORM 1.2 records when a session ends', () => {
  const base = { credit: 'credit', lessonMode: 'normal', masteryScore: null, scoreRaw: null } as const;
  it.each([
    ['a SCO that set nothing is completed', { lessonStatus: 'not attempted' }, 'completed'],
    ['an empty status counts as none', { lessonStatus: '' }, 'completed'],
    ['no status at all', { lessonStatus: null }, 'completed'],
    ['incomplete stays', { lessonStatus: 'incomplete' }, 'incomplete'],
    [
      'incomplete stays even with a score over mastery',
      { lessonStatus: 'incomplete', masteryScore: 70, scoreRaw: 90 },
      'incomplete',
    ],
    ['completed stays without mastery', { lessonStatus: 'completed', scoreRaw: 50 }, 'completed'],
    ['mastery passes a score at the mastery', { lessonStatus: 'completed', masteryScore: 70, scoreRaw: 70 }, 'passed'],
    ['mastery fails a score under it', { lessonStatus: 'completed', masteryScore: 70, scoreRaw: 69.5 }, 'failed'],
    [
      'mastery decides for a SCO that set no status',
      { lessonStatus: 'not attempted', masteryScore: 80, scoreRaw: 90 },
      'passed',
    ],
    ['mastery overrides the SCO own passed', { lessonStatus: 'passed', masteryScore: 80, scoreRaw: 50 }, 'failed'],
    ['mastery without a score leaves the status', { lessonStatus: 'passed', masteryScore: 80 }, 'passed'],
    [
      'no-credit keeps the SCO status',
      { lessonStatus: 'failed', credit: 'no-credit', masteryScore: 10, scoreRaw: 90 },
      'failed',
    ],
    [
      'no-credit still completes a SCO that set nothing',
      { lessonStatus: 'not attempted', credit: 'no-credit' },
      'completed',
    ],
    ['browse mode records browsed', { lessonStatus: 'not attempted', lessonMode: 'browse' }, 'browsed'],
    ['a browsed SCO is not passed by mastery', { lessonStatus: 'browsed', masteryScore: 10, scoreRaw: 90 }, 'browsed'],
    ['letter case and spaces of the SCO are read', { lessonStatus: ' Completed ' }, 'completed'],
  ] as const)('%s', (_name, given, expected) => {
    expect(lessonStatusOnFinish12({ ...base, ...given } as Finish12)).toBe(expected);
  });
});
