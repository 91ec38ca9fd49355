import { PRE_TEST_MAX_TRIES } from '../constants';

/**
 * The flow of an evaluation (spec 3, 4.8 and 5 "Evaluation"): which screen shows, where the player
 * resumes, what blocks submission, tries and retries, pass or fail, the derived progress of the element,
 * the score gauge and the pre-test gate on the home. Pure, used by the server and the web alike.
 */

/** Evaluation types (spec 3, 3 "Evaluation"); REACTION is the satisfaction survey. */
export const EVALUATION_TYPES = ['REACTION', 'KNOWLEDGE', 'PRE_TEST'] as const;
export type EvaluationType = (typeof EVALUATION_TYPES)[number];

/** How the questionnaire is answered: question by question with a grade, or as a survey page. */
export const QUESTIONNAIRE_TYPES = ['EVALUATION', 'SURVEY'] as const;
export type QuestionnaireType = (typeof QUESTIONNAIRE_TYPES)[number];

export function isEvaluationType(value: unknown): value is EvaluationType {
  return typeof value === 'string' && (EVALUATION_TYPES as readonly string[]).includes(value);
}

/** A REACTION evaluation is a survey; KNOWLEDGE and PRE_TEST are graded evaluations. */
export function questionnaireTypeOf(evaluationType: EvaluationType): QuestionnaireType {
  return evaluationType === 'REACTION' ? 'SURVEY' : 'EVALUATION';
}

export type ScreenState = 'INTRODUCTION' | 'PLAYER' | 'FEEDBACK';

/**
 * The screen an evaluation opens on (spec 3, 4.8): FEEDBACK once finished, PLAYER when some answer was
 * given, INTRODUCTION otherwise.
 */
export function screenState(
  questionnaire: { finishDate: string | null; answered: readonly boolean[] } | null,
): ScreenState {
  if (!questionnaire) return 'INTRODUCTION';
  if (questionnaire.finishDate) return 'FEEDBACK';
  return questionnaire.answered.some(Boolean) ? 'PLAYER' : 'INTRODUCTION';
}

/** Where the player resumes (0-based): the question after the last answered one, or the last question. */
export function resumeIndex(answered: readonly boolean[]): number {
  if (answered.length === 0) return 0;
  const last = answered.lastIndexOf(true);
  return Math.min(last + 1, answered.length - 1);
}

/** The four messages of spec 3, 5, by the situation they describe. */
export type SubmitBlockKind = 'ALL' | 'THE_ONLY' | 'SEVERAL' | 'ONE';

export const SUBMIT_BLOCK_MESSAGES: Record<SubmitBlockKind, string> = {
  ALL: 'É necessário responder todas as questões para enviar a avaliação.',
  THE_ONLY: 'É necessário responder a questão para enviar a avaliação.',
  SEVERAL: 'Faltam responder as seguintes questões:',
  ONE: 'Falta responder a seguinte questão.',
};

export type SubmitBlock = {
  kind: SubmitBlockKind;
  /** 1-based numbers of the questions still to answer. */
  numbers: number[];
};

/**
 * What keeps an attempt from being sent (spec 3, 5: submit only when every question is answered), or
 * null when it may be sent. With nothing answered: 'ALL' (or 'THE_ONLY' for a one-question evaluation);
 * otherwise the unanswered questions, 'SEVERAL' or 'ONE'.
 */
export function submitBlock(pending: readonly boolean[]): SubmitBlock | null {
  const numbers = pending.flatMap((isPending, index) => (isPending ? [index + 1] : []));
  if (numbers.length === 0) return null;
  if (numbers.length === pending.length) return { kind: pending.length === 1 ? 'THE_ONLY' : 'ALL', numbers };
  return { kind: numbers.length === 1 ? 'ONE' : 'SEVERAL', numbers };
}

/** The message of a block with its questions listed as 'questão N' (one text, as the server answers it). */
export function submitBlockMessage(block: SubmitBlock): string {
  const title = SUBMIT_BLOCK_MESSAGES[block.kind];
  if (block.kind === 'ALL' || block.kind === 'THE_ONLY') return title;
  return `${title} ${block.numbers.map((number) => `questão ${number}`).join(', ')}`;
}

/** spec 3, 5: with lockNavigation 1 the next question is blocked until the current one is answered. */
export function canGoNext(options: { lockNavigation: boolean; currentAnswered: boolean; isLast: boolean }): boolean {
  if (options.isLast) return false;
  return !options.lockNavigation || options.currentAnswered;
}

/** Pass when grade >= mastery score (spec 3, 4.8); without a mastery score any finished grade passes. */
export function isPassed(grade: number | null, masteryScore: number | null): boolean {
  if (grade === null) return false;
  return grade >= (masteryScore ?? 0);
}

