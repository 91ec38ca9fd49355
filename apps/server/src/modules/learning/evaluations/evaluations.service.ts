import { randomInt } from 'node:crypto';
import type {
  AnswerParams,
  AnswerResultResponse,
  EvaluationParameters,
  EvaluationParams,
  EvaluationResponse,
  FinishQuestionnaireResponse,
  PublicAnswer,
  QuestionnaireParams,
  QuestionnaireResponse,
  QuestionnaireSummary,
  ResultResponse,
  SaveAnswerRequest,
  SaveAnswerResponse,
  SavedAnswer,
  SaveSurveyRequest,
  SaveSurveyResponse,
  SaveTimeRequest,
  SaveTimeResponse,
  StartQuestionnaireRequest,
  StartQuestionnaireResponse,
} from '@trilha/shared/api/learning-evaluations';
import { EVALUATION_ANSWER_GRACE_MS } from '@trilha/shared/constants';
import {
  type EvaluationType,
  isEvaluationType,
  isPassed,
  type QuestionnaireType,
  questionnaireTypeOf,
  remainingTries,
  submitBlock,
  submitBlockMessage,
} from '@trilha/shared/rules/evaluation-flow';
import {
  type AnswerDataItem,
  type AnswerKey,
  type AnswerValue,
  gradeAttempt,
  isAnswerComplete,
  isAnswerPending,
  isQuestionType,
  normalizeAnswer,
  type QuestionShape,
} from '@trilha/shared/rules/evaluation-grading';
import { computeDeadline, isExpired, remainingSeconds } from '@trilha/shared/rules/evaluation-timer';
import type { Db } from '../../../db/database';
import type { AnswerRow, EvaluationRow, QuestionnaireRow, QuestionRow } from '../../../db/schema';
import { type AuthContext, requireOwnUser } from '../../../platform/auth-context';
import type { Clock } from '../../../platform/clock';
import { AppError } from '../../../platform/errors';
import { type EvaluationsRepository, isUniqueViolation, type QuestionDetail } from './evaluations.repository';

/** Where an evaluation sits in the member's enrollment, as the learning core resolves it. */
export type EvaluationPlacement = { idNodeEnrollment: number | null };

/** A finished attempt, for the learning core to roll progress up in the same transaction. */
export type QuestionnaireFinished = {
  idCompany: number;
  idUser: number;
  /** null for an evaluation taken outside any training. */
  idEnrollment: number | null;
  idNodeEnrollment: number | null;
  idEvaluation: number;
  idQuestionnaire: number;
  grade: number | null;
  finishDate: string;
};

/**
 * What a call does with an evaluation: reads it, writes to an attempt (answers, time, finish), or starts
 * an attempt (the element must be open to the member, as opening it in the training would be).
 */
export type EvaluationAccess = 'read' | 'write' | 'start';

/** What evaluations need from the learning core (enrollments, node enrollments, the navigation map). */
export type EnrollmentGate = {
  /**
   * The caller's enrollment named in the path with the evaluation placed in its training (or, without
   * an enrollment, the evaluation placed outside trainings where the member can see it); NOT_FOUND when
   * `idUser` is not the caller, the enrollment is not theirs or not in their company, or the evaluation
   * is not there. Writing needs an open enrollment; starting also an unlocked element.
   */
  requireEvaluation(
    auth: AuthContext,
    params: EvaluationParams,
    access: EvaluationAccess,
  ): Promise<EvaluationPlacement>;
  /** Right before an attempt is created: the pages on the way to the evaluation count as visited. */
  enterElement(auth: AuthContext, params: EvaluationParams): Promise<EvaluationPlacement>;
  /**
   * Called inside the finishing transaction (learning events, the element completes and progress rolls
   * up); answers the campaign points this earned now.
   */
  onQuestionnaireFinished(db: Db, event: QuestionnaireFinished): Promise<{ earnPoints: number } | undefined>;
};

/** Runs work in one transaction with the repository bound to it. */
export type EvaluationsTransaction = <T>(work: (repository: EvaluationsRepository, db: Db) => Promise<T>) => Promise<T>;

type EvaluationsServiceDeps = {
  evaluationsRepository: EvaluationsRepository;
  transaction: EvaluationsTransaction;
  enrollmentGate: EnrollmentGate;
  clock: Clock;
  /** Draws questions when an evaluation asks fewer than it has (questionAmount); crypto by default. */
  randomInt?: (max: number) => number;
};

