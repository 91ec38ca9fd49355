import { SURVEY_COMMENT_MAX_LENGTH } from '../constants';

/**
 * Answers and grading of evaluations and surveys (spec 3, 3 "Answer" and 5 "Evaluation"): what a valid
 * answer of each question type is, when it counts as answered, and how a finished attempt is graded.
 * Pure: the server grades with it and the web shows pending questions with the same rules.
 */

/** The eight question types (spec 3, 3 "Answer"). */
export const QUESTION_TYPES = [
  'SINGLE_OPTION',
  'TRUE_OR_FALSE',
  'MULTI_OPTION',
  'CORRELATE',
  'LIKERT_SCALE',
  'MULTI_LIKERT_SCALE',
  'SINGLE_OPTION_COMMENT',
  'COMMENT',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** Types with a right answer; the others are opinions (surveys) and never count in a grade. */
export const SCORED_QUESTION_TYPES = ['SINGLE_OPTION', 'TRUE_OR_FALSE', 'MULTI_OPTION', 'CORRELATE'] as const;

export function isQuestionType(value: unknown): value is QuestionType {
  return typeof value === 'string' && (QUESTION_TYPES as readonly string[]).includes(value);
}

export function isScoredType(type: QuestionType): boolean {
  return (SCORED_QUESTION_TYPES as readonly string[]).includes(type);
}

/** Whether the type takes a free text (`answerText`). */
export function takesText(type: QuestionType): boolean {
  return type === 'COMMENT' || type === 'SINGLE_OPTION_COMMENT';
}

/** One entry of `answerData`: the chosen option, the option an item is matched to, or the chosen scale point. */
export type AnswerDataItem = {
  idQuestionOption?: number | undefined;
  idQuestionOptionAnswer?: number | undefined;
  idQuestionScale?: number | undefined;
};

/** What a member answers to one question. */
export type AnswerValue = { answerData: AnswerDataItem[]; answerText: string | null };

export const EMPTY_ANSWER: AnswerValue = { answerData: [], answerText: null };

/**
 * A question as both sides know it, without any correctness data: its type, whether it must be
 * answered, and the ids of its options (in order), of the items to match (CORRELATE) and of its scale.
 */
export type QuestionShape = {
  questionType: QuestionType;
  mandatory: boolean;
  optionIds: readonly number[];
  optionAnswerIds: readonly number[];
  scaleIds: readonly number[];
  /** A comment's most characters, set per question; the spec's 4000 when absent. */
  commentLimit?: number | null;
};

/** The right answer of a scored question; kept on the server until the attempt is finished. */
export type AnswerKey = {
  /** SINGLE_OPTION, TRUE_OR_FALSE, MULTI_OPTION: the options marked correct. */
  correctOptionIds: readonly number[];
  /** CORRELATE: for each item to match, the option it belongs to. */
  correctMatches: ReadonlyArray<{ idQuestionOptionAnswer: number; idQuestionOption: number }>;
};

export type NormalizedAnswer = { ok: true; value: AnswerValue } | { ok: false; reason: string };

/**
 * Checks an answer against its question and returns it in canonical form: only the entries the type
 * uses, ids that belong to the question, no repeats, in the question's order, and blank text as null.
 * A single-choice type with two options, an unknown id or an over-long comment is refused.
 */
export function normalizeAnswer(question: QuestionShape, input: AnswerValue): NormalizedAnswer {
  const options = new Set(question.optionIds);
  const optionAnswers = new Set(question.optionAnswerIds);
  const scales = new Set(question.scaleIds);
  const order = (ids: readonly number[]) => (id: number) => ids.indexOf(id);
  const text = takesText(question.questionType) ? normalizeText(input.answerText) : null;
  const limit = Math.min(question.commentLimit ?? SURVEY_COMMENT_MAX_LENGTH, SURVEY_COMMENT_MAX_LENGTH);
  if (text !== null && text.length > limit) {
    return { ok: false, reason: `O comentário pode ter no máximo ${limit} caracteres.` };
  }
  const data = input.answerData;

  switch (question.questionType) {
    case 'SINGLE_OPTION':
    case 'TRUE_OR_FALSE':
    case 'SINGLE_OPTION_COMMENT':
    case 'MULTI_OPTION': {
      const chosen = unique(data.map((item) => item.idQuestionOption).filter(isNumber));
      if (chosen.some((id) => !options.has(id))) return { ok: false, reason: 'Opção inválida para esta questão.' };
      if (question.questionType !== 'MULTI_OPTION' && chosen.length > 1) {
        return { ok: false, reason: 'Esta questão aceita uma única resposta.' };
      }
      const rank = order(question.optionIds);
      chosen.sort((a, b) => rank(a) - rank(b));
      return { ok: true, value: { answerData: chosen.map((id) => ({ idQuestionOption: id })), answerText: text } };
    }
    case 'CORRELATE': {
      const matches = new Map<number, number>();
      for (const item of data) {
        const { idQuestionOptionAnswer: matched, idQuestionOption: option } = item;
        if (!isNumber(matched) || !isNumber(option)) continue;
        if (!optionAnswers.has(matched) || !options.has(option)) {
          return { ok: false, reason: 'Associação inválida para esta questão.' };
        }
        if (matches.has(matched) && matches.get(matched) !== option) {
          return { ok: false, reason: 'Cada item aceita um único número.' };
        }
        matches.set(matched, option);
      }
      const rank = order(question.optionAnswerIds);
      const answerData = [...matches.entries()]
        .sort(([a], [b]) => rank(a) - rank(b))
        .map(([idQuestionOptionAnswer, idQuestionOption]) => ({ idQuestionOptionAnswer, idQuestionOption }));
      return { ok: true, value: { answerData, answerText: null } };
    }
    case 'LIKERT_SCALE': {
      const chosen = unique(data.map((item) => item.idQuestionScale).filter(isNumber));
      if (chosen.some((id) => !scales.has(id))) return { ok: false, reason: 'Opção inválida para esta questão.' };
      if (chosen.length > 1) return { ok: false, reason: 'Esta questão aceita uma única resposta.' };
      return { ok: true, value: { answerData: chosen.map((id) => ({ idQuestionScale: id })), answerText: null } };
    }
    case 'MULTI_LIKERT_SCALE': {
      const ratings = new Map<number, number>();
      for (const item of data) {
        const { idQuestionOption: option, idQuestionScale: scale } = item;
        if (!isNumber(option) || !isNumber(scale)) continue;
        if (!options.has(option) || !scales.has(scale))
          return { ok: false, reason: 'Opção inválida para esta questão.' };
        if (ratings.has(option) && ratings.get(option) !== scale) {
          return { ok: false, reason: 'Cada item aceita uma única resposta.' };
        }
        ratings.set(option, scale);
      }
      const rank = order(question.optionIds);
      const answerData = [...ratings.entries()]
        .sort(([a], [b]) => rank(a) - rank(b))
        .map(([idQuestionOption, idQuestionScale]) => ({ idQuestionOption, idQuestionScale }));
      return { ok: true, value: { answerData, answerText: null } };
    }
    case 'COMMENT':
      return { ok: true, value: { answerData: [], answerText: text } };
  }
}

/**
 * Whether a (normalized) answer counts as given (`answerStatus`): one option for single choices, at
 * least one for MULTI_OPTION, a number for every item of CORRELATE (and, spec 3, 5, as many answers
 * as options), a scale point for LIKERT_SCALE and for every item of MULTI_LIKERT_SCALE, text for COMMENT.
 * SINGLE_OPTION_COMMENT needs its option; its comment is optional.
 */
export function isAnswerComplete(question: QuestionShape, value: AnswerValue): boolean {
  const data = value.answerData;
  switch (question.questionType) {
    case 'SINGLE_OPTION':
    case 'TRUE_OR_FALSE':
    case 'SINGLE_OPTION_COMMENT':
      return data.filter((item) => isNumber(item.idQuestionOption)).length === 1;
    case 'MULTI_OPTION':
      return data.some((item) => isNumber(item.idQuestionOption));
    case 'CORRELATE': {
      const numbered = new Set(
        data
          .filter((item) => isNumber(item.idQuestionOption))
          .map((item) => item.idQuestionOptionAnswer)
          .filter(isNumber),
      );
      // Every item carries a number, and there are at least as many numbers as options.
      const needed = Math.max(question.optionIds.length, question.optionAnswerIds.length);
      return needed > 0 && numbered.size >= needed;
    }
    case 'LIKERT_SCALE':
      return data.some((item) => isNumber(item.idQuestionScale));
    case 'MULTI_LIKERT_SCALE': {
      const rated = new Set(
        data
          .filter((item) => isNumber(item.idQuestionScale))
          .map((item) => item.idQuestionOption)
          .filter(isNumber),
      );
      return question.optionIds.length > 0 && question.optionIds.every((id) => rated.has(id));
    }
    case 'COMMENT':
      return normalizeText(value.answerText) !== null;
  }
}

/**
 * Whether a question blocks submission: it must be answered (mandatory) and is not. Optional survey
 * questions never block.
 */
export function isAnswerPending(question: QuestionShape, value: AnswerValue): boolean {
  return question.mandatory && !isAnswerComplete(question, value);
}

/**
 * Whether an answer is right, or null for types that are not scored. A single choice is right when it
 * is a right option. All or nothing: a MULTI_OPTION
 * answer is right only when it picks exactly the correct options, a CORRELATE answer only when every
 * item carries the number of its option (see docs/decisions.md).
 */
export function isAnswerCorrect(question: QuestionShape, key: AnswerKey, value: AnswerValue): boolean | null {
  if (!isScoredType(question.questionType)) return null;
  if (question.questionType === 'CORRELATE') {
    if (key.correctMatches.length === 0) return false;
    const given = new Map<number, number>();
    for (const item of value.answerData) {
      if (isNumber(item.idQuestionOptionAnswer) && isNumber(item.idQuestionOption)) {
        given.set(item.idQuestionOptionAnswer, item.idQuestionOption);
      }
    }
    return (
      given.size === key.correctMatches.length &&
      key.correctMatches.every((match) => given.get(match.idQuestionOptionAnswer) === match.idQuestionOption)
    );
  }
  const chosen = new Set(value.answerData.map((item) => item.idQuestionOption).filter(isNumber));
  const correct = new Set(key.correctOptionIds);
  if (correct.size === 0 || chosen.size === 0) return false;
  // A single choice is right when it is one of the right options (a bank may accept more than one).
  if (question.questionType !== 'MULTI_OPTION') return chosen.size === 1 && [...chosen].every((id) => correct.has(id));
  return chosen.size === correct.size && [...chosen].every((id) => correct.has(id));
}

export type GradedAttempt = {
  /** Whole percentage 0..100 of the scored questions answered right; null when nothing is scored. */
  grade: number | null;
  correct: number;
  scored: number;
  /** Per question, in order: right, wrong, or null when not scored. */
  results: Array<boolean | null>;
};

/**
 * Grades a finished attempt: each scored question is right or wrong, unanswered ones are wrong, and the
 * grade is the rounded share of right ones (spec 3, 9: percentages are rounded).
 */
export function gradeAttempt(
  items: ReadonlyArray<{ question: QuestionShape; key: AnswerKey; value: AnswerValue }>,
): GradedAttempt {
  const results = items.map(({ question, key, value }) => isAnswerCorrect(question, key, value));
  const scored = results.filter((result) => result !== null).length;
  const correct = results.filter((result) => result === true).length;
  return { grade: scored === 0 ? null : Math.round((correct * 100) / scored), correct, scored, results };
}

function normalizeText(text: string | null | undefined): string | null {
  if (typeof text !== 'string') return null;
  return text.trim() === '' ? null : text.replace(/\r\n/g, '\n');
}

function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value);
}

function unique(values: number[]): number[] {
  return [...new Set(values)];
}

/**
 * What a member typed beside a CORRELATE item (spec 3, 5): the number of an option from 1 to `count`, null
 * when the field is empty, or 'invalid' for anything else (0, a number above `count`, letters).
 */
export function correlateNumber(text: string, count: number): number | null | 'invalid' {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d+$/.test(trimmed)) return 'invalid';
  const number = Number(trimmed);
  return number >= 1 && number <= count ? number : 'invalid';
}