export type TriesInput = {
  evaluationType: EvaluationType;
  /** null or 0: unlimited. */
  maxTries: number | null;
  /** Finished attempts so far. */
  attempts: number;
  lockAfterApproval: boolean;
  passed: boolean;
};

/**
 * The maximum number of attempts: PRE_TEST counts as one (spec 3, 4.8 and 9), otherwise `maxTries`,
 * null when unlimited.
 */
export function effectiveMaxTries(evaluationType: EvaluationType, maxTries: number | null): number | null {
  if (evaluationType === 'PRE_TEST') return PRE_TEST_MAX_TRIES;
  return maxTries && maxTries > 0 ? maxTries : null;
}

/**
 * Attempts left, null when unlimited (spec 3, 4.8): maxTries minus finished attempts; 0 after a pass when
 * lockAfterApproval is 1.
 */
export function remainingTries(input: TriesInput): number | null {
  if (input.lockAfterApproval && input.passed) return 0;
  const max = effectiveMaxTries(input.evaluationType, input.maxTries);
  if (max === null) return null;
  return Math.max(0, max - input.attempts);
}

/** A retry is offered when tries remain (spec 3, 4.8). */
export function canRetry(input: TriesInput): boolean {
  const remaining = remainingTries(input);
  return remaining === null || remaining > 0;
}

/**
 * What the feedback says under the score: a plain score ('Aproveitamento') for PRE_TEST, otherwise
 * passed (Aprovado) or failed (Reprovado).
 */
export function resultKind(evaluationType: EvaluationType, passed: boolean): 'SCORE' | 'PASSED' | 'FAILED' {
  if (evaluationType === 'PRE_TEST') return 'SCORE';
  return passed ? 'PASSED' : 'FAILED';
}

export type EvaluationProgress = {
  status: 'NOT_ATTEMPTED' | 'IN_PROGRESS' | 'COMPLETED' | 'PASSED' | 'FAILED';
  progress: 0 | 50 | 100;
};

/**
 * The derived progress of an evaluation element (spec 3, 4.8). Reaction (and pre-test): 0 without a
 * questionnaire, 50 started, 100 finished. Knowledge: grade >= mastery score PASSED 100; lower grade or
 * finished without grade FAILED 100; started IN_PROGRESS 50.
 */
export function evaluationProgress(
  evaluationType: EvaluationType,
  questionnaire: { finishDate: string | null; grade: number | null } | null,
  masteryScore: number | null,
): EvaluationProgress {
  if (!questionnaire) return { status: 'NOT_ATTEMPTED', progress: 0 };
  if (!questionnaire.finishDate) return { status: 'IN_PROGRESS', progress: 50 };
  if (evaluationType !== 'KNOWLEDGE') return { status: 'COMPLETED', progress: 100 };
  return isPassed(questionnaire.grade, masteryScore)
    ? { status: 'PASSED', progress: 100 }
    : { status: 'FAILED', progress: 100 };
}

/**
 * The attempt that stands for the element when there are several: the best finished one (highest grade,
 * then latest), or the open one when none is finished.
 */
export function standingAttempt<T extends { finishDate: string | null; grade: number | null; startDate: string }>(
  attempts: readonly T[],
): T | null {
  const finished = attempts.filter((attempt) => attempt.finishDate);
  const pool = finished.length > 0 ? finished : attempts;
  let best: T | null = null;
  for (const attempt of pool) {
    if (
      !best ||
      (attempt.grade ?? -1) > (best.grade ?? -1) ||
      ((attempt.grade ?? -1) === (best.grade ?? -1) && attempt.startDate > best.startDate)
    ) {
      best = attempt;
    }
  }
  return best;
}

/** The gauge needle's rotation in degrees: grade * 180 / 100 - 45 (spec 3, 9), grade held to 0..100. */
export function gaugeAngle(grade: number | null): number {
  const value = Math.min(100, Math.max(0, Number.isFinite(grade) ? (grade as number) : 0));
  return (value * 180) / 100 - 45;
}

export type PreTestGate = {
  /** 'Não iniciado' (progress 0) or 'Em andamento' (progress 50). */
  status: 'NOT_ATTEMPTED' | 'IN_PROGRESS';
  progress: 0 | 50;
  /** 'Iniciar pré-teste' or 'Continuar pré-teste'. */
  action: 'START' | 'CONTINUE';
};

/**
 * The pre-test gate on the home (spec 3, 4.8): shown while the pre-test has no finish date, as not
 * started (progress 0) or in progress; null once finished.
 */
export function preTestGate(questionnaire: { finishDate: string | null } | null): PreTestGate | null {
  if (!questionnaire) return { status: 'NOT_ATTEMPTED', progress: 0, action: 'START' };
  if (questionnaire.finishDate) return null;
  return { status: 'IN_PROGRESS', progress: 50, action: 'CONTINUE' };
}
