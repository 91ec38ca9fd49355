import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SURVEY_COMMENT_MAX_LENGTH } from '../constants';
import { submitBlock } from './evaluation-flow';
import {
  type AnswerKey,
  type AnswerValue,
  correlateNumber,
  EMPTY_ANSWER,
  gradeAttempt,
  isAnswerComplete,
  isAnswerCorrect,
  isAnswerPending,
  normalizeAnswer,
  type QuestionShape,
  type QuestionType,
  SCORED_QUESTION_TYPES,
} from './evaluation-grading';

const question = (questionType: QuestionType, extra: Partial<QuestionShape> = {}): QuestionShape => ({
  questionType,
  mandatory: true,
  optionIds: [11, 12, 13],
  optionAnswerIds: [21, 22, 23],
  scaleIds: [31, 32, 33, 34, 35],
  ...extra,
});
const answer = (answerData: AnswerValue['answerData'], answerText: string | null = null): AnswerValue => ({
  answerData,
  answerText,
});
const options = (...ids: number[]) => answer(ids.map((idQuestionOption) => ({ idQuestionOption })));
const matches = (...pairs: Array<[number, number]>) =>
  answer(pairs.map(([idQuestionOptionAnswer, idQuestionOption]) => ({ idQuestionOptionAnswer, idQuestionOption })));
const key = (correctOptionIds: number[], correctMatches: AnswerKey['correctMatches'] = []): AnswerKey => ({
  correctOptionIds,
  correctMatches,
});
const correlateKey = key(
  [],
  [
    { idQuestionOptionAnswer: 21, idQuestionOption: 12 },
    { idQuestionOptionAnswer: 22, idQuestionOption: 13 },
    { idQuestionOptionAnswer: 23, idQuestionOption: 11 },
  ],
);

describe('normalizeAnswer', () => {
  it('keeps one option for single choices and refuses two (spec 3, 5: single option keeps one answer)', () => {
    expect(normalizeAnswer(question('SINGLE_OPTION'), options(12))).toEqual({ ok: true, value: options(12) });
    expect(normalizeAnswer(question('TRUE_OR_FALSE'), options(11, 12)).ok).toBe(false);
    expect(normalizeAnswer(question('SINGLE_OPTION_COMMENT'), options(11, 13)).ok).toBe(false);
  });

  it('keeps several options for MULTI_OPTION, in the question order, without repeats', () => {
    expect(normalizeAnswer(question('MULTI_OPTION'), options(13, 11, 13))).toEqual({
      ok: true,
      value: options(11, 13),
    });
  });

  it('refuses an option of another question', () => {
    expect(normalizeAnswer(question('SINGLE_OPTION'), options(99))).toMatchObject({ ok: false });
    expect(normalizeAnswer(question('CORRELATE'), matches([21, 99]))).toMatchObject({ ok: false });
    expect(normalizeAnswer(question('LIKERT_SCALE'), answer([{ idQuestionScale: 11 }]))).toMatchObject({ ok: false });
  });

  it('keeps CORRELATE pairs in item order and refuses two numbers for one item', () => {
    expect(normalizeAnswer(question('CORRELATE'), matches([23, 11], [21, 12]))).toEqual({
      ok: true,
      value: matches([21, 12], [23, 11]),
    });
    expect(normalizeAnswer(question('CORRELATE'), matches([21, 12], [21, 13])).ok).toBe(false);
  });

  it('drops an emptied CORRELATE number (the input may be empty)', () => {
    const result = normalizeAnswer(
      question('CORRELATE'),
      answer([{ idQuestionOptionAnswer: 21 }, { idQuestionOptionAnswer: 22, idQuestionOption: 11 }]),
    );
    expect(result).toEqual({ ok: true, value: matches([22, 11]) });
  });

  it('keeps text only for comment types, blank text as null, and refuses more than 4000 characters', () => {
    expect(normalizeAnswer(question('SINGLE_OPTION'), answer([{ idQuestionOption: 11 }], 'oi'))).toEqual({
      ok: true,
      value: options(11),
    });
    expect(normalizeAnswer(question('COMMENT'), answer([], '   '))).toEqual({ ok: true, value: EMPTY_ANSWER });
    expect(normalizeAnswer(question('COMMENT'), answer([], 'a'.repeat(SURVEY_COMMENT_MAX_LENGTH))).ok).toBe(true);
    expect(normalizeAnswer(question('COMMENT'), answer([], 'a'.repeat(SURVEY_COMMENT_MAX_LENGTH + 1)))).toEqual({
      ok: false,
      reason: 'O comentário pode ter no máximo 4000 caracteres.',
    });
  });

  it('holds a comment to its question’s own limit, never above the spec’s 4000', () => {
    const limited = { ...question('SINGLE_OPTION_COMMENT'), commentLimit: 10 };
    expect(normalizeAnswer(limited, answer([{ idQuestionOption: 11 }], 'a'.repeat(10))).ok).toBe(true);
    expect(normalizeAnswer(limited, answer([{ idQuestionOption: 11 }], 'a'.repeat(11)))).toEqual({
      ok: false,
      reason: 'O comentário pode ter no máximo 10 caracteres.',
    });
    const above = { ...question('COMMENT'), commentLimit: SURVEY_COMMENT_MAX_LENGTH + 500 };
    expect(normalizeAnswer(above, answer([], 'a'.repeat(SURVEY_COMMENT_MAX_LENGTH + 1))).ok).toBe(false);
  });

  it('rates each MULTI_LIKERT_SCALE item once', () => {
    const rated = answer([
      { idQuestionOption: 12, idQuestionScale: 35 },
      { idQuestionOption: 11, idQuestionScale: 31 },
    ]);
    expect(normalizeAnswer(question('MULTI_LIKERT_SCALE'), rated)).toEqual({
      ok: true,
      value: answer([
        { idQuestionOption: 11, idQuestionScale: 31 },
        { idQuestionOption: 12, idQuestionScale: 35 },
      ]),
    });
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(arbitraryQuestionType(), arbitraryRawAnswer(), (type, raw) => {
        const q = question(type);
        const first = normalizeAnswer(q, raw);
        if (first.ok) expect(normalizeAnswer(q, first.value)).toEqual(first);
      }),
    );
  });
});