type Attempt = { evaluation: EvaluationRow; questionnaire: QuestionnaireRow; placement: EvaluationPlacement };

/**
 * Evaluations and surveys (spec 3, 4.8 and 7.3): starting attempts, saving answers as they are given,
 * the server's clock, finishing and grading on the server, the result and the answer key afterwards.
 */
export const evaluationsService = ({
  evaluationsRepository: repository,
  transaction,
  enrollmentGate,
  clock,
  randomInt: draw = randomInt,
}: EvaluationsServiceDeps) => {
  async function requireEvaluationRow(auth: AuthContext, idEvaluation: number): Promise<EvaluationRow> {
    const evaluation = await repository.findEvaluation(auth.idCompany, idEvaluation);
    if (!evaluation) throw new AppError('NOT_FOUND');
    return evaluation;
  }

  /** The attempt named in the path: the caller's, of this evaluation and enrollment; anything else is not found. */
  async function loadAttempt(
    auth: AuthContext,
    params: QuestionnaireParams,
    access: EvaluationAccess,
  ): Promise<Attempt> {
    requireOwnUser(auth, params.idUser);
    const placement = await enrollmentGate.requireEvaluation(auth, params, access);
    const [evaluation, questionnaire] = await Promise.all([
      requireEvaluationRow(auth, params.idEvaluation),
      repository.findQuestionnaire(auth.idCompany, params.idQuestionnaire),
    ]);
    if (
      !questionnaire ||
      questionnaire.idUser !== auth.idUser ||
      questionnaire.idEvaluation !== params.idEvaluation ||
      questionnaire.idEnrollment !== params.idEnrollment
    ) {
      throw new AppError('NOT_FOUND');
    }
    return { evaluation, questionnaire, placement };
  }

  /** An open attempt whose deadline passed (with the transit grace) is finished now, as the clock ran out. */
  async function settle(attempt: Attempt): Promise<QuestionnaireRow> {
    const { questionnaire } = attempt;
    if (questionnaire.finishDate || !isExpired(questionnaire.deadline, clock.now(), EVALUATION_ANSWER_GRACE_MS)) {
      return questionnaire;
    }
    await finishAttempt(attempt, 'TIME_EXPIRED');
    return (
      (await repository.findQuestionnaire(questionnaire.idCompany, questionnaire.idQuestionnaire)) ?? questionnaire
    );
  }

  /**
   * Grades and finishes an attempt in one transaction. A member's submission is refused while questions
   * are pending (spec 3, 5); when the clock ran out it finishes with what was answered.
   */
  async function finishAttempt(
    { evaluation, questionnaire, placement }: Attempt,
    reason: 'SUBMITTED' | 'TIME_EXPIRED',
  ): Promise<{ finishDate: string; grade: number | null; earnPoints: number }> {
    const { idCompany, idQuestionnaire } = questionnaire;
    return transaction(async (repo, trx) => {
      if (!(await repo.lockOpenQuestionnaire(idCompany, idQuestionnaire))) {
        const current = await repo.findQuestionnaire(idCompany, idQuestionnaire);
        return { finishDate: current?.finishDate ?? '', grade: current?.grade ?? null, earnPoints: 0 };
      }
      const answers = await repo.findAnswers(idCompany, idQuestionnaire);
      const details = await repo.findQuestionDetails(
        idCompany,
        answers.map((answer) => answer.idQuestion),
      );
      const items = answers.map((answer) => {
        const detail = requireDetail(details, answer.idQuestion);
        return { question: shapeOf(detail), key: keyOf(detail), value: answerValueOf(answer) };
      });
      if (reason === 'SUBMITTED') {
        const block = submitBlock(items.map(({ question, value }) => isAnswerPending(question, value)));
        if (block) throw new AppError('EVALUATION_INCOMPLETE', { message: submitBlockMessage(block) });
      }
      const graded = gradeAttempt(items);
      const isSurvey = questionnaireTypeOfRow(evaluation) === 'SURVEY';
      const grade = isSurvey ? null : graded.grade;
      await repo.setAnswerCorrectness(
        idCompany,
        answers.map((answer, index) => {
          const result = graded.results[index];
          return {
            idAnswer: answer.idAnswer,
            isCorrect: result === null || result === undefined ? null : result ? 1 : 0,
          };
        }),
      );
      const finishDate = clock.now().toISOString();
      await repo.finishQuestionnaire(idCompany, idQuestionnaire, {
        finishDate,
        grade,
        finishReason: reason,
        timeLeft: remainingSeconds(questionnaire.deadline, clock.now()),
      });
      const followed = await enrollmentGate.onQuestionnaireFinished(trx, {
        idCompany,
        idUser: questionnaire.idUser,
        idEnrollment: questionnaire.idEnrollment,
        idNodeEnrollment: questionnaire.idNodeEnrollment ?? placement.idNodeEnrollment,
        idEvaluation: questionnaire.idEvaluation,
        idQuestionnaire,
        grade,
        finishDate,
      });
      return { finishDate, grade, earnPoints: followed?.earnPoints ?? 0 };
    });
  }

  /** Refuses writes to a finished attempt, and finishes (then refuses) one whose time is up. */
  async function requireWritable(attempt: Attempt): Promise<void> {
    if (attempt.questionnaire.finishDate) throw new AppError('QUESTIONNAIRE_FINISHED');
    const settled = await settle(attempt);
    if (settled.finishDate) throw new AppError('EVALUATION_TIME_EXPIRED');
  }

  /** Finished attempts, and whether one of them passed (lockAfterApproval). */
  function triesOf(evaluation: EvaluationRow, attempts: QuestionnaireRow[]): number | null {
    const type = typeOf(evaluation);
    if (!type) return 0;
    const finished = attempts.filter((attempt) => attempt.finishDate);
    return remainingTries({
      evaluationType: type,
      maxTries: evaluation.maxTries,
      attempts: finished.length,
      lockAfterApproval: evaluation.lockAfterApproval === 1,
      passed: type === 'KNOWLEDGE' && finished.some((a) => isPassed(a.grade, evaluation.evaluationMasteryScore)),
    });
  }

  async function evaluationView(
    auth: AuthContext,
    params: EvaluationParams,
    evaluation: EvaluationRow,
    placement: EvaluationPlacement,
  ) {
    let attempts = await repository.findQuestionnaires(
      auth.idCompany,
      auth.idUser,
      params.idEvaluation,
      params.idEnrollment,
    );
    const open = attempts.find((attempt) => !attempt.finishDate);
    if (open) {
      const settled = await settle({ evaluation, questionnaire: open, placement });
      if (settled.finishDate) attempts = attempts.map((attempt) => (attempt === open ? settled : attempt));
    }
    const count = await repository.countQuestions(auth.idCompany, params.idEvaluation);
    const current = attempts.find((attempt) => !attempt.finishDate) ?? attempts.at(-1) ?? null;
    return {
      idEvaluation: evaluation.idEvaluation,
      title: evaluation.title,
      description: evaluation.description,
      evaluationType: evaluation.evaluationType,
      questionnaireType: questionnaireTypeOfRow(evaluation),
      evaluationMasteryScore: evaluation.evaluationMasteryScore,
      parameters: parametersOf(evaluation),
      questionCount: evaluation.questionAmount ? Math.min(evaluation.questionAmount, count) : count,
      questionnaire: current ? summaryOf(current) : null,
      attempts: attempts.filter((attempt) => attempt.finishDate).length,
      remainingTries: triesOf(evaluation, attempts),
      idNodeEnrollment: current?.idNodeEnrollment ?? placement.idNodeEnrollment,
    };
  }

  /** Applies one answer inside a transaction: checked against its question, stale replays ignored. */
  async function applyAnswer(
    repo: EvaluationsRepository,
    answer: AnswerRow,
    input: { answerData: AnswerDataItem[]; answerText?: string | null | undefined; revision?: number | undefined },
    field: string,
  ): Promise<SavedAnswer> {
    if (input.revision !== undefined && input.revision < answer.revision) return savedOf(answer);
    const detail = requireDetail(
      await repo.findQuestionDetails(answer.idCompany, [answer.idQuestion]),
      answer.idQuestion,
    );
    const shape = shapeOf(detail);
    const normalized = normalizeAnswer(shape, { answerData: input.answerData, answerText: input.answerText ?? null });
    if (!normalized.ok) throw new AppError('INVALID_ANSWER', { message: normalized.reason, field });
    const now = clock.now().toISOString();
    const given = normalized.value.answerData.length > 0 || normalized.value.answerText !== null;
    const values = {
      answerData: JSON.stringify(normalized.value.answerData),
      answerText: normalized.value.answerText,
      answerStatus: isAnswerComplete(shape, normalized.value) ? 1 : 0,
      revision: input.revision !== undefined ? Math.max(input.revision, answer.revision) : answer.revision + 1,
      answeredAt: answer.answeredAt ?? (given ? now : null),
      updatedAt: now,
    };
    await repo.updateAnswer(answer.idCompany, answer.idAnswer, values);
    return savedOf({ ...answer, ...values });
  }

  /** Questions for a new attempt: all of them, or `questionAmount` drawn at random, in the evaluation's order. */
  function drawQuestions(questions: QuestionRow[], amount: number | null): QuestionRow[] {
    if (!amount || amount >= questions.length) return questions;
    const pool = [...questions];
    for (let i = 0; i < amount; i += 1) {
      const j = i + draw(pool.length - i);
      [pool[i], pool[j]] = [pool[j]!, pool[i]!];
    }
    return pool.slice(0, amount).sort((a, b) => a.position - b.position || a.idQuestion - b.idQuestion);
  }

  return {
    /** The evaluation and the member's current attempt (introduction screen, survey page, pre-test gate). */
    async getEvaluation(auth: AuthContext, params: EvaluationParams): Promise<EvaluationResponse> {
      requireOwnUser(auth, params.idUser);
      const placement = await enrollmentGate.requireEvaluation(auth, params, 'read');
      const evaluation = await requireEvaluationRow(auth, params.idEvaluation);
      return { success: true, evaluation: await evaluationView(auth, params, evaluation, placement) };
    },

    /**
     * `POST Q`: the open attempt when there is one (a second tab or a double click shares it), otherwise a
     * new attempt while tries remain, with its deadline fixed now and one answer row per question.
     */
    async startQuestionnaire(
      auth: AuthContext,
      params: EvaluationParams,
      body: StartQuestionnaireRequest,
    ): Promise<StartQuestionnaireResponse> {
      requireOwnUser(auth, params.idUser);
      for (const key of ['idUser', 'idEnrollment', 'idEvaluation'] as const) {
        if (body[key] !== undefined && body[key] !== params[key])
          throw new AppError('VALIDATION_FAILED', { field: key });
      }
      const placement = await enrollmentGate.requireEvaluation(auth, params, 'start');
      if (
        body.idNodeEnrollment != null &&
        placement.idNodeEnrollment !== null &&
        body.idNodeEnrollment !== placement.idNodeEnrollment
      ) {
        throw new AppError('VALIDATION_FAILED', { field: 'idNodeEnrollment' });
      }
      const evaluation = await requireEvaluationRow(auth, params.idEvaluation);
      const type = typeOf(evaluation);
      if (!type) throw new AppError('NOT_FOUND', { message: 'TIPO DE AVALIAÇÃO NÃO ENCONTRADA.' });
      const questionnaireType = questionnaireTypeOf(type);
      if (body.questionnaireType && body.questionnaireType !== questionnaireType) {
        throw new AppError('VALIDATION_FAILED', { field: 'questionnaireType' });
      }

      const findOpen = async () =>
        (
          await repository.findQuestionnaires(auth.idCompany, auth.idUser, params.idEvaluation, params.idEnrollment)
        ).find((attempt) => !attempt.finishDate);
      const reuse = (questionnaire: QuestionnaireRow): StartQuestionnaireResponse => ({
        success: true,
        idQuestionnaire: questionnaire.idQuestionnaire,
        created: false,
        questionnaire: summaryOf(questionnaire),
      });

      const open = await findOpen();
      if (open && !(await settle({ evaluation, questionnaire: open, placement })).finishDate) return reuse(open);

      const attempts = await repository.findQuestionnaires(
        auth.idCompany,
        auth.idUser,
        params.idEvaluation,
        params.idEnrollment,
      );
      if (triesOf(evaluation, attempts) === 0) throw new AppError('EVALUATION_NO_TRIES_LEFT');
      const questions = drawQuestions(
        await repository.findQuestions(auth.idCompany, params.idEvaluation),
        evaluation.questionAmount,
      );
      if (questions.length === 0) throw new AppError('EVALUATION_WITHOUT_QUESTIONS');

      const entered = await enrollmentGate.enterElement(auth, params);
      const startDate = clock.now().toISOString();
      const values = {
        idCompany: auth.idCompany,
        idEvaluation: params.idEvaluation,
        idUser: auth.idUser,
        idEnrollment: params.idEnrollment,
        idNodeEnrollment: entered.idNodeEnrollment ?? placement.idNodeEnrollment,
        questionnaireType,
        startDate,
        finishDate: null,
        grade: null,
        attempt: attempts.length + 1,
        deadline: questionnaireType === 'EVALUATION' ? computeDeadline(startDate, evaluation.timeLimit) : null,
      };
      try {
        const idQuestionnaire = await transaction(async (repo) => {
          const id = await repo.insertQuestionnaire(values);
          await repo.insertAnswers(
            questions.map((question, index) => ({
              idCompany: auth.idCompany,
              idQuestionnaire: id,
              idQuestion: question.idQuestion,
              position: index + 1,
              answerData: '[]',
              answerText: null,
              answerStatus: 0,
              revision: 0,
              isCorrect: null,
              answeredAt: null,
              updatedAt: startDate,
            })),
          );
          return id;
        });
        const created = await repository.findQuestionnaire(auth.idCompany, idQuestionnaire);
        return { success: true, idQuestionnaire, created: true, questionnaire: summaryOf(created!) };
      } catch (error) {
        // Another tab started the attempt at the same moment: answer with that one.
        if (isUniqueViolation(error)) {
          const other = await findOpen();
          if (other) return reuse(other);
        }
        throw error;
      }
    },

    /** `GET Q/:idQuestionnaire`: the attempt with its answers and public questions, and the server's time left. */
    async getQuestionnaire(auth: AuthContext, params: QuestionnaireParams): Promise<QuestionnaireResponse> {
      const attempt = await loadAttempt(auth, params, 'read');
      const questionnaire = await settle(attempt);
      const [answers, view] = await Promise.all([
        repository.findAnswers(auth.idCompany, questionnaire.idQuestionnaire),
        evaluationView(auth, params, attempt.evaluation, attempt.placement),
      ]);
      const details = await repository.findQuestionDetails(
        auth.idCompany,
        answers.map((answer) => answer.idQuestion),
      );
      return {
        success: true,
        evaluation: {
          ...view,
          questionnaire: summaryOf(questionnaire),
          answers: answers.map((answer) => publicAnswerOf(answer, requireDetail(details, answer.idQuestion))),
          finishDate: questionnaire.finishDate,
          timeLeft: questionnaire.finishDate ? null : remainingSeconds(questionnaire.deadline, clock.now()),
        },
      };
    },

    /** `PUT Q/:idQuestionnaire/answers/:idAnswer`: saves one answer as it is given; the same answer twice is harmless. */
    async saveAnswer(auth: AuthContext, params: AnswerParams, body: SaveAnswerRequest): Promise<SaveAnswerResponse> {
      const attempt = await loadAttempt(auth, params, 'write');
      await requireWritable(attempt);
      const answer = await transaction(async (repo) => {
        if (!(await repo.lockOpenQuestionnaire(auth.idCompany, params.idQuestionnaire))) {
          throw new AppError('QUESTIONNAIRE_FINISHED');
        }
        const row = await repo.findAnswer(auth.idCompany, params.idQuestionnaire, params.idAnswer);
        if (!row) throw new AppError('NOT_FOUND');
        return applyAnswer(repo, row, body, 'answerData');
      });
      return { success: true, answer, timeLeft: remainingSeconds(attempt.questionnaire.deadline, clock.now()) };
    },

    /**
     * `PUT Q/:idQuestionnaire/time`: the device reports the time it shows; the server answers with its own
     * and finishes the attempt when its deadline has passed (spec 3, 4.8: reaching zero finishes).
     */
    async saveTime(auth: AuthContext, params: QuestionnaireParams, body: SaveTimeRequest): Promise<SaveTimeResponse> {
      const attempt = await loadAttempt(auth, params, 'read');
      const { questionnaire } = attempt;
      if (questionnaire.finishDate) {
        return {
          success: true,
          timeLeft: null,
          deadline: questionnaire.deadline,
          finishDate: questionnaire.finishDate,
        };
      }
      const left = remainingSeconds(questionnaire.deadline, clock.now());
      if (left === 0) {
        const done = await finishAttempt(attempt, 'TIME_EXPIRED');
        return { success: true, timeLeft: 0, deadline: questionnaire.deadline, finishDate: done.finishDate };
      }
      const reported = body.timeLeft === undefined || body.timeLeft === null ? null : Math.round(body.timeLeft);
      await repository.reportTime(auth.idCompany, questionnaire.idQuestionnaire, reported, clock.now().toISOString());
      return { success: true, timeLeft: left, deadline: questionnaire.deadline, finishDate: null };
    },

    /** `POST Q/:idQuestionnaire/save`: a survey page saved at once; one invalid answer saves none. */
    async saveSurvey(
      auth: AuthContext,
      params: QuestionnaireParams,
      body: SaveSurveyRequest,
    ): Promise<SaveSurveyResponse> {
      const attempt = await loadAttempt(auth, params, 'write');
      await requireWritable(attempt);
      const answers = await transaction(async (repo) => {
        if (!(await repo.lockOpenQuestionnaire(auth.idCompany, params.idQuestionnaire))) {
          throw new AppError('QUESTIONNAIRE_FINISHED');
        }
        const rows = new Map(
          (await repo.findAnswers(auth.idCompany, params.idQuestionnaire)).map((row) => [row.idAnswer, row]),
        );
        const saved = new Map<number, SavedAnswer>();
        for (const [index, input] of body.answers.entries()) {
          const row = rows.get(input.idAnswer);
          if (!row) throw new AppError('NOT_FOUND', { field: `answers.${index}.idAnswer` });
          const result = await applyAnswer(repo, row, input, `answers.${index}`);
          rows.set(row.idAnswer, { ...row, ...fromSaved(result) });
          saved.set(row.idAnswer, result);
        }
        return [...saved.values()];
      });
      return { success: true, answers };
    },

    /**
     * `POST Q/:idQuestionnaire/finish`: grades on the server and finishes. Refused with the spec's message
     * while questions are pending, unless the time is up; finishing twice answers the first finish (without
     * its points, earned once).
     */
    async finishQuestionnaire(auth: AuthContext, params: QuestionnaireParams): Promise<FinishQuestionnaireResponse> {
      const attempt = await loadAttempt(auth, params, 'write');
      const { questionnaire } = attempt;
      if (questionnaire.finishDate) {
        return {
          success: true,
          idQuestionnaire: questionnaire.idQuestionnaire,
          finishDate: questionnaire.finishDate,
          grade: questionnaire.grade,
          // The first finish earned what there was to earn.
          earnPoints: 0,
        };
      }
      const timeUp = remainingSeconds(questionnaire.deadline, clock.now()) === 0;
      const done = await finishAttempt(attempt, timeUp ? 'TIME_EXPIRED' : 'SUBMITTED');
      return { success: true, idQuestionnaire: questionnaire.idQuestionnaire, ...done };
    },

    /** `GET Q/:idQuestionnaire/result`: grade, mastery score, attempts and, when shown, each question right or wrong. */
    async getResult(auth: AuthContext, params: QuestionnaireParams): Promise<ResultResponse> {
      const attempt = await loadAttempt(auth, params, 'read');
      const questionnaire = await settle(attempt);
      if (!questionnaire.finishDate) throw new AppError('QUESTIONNAIRE_NOT_FINISHED');
      const { evaluation } = attempt;
      const [attempts, answers] = await Promise.all([
        repository.findQuestionnaires(auth.idCompany, auth.idUser, params.idEvaluation, params.idEnrollment),
        evaluation.showResponseSummary === 1
          ? repository.findAnswers(auth.idCompany, questionnaire.idQuestionnaire)
          : [],
      ]);
      const details = await repository.findQuestionDetails(
        auth.idCompany,
        answers.map((answer) => answer.idQuestion),
      );
      const isSurvey = questionnaireTypeOfRow(evaluation) === 'SURVEY';
      return {
        success: true,
        result: {
          idQuestionnaire: questionnaire.idQuestionnaire,
          evaluationType: evaluation.evaluationType,
          questionnaireType: questionnaireTypeOfRow(evaluation),
          grade: questionnaire.grade,
          masteryScore: evaluation.evaluationMasteryScore,
          passed: isSurvey || isPassed(questionnaire.grade, evaluation.evaluationMasteryScore),
          attempts: attempts.filter((a) => a.finishDate).length,
          remainingTries: triesOf(evaluation, attempts),
          description: evaluation.description,
          finishDate: questionnaire.finishDate,
          finishReason: questionnaire.finishReason === 'TIME_EXPIRED' ? 'TIME_EXPIRED' : 'SUBMITTED',
          summary: answers.map((answer) => {
            const { question } = requireDetail(details, answer.idQuestion);
            return {
              idAnswer: answer.idAnswer,
              position: answer.position,
              statement: question.statement,
              questionType: questionTypeOf(question),
              isCorrect: answer.isCorrect === null ? null : answer.isCorrect === 1,
            };
          }),
        },
      };
    },

    /** `GET Q/:idQuestionnaire/answers/:idAnswer/result`: one question's answer key, after finishing. */
    async getAnswerResult(auth: AuthContext, params: AnswerParams): Promise<AnswerResultResponse> {
      const attempt = await loadAttempt(auth, params, 'read');
      const questionnaire = await settle(attempt);
      if (!questionnaire.finishDate) throw new AppError('QUESTIONNAIRE_NOT_FINISHED');
      if (attempt.evaluation.showResponseSummary !== 1) throw new AppError('ANSWER_KEY_HIDDEN');
      const answer = await repository.findAnswer(auth.idCompany, questionnaire.idQuestionnaire, params.idAnswer);
      if (!answer) throw new AppError('NOT_FOUND');
      const detail = requireDetail(
        await repository.findQuestionDetails(auth.idCompany, [answer.idQuestion]),
        answer.idQuestion,
      );
      const value = answerValueOf(answer);
      const chosenOptions = new Set(value.answerData.map((item) => item.idQuestionOption));
      const chosenScales = new Set(value.answerData.map((item) => item.idQuestionScale));
      const questionType = questionTypeOf(detail.question);
      const numbered = new Map(
        value.answerData
          .filter((item) => item.idQuestionOptionAnswer !== undefined)
          .map((item) => [item.idQuestionOptionAnswer, item.idQuestionOption ?? null]),
      );
      return {
        success: true,
        answer: {
          idAnswer: answer.idAnswer,
          position: answer.position,
          statement: detail.question.statement,
          questionType,
          isCorrect: answer.isCorrect === null ? null : answer.isCorrect === 1,
          answerText: answer.answerText,
          options: detail.options.map((option) => ({
            idQuestionOption: option.idQuestionOption,
            description: option.description,
            selected: questionType !== 'MULTI_LIKERT_SCALE' && chosenOptions.has(option.idQuestionOption) ? 1 : 0,
            isCorrect: option.isCorrect === 1 ? 1 : 0,
          })),
          optionAnswers: detail.optionAnswers.map((item) => ({
            idQuestionOptionAnswer: item.idQuestionOptionAnswer,
            description: item.description,
            chosenIdQuestionOption: numbered.get(item.idQuestionOptionAnswer) ?? null,
            correctIdQuestionOption: item.idQuestionOption,
          })),
          scales: detail.scales.map((scale) => ({
            idQuestionScale: scale.idQuestionScale,
            description: scale.description,
            value: scale.value,
            selected: questionType === 'LIKERT_SCALE' && chosenScales.has(scale.idQuestionScale) ? 1 : 0,
          })),
          ratings:
            questionType === 'MULTI_LIKERT_SCALE'
              ? value.answerData.flatMap((item) =>
                  item.idQuestionOption !== undefined && item.idQuestionScale !== undefined
                    ? [{ idQuestionOption: item.idQuestionOption, idQuestionScale: item.idQuestionScale }]
                    : [],
                )
              : [],
        },
      };
    },
  };
};

