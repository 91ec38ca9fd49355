import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canGoNext,
  canRetry,
  type EvaluationType,
  evaluationProgress,
  gaugeAngle,
  isPassed,
  preTestGate,
  questionnaireTypeOf,
  remainingTries,
  resultKind,
  resumeIndex,
  screenState,
  standingAttempt,
  submitBlock,
  submitBlockMessage,
} from './evaluation-flow';

describe('screenState (spec 3, 4.8)', () => {
  it.each([
    [null, 'INTRODUCTION'],
    [{ finishDate: null, answered: [false, false] }, 'INTRODUCTION'],
    [{ finishDate: null, answered: [true, false] }, 'PLAYER'],
    [{ finishDate: '2026-11-21T12:00:00.000Z', answered: [true, true] }, 'FEEDBACK'],
    [{ finishDate: '2026-11-21T12:00:00.000Z', answered: [false] }, 'FEEDBACK'],
  ] as const)('%j -> %s', (questionnaire, state) => {
    expect(screenState(questionnaire)).toBe(state);
  });
});

describe('resumeIndex: the player resumes at the question after the last answered', () => {
  it.each([
    [[], 0],
    [[false, false, false], 0],
    [[true, false, false], 1],
    [[true, true, false], 2],
    [[true, false, true, false], 3],
    [[true, true, true], 2],
  ])('%j -> %i', (answered, index) => {
    expect(resumeIndex(answered)).toBe(index);
  });

  it('always points at an existing question', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 1 }), (answered) => {
        const index = resumeIndex(answered);
        expect(index).toBeGreaterThanOrEqual(0);
        expect(index).toBeLessThan(answered.length);
      }),
    );
  });
});

describe('submitBlock and its messages (spec 3, 5)', () => {
  it('nothing answered in a longer evaluation: answer all questions', () => {
    const block = submitBlock([true, true, true]);
    expect(block).toEqual({ kind: 'ALL', numbers: [1, 2, 3] });
    expect(submitBlockMessage(block!)).toBe('É necessário responder todas as questões para enviar a avaliação.');
  });

  it('a one-question evaluation not answered: answer the question', () => {
    expect(submitBlockMessage(submitBlock([true])!)).toBe('É necessário responder a questão para enviar a avaliação.');
  });

  it('several questions missing are listed as questão N', () => {
    const block = submitBlock([false, true, false, true]);
    expect(block).toEqual({ kind: 'SEVERAL', numbers: [2, 4] });
    expect(submitBlockMessage(block!)).toBe('Faltam responder as seguintes questões: questão 2, questão 4');
  });

  it('one question missing is named', () => {
    expect(submitBlockMessage(submitBlock([false, false, true])!)).toBe(
      'Falta responder a seguinte questão. questão 3',
    );
  });

  it('nothing blocks when every question is answered', () => {
    expect(submitBlock([false, false])).toBeNull();
    expect(submitBlock([])).toBeNull();
  });

  it('lists exactly the pending questions', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { maxLength: 30 }), (pending) => {
        const block = submitBlock(pending);
        const expected = pending.flatMap((p, i) => (p ? [i + 1] : []));
        if (expected.length === 0) expect(block).toBeNull();
        else expect(block?.numbers).toEqual(expected);
      }),
    );
  });
});

describe('canGoNext (lockNavigation)', () => {
  it.each([
    [{ lockNavigation: false, currentAnswered: false, isLast: false }, true],
    [{ lockNavigation: true, currentAnswered: false, isLast: false }, false],
    [{ lockNavigation: true, currentAnswered: true, isLast: false }, true],
    [{ lockNavigation: false, currentAnswered: true, isLast: true }, false],
  ])('%j -> %s', (input, allowed) => {
    expect(canGoNext(input)).toBe(allowed);
  });
});

describe('isPassed: grade >= mastery score', () => {
  it.each([
    [70, 70, true],
    [69, 70, false],
    [100, null, true],
    [0, null, true],
    [null, 50, false],
  ])('grade %s, mastery %s -> %s', (grade, mastery, passed) => {
    expect(isPassed(grade, mastery)).toBe(passed);
  });
});

describe('tries and retries (spec 3, 4.8)', () => {
  const base = { evaluationType: 'KNOWLEDGE' as EvaluationType, lockAfterApproval: false, passed: false };

  it.each([
    [{ ...base, maxTries: 3, attempts: 1 }, 2, true],
    [{ ...base, maxTries: 3, attempts: 3 }, 0, false],
    [{ ...base, maxTries: 3, attempts: 5 }, 0, false],
    [{ ...base, maxTries: null, attempts: 9 }, null, true],
    [{ ...base, maxTries: 0, attempts: 9 }, null, true],
    [{ ...base, maxTries: 3, attempts: 1, lockAfterApproval: true, passed: true }, 0, false],
    [{ ...base, maxTries: 3, attempts: 1, lockAfterApproval: false, passed: true }, 2, true],
    [{ ...base, maxTries: null, attempts: 1, lockAfterApproval: true, passed: true }, 0, false],
    [{ ...base, evaluationType: 'PRE_TEST' as EvaluationType, maxTries: 5, attempts: 0 }, 1, true],
    [{ ...base, evaluationType: 'PRE_TEST' as EvaluationType, maxTries: 5, attempts: 1 }, 0, false],
  ])('%j -> %s remaining, retry %s', (input, remaining, retry) => {
    expect(remainingTries(input)).toBe(remaining);
    expect(canRetry(input)).toBe(retry);
  });
});