describe('isAnswerComplete (answerStatus)', () => {
  it.each<[QuestionType, AnswerValue, boolean]>([
    ['SINGLE_OPTION', options(11), true],
    ['SINGLE_OPTION', EMPTY_ANSWER, false],
    ['TRUE_OR_FALSE', options(12), true],
    ['MULTI_OPTION', options(11, 12), true],
    ['MULTI_OPTION', EMPTY_ANSWER, false],
    ['CORRELATE', matches([21, 12], [22, 13], [23, 11]), true],
    ['CORRELATE', matches([21, 12], [22, 13]), false],
    ['LIKERT_SCALE', answer([{ idQuestionScale: 33 }]), true],
    ['LIKERT_SCALE', EMPTY_ANSWER, false],
    [
      'MULTI_LIKERT_SCALE',
      answer([
        { idQuestionOption: 11, idQuestionScale: 31 },
        { idQuestionOption: 12, idQuestionScale: 31 },
        { idQuestionOption: 13, idQuestionScale: 35 },
      ]),
      true,
    ],
    ['MULTI_LIKERT_SCALE', answer([{ idQuestionOption: 11, idQuestionScale: 31 }]), false],
    ['SINGLE_OPTION_COMMENT', options(13), true],
    ['SINGLE_OPTION_COMMENT', answer([], 'só o comentário'), false],
    ['COMMENT', answer([], 'Gostei muito.'), true],
    ['COMMENT', answer([], ''), false],
  ])('%s %j -> %s', (type, value, complete) => {
    expect(isAnswerComplete(question(type), value)).toBe(complete);
  });

  it('CORRELATE needs as many answers as options (spec 3, 5)', () => {
    const twoOptions = question('CORRELATE', { optionIds: [11, 12], optionAnswerIds: [21, 22] });
    expect(isAnswerComplete(twoOptions, matches([21, 11]))).toBe(false);
    expect(isAnswerComplete(twoOptions, matches([21, 11], [22, 11]))).toBe(true);
  });

  it('an optional survey question never blocks submission; a mandatory one does until answered', () => {
    expect(isAnswerPending(question('COMMENT', { mandatory: false }), EMPTY_ANSWER)).toBe(false);
    expect(isAnswerPending(question('COMMENT'), EMPTY_ANSWER)).toBe(true);
    expect(isAnswerPending(question('COMMENT'), answer([], 'ok'))).toBe(false);
  });
});