export type EvaluationsService = ReturnType<typeof evaluationsService>;

/** The evaluation's type when it is one the product knows; null otherwise ('TIPO DE AVALIAÇÃO NÃO ENCONTRADA.'). */
function typeOf(evaluation: EvaluationRow): EvaluationType | null {
  return isEvaluationType(evaluation.evaluationType) ? evaluation.evaluationType : null;
}

function questionnaireTypeOfRow(evaluation: EvaluationRow): QuestionnaireType {
  const type = typeOf(evaluation);
  return type ? questionnaireTypeOf(type) : 'EVALUATION';
}

function parametersOf(evaluation: EvaluationRow): EvaluationParameters {
  const positive = (value: number | null) => (value && value > 0 ? value : null);
  return {
    timeLimit: positive(evaluation.timeLimit),
    questionAmount: positive(evaluation.questionAmount),
    lockNavigation: evaluation.lockNavigation === 1 ? 1 : 0,
    maxTries: typeOf(evaluation) === 'PRE_TEST' ? 1 : positive(evaluation.maxTries),
    showResponseSummary: evaluation.showResponseSummary === 1 ? 1 : 0,
    lockAfterApproval: evaluation.lockAfterApproval === 1 ? 1 : 0,
    closingText: evaluation.closingText,
  };
}

