import type {
  AnswerResultResponse,
  EvaluationResponse,
  FinishQuestionnaireResponse,
  QuestionnaireResponse,
  ResultResponse,
  SaveAnswerRequest,
  SaveAnswerResponse,
  SaveSurveyRequest,
  SaveSurveyResponse,
  SaveTimeResponse,
  StartQuestionnaireRequest,
  StartQuestionnaireResponse,
} from '@trilha/shared/api/learning-evaluations';
import { request } from './client';

/**
 * The ids every evaluation call carries in its path; `idEnrollment` is null for an evaluation taken
 * outside any training (the home's pre-test, an evaluation on a catalog page), '-' in the path.
 */
export type EvaluationRef = { idUser: number; idEnrollment: number | null; idEvaluation: number };

/** `/learning/students/:idUser/enrollments/:idEnrollment/evaluations/:idEvaluation` */
export const evaluationPath = ({ idUser, idEnrollment, idEvaluation }: EvaluationRef) =>
  `/learning/students/${idUser}/enrollments/${idEnrollment ?? '-'}/evaluations/${idEvaluation}`;

/** Q = the evaluation path + `/questionnaires` (spec 3, 7.3). */
export const questionnairesPath = (ref: EvaluationRef) => `${evaluationPath(ref)}/questionnaires`;

/** The path of one answer; also the key of the answer in the offline queue. */
export const answerPath = (ref: EvaluationRef, idQuestionnaire: number, idAnswer: number) =>
  `${questionnairesPath(ref)}/${idQuestionnaire}/answers/${idAnswer}`;

/** `GET .../evaluations/:idEvaluation`: the evaluation and the member's current attempt. */
export const fetchEvaluation = (ref: EvaluationRef) => request<EvaluationResponse>('GET', evaluationPath(ref));

/** `POST Q`: starts an attempt, or answers the open one. */
export const startQuestionnaire = (ref: EvaluationRef, body: StartQuestionnaireRequest = {}) =>
  request<StartQuestionnaireResponse>('POST', questionnairesPath(ref), {
    body: {
      ...body,
      idUser: ref.idUser,
      ...(ref.idEnrollment === null ? {} : { idEnrollment: ref.idEnrollment }),
      idEvaluation: ref.idEvaluation,
    },
  });

/** `GET Q/:idQuestionnaire`. */
export const fetchQuestionnaire = (ref: EvaluationRef, idQuestionnaire: number) =>
  request<QuestionnaireResponse>('GET', `${questionnairesPath(ref)}/${idQuestionnaire}`);

/** `PUT Q/:idQuestionnaire/answers/:idAnswer` (through the offline queue). */
export const saveAnswer = (path: string, body: SaveAnswerRequest) => request<SaveAnswerResponse>('PUT', path, { body });

/** `PUT Q/:idQuestionnaire/time`: every 10 s and on leaving; answers the server's time left. */
export const saveTime = (
  ref: EvaluationRef,
  idQuestionnaire: number,
  timeLeft: number | null,
  options: { keepalive?: boolean } = {},
) =>
  request<SaveTimeResponse>('PUT', `${questionnairesPath(ref)}/${idQuestionnaire}/time`, {
    body: { timeLeft },
    ...(options.keepalive ? { keepalive: true } : {}),
  });

/** `GET Q/:idQuestionnaire/result`. */
export const fetchResult = (ref: EvaluationRef, idQuestionnaire: number) =>
  request<ResultResponse>('GET', `${questionnairesPath(ref)}/${idQuestionnaire}/result`);

/** `GET Q/:idQuestionnaire/answers/:idAnswer/result`. */
export const fetchAnswerResult = (ref: EvaluationRef, idQuestionnaire: number, idAnswer: number) =>
  request<AnswerResultResponse>('GET', `${answerPath(ref, idQuestionnaire, idAnswer)}/result`);

/** `POST Q/:idQuestionnaire/save`: the survey page. */
export const saveSurvey = (ref: EvaluationRef, idQuestionnaire: number, body: SaveSurveyRequest) =>
  request<SaveSurveyResponse>('POST', `${questionnairesPath(ref)}/${idQuestionnaire}/save`, { body });

/** `POST Q/:idQuestionnaire/finish`. */
export const finishQuestionnaire = (ref: EvaluationRef, idQuestionnaire: number) =>
  request<FinishQuestionnaireResponse>('POST', `${questionnairesPath(ref)}/${idQuestionnaire}/finish`);