describe('isAnswerCorrect', () => {
  it.each<[QuestionType, AnswerKey, AnswerValue, boolean | null]>([
    ['SINGLE_OPTION', key([12]), options(12), true],
    ['SINGLE_OPTION', key([12]), options(11), false],
    ['SINGLE_OPTION', key([12]), EMPTY_ANSWER, false],
    ['TRUE_OR_FALSE', key([11]), options(11), true],
    ['TRUE_OR_FALSE', key([11]), options(12), false],
    ['MULTI_OPTION', key([11, 13]), options(11, 13), true],
    ['MULTI_OPTION', key([11, 13]), options(11), false],
    ['MULTI_OPTION', key([11, 13]), options(11, 12, 13), false],
    ['CORRELATE', correlateKey, matches([21, 12], [22, 13], [23, 11]), true],
    ['CORRELATE', correlateKey, matches([21, 12], [22, 11], [23, 13]), false],
    ['CORRELATE', correlateKey, matches([21, 12], [22, 13]), false],
    ['LIKERT_SCALE', key([]), answer([{ idQuestionScale: 31 }]), null],
    ['MULTI_LIKERT_SCALE', key([]), answer([{ idQuestionOption: 11, idQuestionScale: 31 }]), null],
    ['SINGLE_OPTION_COMMENT', key([11]), options(11), null],
    ['COMMENT', key([]), answer([], 'texto'), null],
  ])('%s: key %j, answer %j -> %s', (type, answerKey, value, correct) => {
    expect(isAnswerCorrect(question(type), answerKey, value)).toBe(correct);
  });

  it('MULTI_OPTION is all or nothing: no credit for half of the correct options', () => {
    const result = gradeAttempt([{ question: question('MULTI_OPTION'), key: key([11, 13]), value: options(11) }]);
    expect(result.grade).toBe(0);
  });

  it('a single choice is right when it is any of the right options of the question', () => {
    expect(isAnswerCorrect(question('SINGLE_OPTION'), key([11, 13]), options(13))).toBe(true);
    expect(isAnswerCorrect(question('SINGLE_OPTION'), key([11, 13]), options(12))).toBe(false);
  });

  it('CORRELATE with more items than options needs a number on every item', () => {
    const q = question('CORRELATE', { optionIds: [11, 12], optionAnswerIds: [21, 22, 23] });
    expect(isAnswerComplete(q, matches([21, 11], [22, 12]))).toBe(false);
    expect(isAnswerComplete(q, matches([21, 11], [22, 12], [23, 12]))).toBe(true);
  });

  it('a scored question without a right answer configured can never be right', () => {
    expect(isAnswerCorrect(question('SINGLE_OPTION'), key([]), options(11))).toBe(false);
    expect(isAnswerCorrect(question('CORRELATE'), key([]), EMPTY_ANSWER)).toBe(false);
  });
});

describe('gradeAttempt', () => {
  it('grades the rounded share of right scored questions and ignores survey questions', () => {
    const result = gradeAttempt([
      { question: question('SINGLE_OPTION'), key: key([11]), value: options(11) },
      { question: question('TRUE_OR_FALSE'), key: key([12]), value: options(11) },
      { question: question('MULTI_OPTION'), key: key([11, 12]), value: options(11, 12) },
      { question: question('COMMENT'), key: key([]), value: answer([], 'ok') },
    ]);
    expect(result).toEqual({ grade: 67, correct: 2, scored: 3, results: [true, false, true, null] });
  });

  it('has no grade when nothing is scored (a survey)', () => {
    expect(gradeAttempt([{ question: question('LIKERT_SCALE'), key: key([]), value: EMPTY_ANSWER }]).grade).toBeNull();
  });

  it('a fully correct attempt scores 100', () => {
    fc.assert(
      fc.property(fc.array(arbitraryScoredItem(), { minLength: 1, maxLength: 12 }), (items) => {
        const graded = gradeAttempt(items.map(({ q, k }) => ({ question: q, key: k, value: answerFromKey(q, k) })));
        expect(graded.grade).toBe(100);
      }),
    );
  });

  it('a blank attempt is refused before grading, and would score 0', () => {
    fc.assert(
      fc.property(fc.array(arbitraryScoredItem(), { minLength: 1, maxLength: 12 }), (items) => {
        const pending = items.map(({ q }) => isAnswerPending(q, EMPTY_ANSWER));
        expect(submitBlock(pending)).not.toBeNull();
        expect(gradeAttempt(items.map(({ q, k }) => ({ question: q, key: k, value: EMPTY_ANSWER }))).grade).toBe(0);
      }),
    );
  });

  it('the grade stays within 0..100', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(arbitraryScoredItem(), fc.boolean()), { maxLength: 12 }), (items) => {
        const graded = gradeAttempt(
          items.map(([{ q, k }, right]) => ({
            question: q,
            key: k,
            value: right ? answerFromKey(q, k) : EMPTY_ANSWER,
          })),
        );
        if (graded.scored === 0) expect(graded.grade).toBeNull();
        else expect(graded.grade).toBeGreaterThanOrEqual(0);
        expect(graded.grade ?? 0).toBeLessThanOrEqual(100);
      }),
    );
  });

  it('is monotonic: answering one more question right never lowers the grade', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(arbitraryScoredItem(), fc.boolean()), { minLength: 1, maxLength: 12 }),
        fc.nat(),
        (items, pick) => {
          const index = pick % items.length;
          const grade = (flipped: boolean) =>
            gradeAttempt(
              items.map(([{ q, k }, right], i) => ({
                question: q,
                key: k,
                value: right || (flipped && i === index) ? answerFromKey(q, k) : EMPTY_ANSWER,
              })),
            ).grade ?? 0;
          expect(grade(true)).toBeGreaterThanOrEqual(grade(false));
        },
      ),
    );
  });

  it('the right answer of every scored question is a complete, valid answer', () => {
    fc.assert(
      fc.property(arbitraryScoredItem(), ({ q, k }) => {
        const value = answerFromKey(q, k);
        expect(normalizeAnswer(q, value)).toEqual({ ok: true, value });
        expect(isAnswerComplete(q, value)).toBe(true);
        expect(isAnswerCorrect(q, k, value)).toBe(true);
      }),
    );
  });
});