describe('resultKind', () => {
  it('PRE_TEST shows Aproveitamento whatever the grade; others pass or fail', () => {
    expect(resultKind('PRE_TEST', false)).toBe('SCORE');
    expect(resultKind('PRE_TEST', true)).toBe('SCORE');
    expect(resultKind('KNOWLEDGE', true)).toBe('PASSED');
    expect(resultKind('KNOWLEDGE', false)).toBe('FAILED');
  });
});

describe('evaluationProgress (spec 3, 4.8: derived progress per type)', () => {
  const started = { finishDate: null, grade: null };
  const finished = (grade: number | null) => ({ finishDate: '2026-11-21T12:00:00.000Z', grade });
  it.each([
    ['REACTION', null, null, 'NOT_ATTEMPTED', 0],
    ['REACTION', started, null, 'IN_PROGRESS', 50],
    ['REACTION', finished(null), null, 'COMPLETED', 100],
    ['KNOWLEDGE', null, 70, 'NOT_ATTEMPTED', 0],
    ['KNOWLEDGE', started, 70, 'IN_PROGRESS', 50],
    ['KNOWLEDGE', finished(80), 70, 'PASSED', 100],
    ['KNOWLEDGE', finished(70), 70, 'PASSED', 100],
    ['KNOWLEDGE', finished(40), 70, 'FAILED', 100],
    ['KNOWLEDGE', finished(null), 70, 'FAILED', 100],
    ['PRE_TEST', finished(10), null, 'COMPLETED', 100],
  ] as const)('%s %j mastery %s -> %s %i', (type, questionnaire, mastery, status, progress) => {
    expect(evaluationProgress(type, questionnaire, mastery)).toEqual({ status, progress });
  });
});

describe('standingAttempt', () => {
  const a = (startDate: string, finishDate: string | null, grade: number | null) => ({ startDate, finishDate, grade });
  it('prefers the best finished attempt, then the latest; an open one only when none is finished', () => {
    const first = a('2026-01-01', '2026-01-01', 40);
    const second = a('2026-01-02', '2026-01-02', 90);
    const open = a('2026-01-03', null, null);
    expect(standingAttempt([first, second, open])).toBe(second);
    expect(standingAttempt([open])).toBe(open);
    expect(standingAttempt([])).toBeNull();
    const third = a('2026-01-04', '2026-01-04', 90);
    expect(standingAttempt([first, second, third])).toBe(third);
  });
});

describe('gaugeAngle: grade * 180 / 100 - 45 (spec 3, 9)', () => {
  it.each([
    [0, -45],
    [50, 45],
    [100, 135],
    [null, -45],
    [150, 135],
    [-10, -45],
  ])('grade %s -> %s degrees', (grade, angle) => {
    expect(gaugeAngle(grade)).toBe(angle);
  });

  it('grows with the grade and stays within -45..135', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(gaugeAngle(low)).toBeLessThanOrEqual(gaugeAngle(high));
        expect(gaugeAngle(high)).toBeLessThanOrEqual(135);
        expect(gaugeAngle(low)).toBeGreaterThanOrEqual(-45);
      }),
    );
  });
});

describe('preTestGate (spec 3, 4.8)', () => {
  it('not started: Não iniciado at 0 with Iniciar pré-teste', () => {
    expect(preTestGate(null)).toEqual({ status: 'NOT_ATTEMPTED', progress: 0, action: 'START' });
  });
  it('started: Em andamento with Continuar pré-teste', () => {
    expect(preTestGate({ finishDate: null })).toEqual({ status: 'IN_PROGRESS', progress: 50, action: 'CONTINUE' });
  });
  it('finished: no gate', () => {
    expect(preTestGate({ finishDate: '2026-11-21T12:00:00.000Z' })).toBeNull();
  });
});

describe('questionnaireTypeOf', () => {
  it('a REACTION evaluation is answered as a survey', () => {
    expect(questionnaireTypeOf('REACTION')).toBe('SURVEY');
    expect(questionnaireTypeOf('KNOWLEDGE')).toBe('EVALUATION');
    expect(questionnaireTypeOf('PRE_TEST')).toBe('EVALUATION');
  });
});
