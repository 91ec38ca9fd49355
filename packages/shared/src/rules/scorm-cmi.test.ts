import { describe, expect, it } from 'vitest';
import { cmiToCommit, commitChanges, type RestoreState, restoreCmi, scorm12LearnerName } from './scorm-cmi';

const base: RestoreState = {
  learnerId: '7',
  learnerName: 'Souza, Maria',
  entry: 'resume',
  restoreData: true,
  lessonStatus: 'incomplete',
  completionStatus: 'incomplete',
  successStatus: 'unknown',
  scoreRaw: 40,
  scoreMin: 0,
  scoreMax: 100,
  scoreScaled: 0.4,
  progressMeasure: 0.5,
  location: 'p3',
  suspendData: '{"a":1}',
  totalTimeSeconds: 3725,
  launchData: 'modo=1',
  masteryScore: 70,
  scaledPassingScore: 0.6,
  completionThreshold: 0.8,
  maxTimeAllowed: null,
  timeLimitAction: null,
  interactions: [],
  objectives: [],
  objectiveIds: ['obj_1'],
  extra: { comments: 'anotação', preferences: { language: 'pt' } },
};

describe('restoring run-time data', () => {
  it('gives SCORM 1.2 its core elements, total time as a timespan and the mastery score', () => {
    expect(restoreCmi('1.2', base)).toMatchObject({
      core: {
        student_id: '7',
        student_name: 'Souza, Maria',
        entry: 'resume',
        lesson_status: 'incomplete',
        lesson_location: 'p3',
        total_time: '0001:02:05',
        score: { raw: '40', min: '0', max: '100' },
      },
      suspend_data: '{"a":1}',
      launch_data: 'modo=1',
      comments: 'anotação',
      student_data: { mastery_score: '70' },
      student_preference: { language: 'pt' },
    });
  });

  it('gives SCORM 2004 its elements, total time as a duration, passing score and threshold', () => {
    expect(restoreCmi('2004', base)).toMatchObject({
      learner_id: '7',
      entry: 'resume',
      completion_status: 'incomplete',
      success_status: 'unknown',
      location: 'p3',
      suspend_data: '{"a":1}',
      progress_measure: '0.5',
      score: { scaled: '0.4', raw: '40' },
      total_time: 'PT1H2M5S',
      scaled_passing_score: '0.6',
      completion_threshold: '0.8',
      time_limit_action: 'continue,no message',
    });
  });

  it('restores nothing the SCO wrote on a new attempt, and offers the declared objectives', () => {
    const fresh = restoreCmi('2004', { ...base, entry: 'ab-initio', restoreData: false });
    expect(fresh).toMatchObject({
      completion_status: 'unknown',
      location: '',
      suspend_data: '',
      total_time: 'PT0S',
      objectives: { '0': { id: 'obj_1', success_status: 'unknown', completion_status: 'unknown' } },
    });
    expect(fresh).not.toHaveProperty('learner_preference');
    const first12 = restoreCmi('1.2', { ...base, entry: 'ab-initio', restoreData: false, lessonStatus: null });
    expect(first12).toMatchObject({ core: { lesson_status: 'not attempted', lesson_location: '' }, suspend_data: '' });
  });
});

describe('commits from the run-time data', () => {
  it('reads SCORM 1.2 elements and its write-only interactions', () => {
    const commit = cmiToCommit('1.2', {
      core: {
        lesson_status: 'passed',
        lesson_location: '5',
        exit: '',
        session_time: '00:03:00',
        score: { raw: '85', min: '0', max: '100' },
      },
      suspend_data: 'abc',
      comments: '',
      student_preference: { audio: '', language: 'pt' },
      objectives: { '0': { id: 'o1', status: 'passed', score: { raw: '', min: '', max: '' } } },
      interactions: {
        '1': {
          id: 'q2',
          type: 'choice',
          student_response: 'a',
          result: 'wrong',
          time: '10:00:01',
          correct_responses: { '0': { pattern: 'c' } },
        },
        '0': { id: 'q1', type: 'choice', student_response: 'b', result: 'correct', time: '10:00:00', objectives: {} },
      },
    });
    expect(commit).toMatchObject({
      lessonStatus: 'passed',
      scoreRaw: 85,
      scoreMin: 0,
      scoreMax: 100,
      location: '5',
      suspendData: 'abc',
      exit: '',
      sessionTime: '00:03:00',
      objectives: [{ id: 'o1', status: 'passed', scoreRaw: null }],
      extra: { comments: '', preferences: { audio: '', language: 'pt' } },
    });
    expect(commit.interactions?.map((entry) => [entry.id, entry.learnerResponse, entry.correctResponses])).toEqual([
      ['q1', 'b', []],
      ['q2', 'a', ['c']],
    ]);
  });

  it('reads SCORM 2004 elements', () => {
    const commit = cmiToCommit('2004', {
      completion_status: 'completed',
      success_status: 'passed',
      score: { scaled: '0.9', raw: '9', min: '0', max: '10' },
      progress_measure: '1',
      location: 'fim',
      exit: 'normal',
      session_time: 'PT2M',
      comments_from_learner: { '0': { comment: 'ótimo', location: 'fim', timestamp: '2026-01-01T00:00:00' } },
      learner_preference: { audio_level: '1', language: '' },
    });
    expect(commit).toMatchObject({
      completionStatus: 'completed',
      successStatus: 'passed',
      scoreScaled: 0.9,
      scoreRaw: 9,
      progressMeasure: 1,
      location: 'fim',
      exit: 'normal',
      sessionTime: 'PT2M',
      interactions: [],
      extra: { commentsFromLearner: [{ comment: 'ótimo', location: 'fim', timestamp: '2026-01-01T00:00:00' }] },
    });
  });

  it('sends only what changed since the last acknowledged commit', () => {
    const previous = cmiToCommit('2004', { location: 'a', suspend_data: 'x', completion_status: 'incomplete' });
    const next = cmiToCommit('2004', { location: 'b', suspend_data: 'x', completion_status: 'incomplete' });
    expect(commitChanges(previous, next)).toEqual({ location: 'b' });
    expect(commitChanges(null, next)).toBe(next);
  });
});

describe('SCORM 1.2 learner names', () => {
  it.each([
    ['Maria Souza', 'Souza, Maria'],
    ['Ana Clara de Lima', 'Lima, Ana Clara de'],
    ['Madonna', 'Madonna'],
    ['  ', ''],
  ])('%s -> %s', (name, expected) => {
    expect(scorm12LearnerName(name)).toBe(expected);
  });
});