/** A scored question with a consistent key: ids unique per question. */
function arbitraryScoredItem() {
  return fc
    .record({
      type: fc.constantFrom(...SCORED_QUESTION_TYPES),
      count: fc.integer({ min: 2, max: 6 }),
      seed: fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }),
      pick: fc.nat(),
      permutation: fc.array(fc.nat(), { minLength: 6, maxLength: 6 }),
    })
    .map(({ type, count, seed, pick, permutation }) => {
      const n = type === 'TRUE_OR_FALSE' ? 2 : count;
      const optionIds = Array.from({ length: n }, (_, i) => 100 + i);
      const optionAnswerIds = type === 'CORRELATE' ? Array.from({ length: n }, (_, i) => 200 + i) : [];
      const q: QuestionShape = { questionType: type, mandatory: true, optionIds, optionAnswerIds, scaleIds: [] };
      let k: AnswerKey;
      if (type === 'MULTI_OPTION') {
        const chosen = optionIds.filter((_, i) => seed[i]);
        k = key(chosen.length > 0 ? chosen : [optionIds[pick % n] as number]);
      } else if (type === 'CORRELATE') {
        k = key(
          [],
          optionAnswerIds.map((idQuestionOptionAnswer, i) => ({
            idQuestionOptionAnswer,
            idQuestionOption: optionIds[((permutation[i] ?? 0) + i) % n] as number,
          })),
        );
      } else {
        k = key([optionIds[pick % n] as number]);
      }
      return { q, k };
    });
}

function answerFromKey(q: QuestionShape, k: AnswerKey): AnswerValue {
  if (q.questionType === 'CORRELATE') {
    return matches(...k.correctMatches.map((m): [number, number] => [m.idQuestionOptionAnswer, m.idQuestionOption]));
  }
  return options(...q.optionIds.filter((id) => k.correctOptionIds.includes(id)));
}

function arbitraryQuestionType() {
  return fc.constantFrom<QuestionType>(
    'SINGLE_OPTION',
    'TRUE_OR_FALSE',
    'MULTI_OPTION',
    'CORRELATE',
    'LIKERT_SCALE',
    'MULTI_LIKERT_SCALE',
    'SINGLE_OPTION_COMMENT',
    'COMMENT',
  );
}

function arbitraryRawAnswer() {
  const id = fc.constantFrom(11, 12, 13, 21, 22, 23, 31, 32, 33, 34, 35, 99);
  return fc.record({
    answerData: fc.array(
      fc.record({ idQuestionOption: id, idQuestionOptionAnswer: id, idQuestionScale: id }, { requiredKeys: [] }),
      { maxLength: 6 },
    ),
    answerText: fc.option(fc.string({ maxLength: 20 }), { nil: null }),
  });
}

describe('correlateNumber', () => {
  it.each([
    ['', 3, null],
    ['  ', 3, null],
    ['1', 3, 1],
    ['3', 3, 3],
    ['0', 3, 'invalid'],
    ['4', 3, 'invalid'],
    ['-1', 3, 'invalid'],
    ['2a', 3, 'invalid'],
    ['1.5', 3, 'invalid'],
  ] as const)('reads %j with %i options as %j', (text, count, expected) => {
    expect(correlateNumber(text, count)).toBe(expected);
  });

  it('accepts exactly the numbers 1..count', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 60 }), fc.integer({ min: 1, max: 50 }), (number, count) => {
        const read = correlateNumber(String(number), count);
        expect(read === 'invalid').toBe(number < 1 || number > count);
      }),
    );
  });
});