function summaryOf(questionnaire: QuestionnaireRow): QuestionnaireSummary {
  return {
    idQuestionnaire: questionnaire.idQuestionnaire,
    questionnaireType: questionnaire.questionnaireType === 'SURVEY' ? 'SURVEY' : 'EVALUATION',
    startDate: questionnaire.startDate,
    deadline: questionnaire.deadline,
    finishDate: questionnaire.finishDate,
    grade: questionnaire.grade,
    attempt: questionnaire.attempt,
  };
}

function requireDetail(details: Map<number, QuestionDetail>, idQuestion: number): QuestionDetail {
  const detail = details.get(idQuestion);
  if (!detail) throw new Error(`question ${idQuestion} of an answer is missing`);
  return detail;
}

function questionTypeOf(question: QuestionRow) {
  if (!isQuestionType(question.questionType)) throw new Error(`question ${question.idQuestion} has an unknown type`);
  return question.questionType;
}

function shapeOf(detail: QuestionDetail): QuestionShape {
  return {
    questionType: questionTypeOf(detail.question),
    mandatory: detail.question.mandatory === 1,
    optionIds: detail.options.map((option) => option.idQuestionOption),
    optionAnswerIds: detail.optionAnswers.map((item) => item.idQuestionOptionAnswer),
    scaleIds: detail.scales.map((scale) => scale.idQuestionScale),
    commentLimit: detail.question.commentLimit,
  };
}

