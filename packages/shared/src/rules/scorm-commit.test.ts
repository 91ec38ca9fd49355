import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CmiCommit, CmiInteraction } from './scorm-cmi';
import { applyScormCommit, type ScormCommitInput, type StoredScoRecord, sessionInteractions } from './scorm-commit';
import { SCO_STATUSES, type ScoStatus } from './scorm-status';

const stored = (values: Partial<StoredScoRecord> = {}): StoredScoRecord => ({
  status: 'NOT_ATTEMPTED',
  lessonStatus: null,
  completionStatus: null,
  successStatus: null,
  scoreRaw: null,
  scoreMin: null,
  scoreMax: null,
  scoreScaled: null,
  grade: null,
  extra: null,
  ...values,
});

const commit = (cmi: CmiCommit, values: Partial<ScormCommitInput> = {}): ScormCommitInput => ({
  cmi,
  terminated: false,
  masteryScore: null,
  stale: false,
  ...values,
});

describe('applyScormCommit: the status each version reports', () => {
  it.each<[string, '1.2' | '2004', CmiCommit, ScoStatus]>([
    ['1.2 passed', '1.2', { lessonStatus: 'passed' }, 'PASSED'],
    ['1.2 completed', '1.2', { lessonStatus: 'completed' }, 'COMPLETED'],
    ['1.2 failed', '1.2', { lessonStatus: 'failed' }, 'FAILED'],
    ['1.2 incomplete', '1.2', { lessonStatus: 'incomplete' }, 'INCOMPLETE'],
    ['1.2 browsed counts as incomplete', '1.2', { lessonStatus: 'browsed' }, 'INCOMPLETE'],
    ['1.2 nothing reported yet: the SCO ran', '1.2', { location: 'p2' }, 'IN_PROGRESS'],
    ['1.2 ignores the 2004 values', '1.2', { completionStatus: 'completed', successStatus: 'passed' }, 'IN_PROGRESS'],
    ['2004 success decides first', '2004', { completionStatus: 'incomplete', successStatus: 'passed' }, 'PASSED'],
    ['2004 failed', '2004', { completionStatus: 'completed', successStatus: 'failed' }, 'FAILED'],
    [
      '2004 completed, success unknown',
      '2004',
      { completionStatus: 'completed', successStatus: 'unknown' },
      'COMPLETED',
    ],
    ['2004 incomplete', '2004', { completionStatus: 'incomplete' }, 'INCOMPLETE'],
    ['2004 ignores the 1.2 value', '2004', { lessonStatus: 'passed' }, 'IN_PROGRESS'],
  ])('%s', (_name, version, cmi, expected) => {
    expect(applyScormCommit(version, stored(), commit(cmi)).status).toBe(expected);
  });

  it('keeps the stored 2004 values a commit leaves out', () => {
    const change = applyScormCommit(
      '2004',
      stored({ completionStatus: 'completed', successStatus: 'passed' }),
      commit({}),
    );
    expect(change).toMatchObject({ completionStatus: 'completed', successStatus: 'passed', status: 'PASSED' });
  });

  it('clears the other version’s status columns', () => {
    expect(applyScormCommit('1.2', stored({ completionStatus: 'completed' }), commit({}))).toMatchObject({
      completionStatus: null,
      successStatus: null,
    });
  });
});

describe('applyScormCommit: SCORM 1.2 at LMSFinish', () => {
  it.each<[string, CmiCommit, number | null, string, ScoStatus]>([
    ['no status set: completed', {}, null, 'completed', 'COMPLETED'],
    ['mastery reached: passed', { scoreRaw: 80 }, 70, 'passed', 'PASSED'],
    ['mastery missed: failed', { scoreRaw: 60, lessonStatus: 'completed' }, 70, 'failed', 'FAILED'],
    ['incomplete stays incomplete', { lessonStatus: 'incomplete', scoreRaw: 90 }, 70, 'incomplete', 'INCOMPLETE'],
    ['no mastery score: the reported status stays', { lessonStatus: 'failed', scoreRaw: 90 }, null, 'failed', 'FAILED'],
  ])('%s', (_name, cmi, masteryScore, lessonStatus, status) => {
    expect(applyScormCommit('1.2', stored(), commit(cmi, { terminated: true, masteryScore }))).toMatchObject({
      lessonStatus,
      status,
    });
  });

  it('decides with the stored raw score when the finishing commit sends none', () => {
    const change = applyScormCommit(
      '1.2',
      stored({ scoreRaw: 90 }),
      commit({}, { terminated: true, masteryScore: 70 }),
    );
    expect(change).toMatchObject({ lessonStatus: 'passed', status: 'PASSED' });
  });

  it('leaves an unset status alone before the finish', () => {
    expect(applyScormCommit('1.2', stored(), commit({ scoreRaw: 90 }, { masteryScore: 70 })).lessonStatus).toBeNull();
  });
});

