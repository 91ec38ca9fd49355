import type * as evaluations from '@trilha/shared/api/learning-evaluations';
import { type AnswerOf, pathOf } from '@trilha/shared/contract';
import * as evaluationCalls from '@trilha/shared/contracts/learning-evaluations';
import { call, request } from './client';

/**
 * The ids every evaluation call carries in its path; `idEnrollment` is null for an evaluation taken
 * outside any training (the home's pre-test, an evaluation on a catalog page), '-' in the path.
 */
export type EvaluationRef = { idUser: number; idEnrollment: number | null; idEvaluation: number };

/** The path parameters of an evaluation call (spec 3, 7.3). */
const evaluationParams = ({ idUser, idEnrollment, idEvaluation }: EvaluationRef) => ({
  idUser,
  idEnrollment: idEnrollment ?? ('-' as const),
  idEvaluation,
});

/** The path of one answer; also the key of the answer in the offline queue. */
export const answerPath = (ref: EvaluationRef, idQuestionnaire: number, idAnswer: number) =>
  pathOf(evaluationCalls.saveAnswer, { ...evaluationParams(ref), idQuestionnaire, idAnswer });

/** `GET .../evaluations/:idEvaluation`: the evaluation and the member's current attempt. */
export const fetchEvaluation = (ref: EvaluationRef) =>
  call(evaluationCalls.getEvaluation, { params: evaluationParams(ref) });

/** `POST Q`: starts an attempt, or answers the open one. */
export const startQuestionnaire = (ref: EvaluationRef, body: evaluations.StartQuestionnaireRequest = {}) =>
  call(evaluationCalls.startQuestionnaire, {
    params: evaluationParams(ref),
    body: {
      ...body,
      idUser: ref.idUser,
      ...(ref.idEnrollment === null ? {} : { idEnrollment: ref.idEnrollment }),
      idEvaluation: ref.idEvaluation,
    },
  });

/** `GET Q/:idQuestionnaire`. */
export const fetchQuestionnaire = (ref: EvaluationRef, idQuestionnaire: number) =>
  call(evaluationCalls.getQuestionnaire, { params: { ...evaluationParams(ref), idQuestionnaire } });

/**
 * `PUT Q/:idQuestionnaire/answers/:idAnswer` (through the offline queue): the queue keeps each answer's path
 * (`answerPath`), so the call is sent to it as stored.
 */
export const saveAnswer = (path: string, body: evaluations.SaveAnswerRequest) =>
  request<AnswerOf<typeof evaluationCalls.saveAnswer>>(evaluationCalls.saveAnswer.method, path, { body });

/** `PUT Q/:idQuestionnaire/time`: every 10 s and on leaving; answers the server's time left. */
export const saveTime = (
  ref: EvaluationRef,
  idQuestionnaire: number,
  timeLeft: number | null,
  options: { keepalive?: boolean } = {},
) =>
  call(evaluationCalls.saveQuestionnaireTime, {
    params: { ...evaluationParams(ref), idQuestionnaire },
    body: { timeLeft },
    ...(options.keepalive ? { keepalive: true } : {}),
  });

/** `GET Q/:idQuestionnaire/result`. */
export const fetchResult = (ref: EvaluationRef, idQuestionnaire: number) =>
  call(evaluationCalls.getQuestionnaireResult, { params: { ...evaluationParams(ref), idQuestionnaire } });

/** `GET Q/:idQuestionnaire/answers/:idAnswer/result`. */
export const fetchAnswerResult = (ref: EvaluationRef, idQuestionnaire: number, idAnswer: number) =>
  call(evaluationCalls.getAnswerResult, { params: { ...evaluationParams(ref), idQuestionnaire, idAnswer } });

/** `POST Q/:idQuestionnaire/save`: the survey page. */
export const saveSurvey = (ref: EvaluationRef, idQuestionnaire: number, body: evaluations.SaveSurveyRequest) =>
  call(evaluationCalls.saveSurvey, { params: { ...evaluationParams(ref), idQuestionnaire }, body });

/** `POST Q/:idQuestionnaire/finish`. */
export const finishQuestionnaire = (ref: EvaluationRef, idQuestionnaire: number) =>
  call(evaluationCalls.finishQuestionnaire, { params: { ...evaluationParams(ref), idQuestionnaire } });