function keyOf(detail: QuestionDetail): AnswerKey {
  return {
    correctOptionIds: detail.options
      .filter((option) => option.isCorrect === 1)
      .map((option) => option.idQuestionOption),
    correctMatches: detail.optionAnswers.flatMap((item) =>
      item.idQuestionOption === null
        ? []
        : [{ idQuestionOptionAnswer: item.idQuestionOptionAnswer, idQuestionOption: item.idQuestionOption }],
    ),
  };
}

function answerValueOf(answer: AnswerRow): AnswerValue {
  return { answerData: parseAnswerData(answer.answerData), answerText: answer.answerText };
}

function parseAnswerData(text: string): AnswerDataItem[] {
  try {
    const parsed = JSON.parse(text) as unknown;
    return Array.isArray(parsed) ? (parsed as AnswerDataItem[]) : [];
  } catch {
    return [];
  }
}

function savedOf(answer: AnswerRow): SavedAnswer {
  return {
    idAnswer: answer.idAnswer,
    answerData: parseAnswerData(answer.answerData),
    answerText: answer.answerText,
    answerStatus: answer.answerStatus === 1,
    revision: answer.revision,
  };
}

function fromSaved(saved: SavedAnswer): Pick<AnswerRow, 'answerData' | 'answerText' | 'answerStatus' | 'revision'> {
  return {
    answerData: JSON.stringify(saved.answerData),
    answerText: saved.answerText,
    answerStatus: saved.answerStatus ? 1 : 0,
    revision: saved.revision,
  };
}

