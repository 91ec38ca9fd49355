import type {
  answerParams,
  answerResultResponse,
  evaluationIdParams,
  evaluationParams,
  evaluationResponse,
  finishQuestionnaireResponse,
  importQuestionsQuery,
  importQuestionsRequest,
  importQuestionsResponse,
  questionnaireParams,
  questionnaireResponse,
  resultResponse,
  saveAnswerRequest,
  saveAnswerResponse,
  saveSurveyRequest,
  saveSurveyResponse,
  saveTimeRequest,
  saveTimeResponse,
  startQuestionnaireRequest,
  startQuestionnaireResponse,
} from '../api/learning-evaluations';
import { contract } from '../contract';

/** The evaluation calls of spec 3, 7.3, under the member's enrollment ('-' for none). */
const EVALUATION = '/learning/students/:idUser/enrollments/:idEnrollment/evaluations/:idEvaluation';
const Q = `${EVALUATION}/questionnaires`;

/** The evaluation and the member's current attempt (spec 3, 7.3). */
export const getEvaluation = contract<{ params: typeof evaluationParams; response: typeof evaluationResponse }>(
  'GET',
  EVALUATION,
);

/** Starts an attempt, or answers the open one (spec 3, 7.3). */
export const startQuestionnaire = contract<{
  params: typeof evaluationParams;
  body: typeof startQuestionnaireRequest;
  response: typeof startQuestionnaireResponse;
}>('POST', Q);

/** One attempt: its questions and the member's answers so far (spec 3, 7.3). */
export const getQuestionnaire = contract<{
  params: typeof questionnaireParams;
  response: typeof questionnaireResponse;
}>('GET', `${Q}/:idQuestionnaire`);

/** Saves one answer of an open attempt (spec 3, 7.3). */
export const saveAnswer = contract<{
  params: typeof answerParams;
  body: typeof saveAnswerRequest;
  response: typeof saveAnswerResponse;
}>('PUT', `${Q}/:idQuestionnaire/answers/:idAnswer`);

/** Saves the attempt's time left and answers the server's (spec 3, 7.3). */
export const saveQuestionnaireTime = contract<{
  params: typeof questionnaireParams;
  body: typeof saveTimeRequest;
  response: typeof saveTimeResponse;
}>('PUT', `${Q}/:idQuestionnaire/time`);

/** A finished attempt's result (spec 3, 7.3). */
export const getQuestionnaireResult = contract<{
  params: typeof questionnaireParams;
  response: typeof resultResponse;
}>('GET', `${Q}/:idQuestionnaire/result`);

/** One answer's result in a finished attempt (spec 3, 7.3). */
export const getAnswerResult = contract<{ params: typeof answerParams; response: typeof answerResultResponse }>(
  'GET',
  `${Q}/:idQuestionnaire/answers/:idAnswer/result`,
);

/** Saves a survey's page of answers (spec 3, 7.3). */
export const saveSurvey = contract<{
  params: typeof questionnaireParams;
  body: typeof saveSurveyRequest;
  response: typeof saveSurveyResponse;
}>('POST', `${Q}/:idQuestionnaire/save`);

/** Finishes the attempt (spec 3, 7.3). */
export const finishQuestionnaire = contract<{
  params: typeof questionnaireParams;
  response: typeof finishQuestionnaireResponse;
}>('POST', `${Q}/:idQuestionnaire/finish`);

/**
 * Imports a question bank into an evaluation (administrators): the file as the raw body (XML or zip), or JSON
 * `{ content, encoding }`.
 */
export const importQuestions = contract<{
  params: typeof evaluationIdParams;
  query: typeof importQuestionsQuery;
  body: typeof importQuestionsRequest;
  response: typeof importQuestionsResponse;
}>('POST', '/learning/evaluations/:idEvaluation/questions/import');