describe('applyScormCommit: scores, grade and data', () => {
  it.each<[string, '1.2' | '2004', Partial<StoredScoRecord>, CmiCommit, number | null]>([
    ['raw within min and max', '1.2', {}, { scoreRaw: 15, scoreMin: 10, scoreMax: 20 }, 50],
    ['raw against 0..100 by default', '1.2', {}, { scoreRaw: 73 }, 73],
    ['2004 scaled counts first', '2004', {}, { scoreRaw: 10, scoreScaled: 0.9 }, 90],
    ['1.2 has no scaled score', '1.2', {}, { scoreRaw: 40, scoreScaled: 0.9 }, 40],
    ['no score keeps the stored grade', '2004', { grade: 64 }, { location: 'x' }, 64],
  ])('%s', (_name, version, before, cmi, grade) => {
    expect(applyScormCommit(version, stored(before), commit(cmi)).grade).toBe(grade);
  });

  it('writes only the run-time data the commit sends', () => {
    const change = applyScormCommit('2004', stored(), commit({ location: 'page-3', exit: 'suspend' }));
    expect(change).toMatchObject({ location: 'page-3', exitMode: 'suspend' });
    expect(change).not.toHaveProperty('suspendData');
    expect(change).not.toHaveProperty('objectives');
    expect(change).not.toHaveProperty('progressMeasure');
  });

  it('keeps 2004 interactions on the SCO enrollment and 1.2 interactions on the session', () => {
    const interactions: CmiInteraction[] = [
      {
        id: 'q1',
        type: 'choice',
        objectiveIds: [],
        timestamp: '',
        correctResponses: ['a'],
        weighting: '1',
        learnerResponse: 'a',
        result: 'correct',
        latency: '',
        description: '',
      },
    ];
    expect(applyScormCommit('2004', stored(), commit({ interactions })).interactions).toBe(
      JSON.stringify(interactions),
    );
    expect(applyScormCommit('1.2', stored(), commit({ interactions }))).not.toHaveProperty('interactions');
    expect(sessionInteractions('1.2', { interactions })).toEqual({ interactions: JSON.stringify(interactions) });
    expect(sessionInteractions('2004', { interactions })).toEqual({});
  });

  it('merges the kept CMI values into the stored ones', () => {
    const change = applyScormCommit(
      '2004',
      stored({ extra: JSON.stringify({ comments: 'antes', preferences: { language: 'pt' } }) }),
      commit({ extra: { comments: 'depois' } }),
    );
    expect(JSON.parse(change.extra as string)).toEqual({ comments: 'depois', preferences: { language: 'pt' } });
  });
});

describe('applyScormCommit: a stale commit (made before newer data)', () => {
  it('only raises the status label', () => {
    const change = applyScormCommit(
      '1.2',
      stored({ status: 'INCOMPLETE' }),
      commit({ lessonStatus: 'completed', location: 'old', scoreRaw: 10 }, { stale: true }),
    );
    expect(change).toEqual({ status: 'COMPLETED' });
  });

  it('never turns one finished label into another', () => {
    const change = applyScormCommit(
      '2004',
      stored({ status: 'COMPLETED' }),
      commit({ successStatus: 'failed' }, { stale: true }),
    );
    expect(change).toEqual({ status: 'COMPLETED' });
  });
});

describe('applyScormCommit: properties', () => {
  const cmiStatus = fc.record(
    {
      lessonStatus: fc.constantFrom('passed', 'completed', 'failed', 'incomplete', 'browsed', 'not attempted', ''),
      completionStatus: fc.constantFrom('completed', 'incomplete', 'not attempted', 'unknown', ''),
      successStatus: fc.constantFrom('passed', 'failed', 'unknown', ''),
    },
    { requiredKeys: [] },
  );

  it('never moves a SCO back from a finished status to an unfinished one', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('1.2' as const, '2004' as const),
        fc.constantFrom(...SCO_STATUSES),
        cmiStatus,
        fc.boolean(),
        fc.boolean(),
        (version, status, cmi, terminated, stale) => {
          const next = applyScormCommit(version, stored({ status }), commit(cmi, { terminated, stale })).status;
          const finished = (value: ScoStatus) => value === 'COMPLETED' || value === 'PASSED' || value === 'FAILED';
          if (finished(status)) expect(finished(next)).toBe(true);
          if (status === 'PASSED') expect(next).toBe('PASSED');
        },
      ),
    );
  });
});