/** An answer as the member receives it before finishing: the public question, no answer key. */
function publicAnswerOf(answer: AnswerRow, detail: QuestionDetail): PublicAnswer {
  const value = answerValueOf(answer);
  const questionType = questionTypeOf(detail.question);
  const chosen = new Set(
    questionType === 'MULTI_LIKERT_SCALE' || questionType === 'CORRELATE'
      ? []
      : value.answerData.map((item) => item.idQuestionOption),
  );
  return {
    idAnswer: answer.idAnswer,
    position: answer.position,
    answerData: value.answerData,
    answerText: value.answerText,
    answerStatus: answer.answerStatus === 1,
    revision: answer.revision,
    question: {
      idQuestion: detail.question.idQuestion,
      statement: detail.question.statement,
      questionType,
      mandatory: detail.question.mandatory === 1 ? 1 : 0,
      options: detail.options.map((option) => ({
        idQuestionOption: option.idQuestionOption,
        description: option.description,
        selected: chosen.has(option.idQuestionOption) ? 1 : 0,
      })),
      optionAnswers: detail.optionAnswers.map((item) => ({
        idQuestionOptionAnswer: item.idQuestionOptionAnswer,
        description: item.description,
      })),
      scales: detail.scales.map((scale) => ({
        idQuestionScale: scale.idQuestionScale,
        description: scale.description,
        value: scale.value,
      })),
      ...(detail.question.commentLimit === null ? {} : { commentLimit: detail.question.commentLimit }),
    },
  };
}
