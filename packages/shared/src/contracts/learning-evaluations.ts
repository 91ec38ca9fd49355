import type * as evaluations from '../api/learning-evaluations';
import { contract } from '../contract';

/** The evaluation calls of spec 3, 7.3, under the member's enrollment ('-' for none). */
const EVALUATION = '/learning/students/:idUser/enrollments/:idEnrollment/evaluations/:idEvaluation';
const Q = `${EVALUATION}/questionnaires`;

/** The evaluation and the member's current attempt (spec 3, 7.3). */
export const getEvaluation = contract<{
  params: typeof evaluations.evaluationParams;
  response: typeof evaluations.evaluationResponse;
}>('GET', EVALUATION);

/** Starts an attempt, or answers the open one (spec 3, 7.3). */
export const startQuestionnaire = contract<{
  params: typeof evaluations.evaluationParams;
  body: typeof evaluations.startQuestionnaireRequest;
  response: typeof evaluations.startQuestionnaireResponse;
}>('POST', Q);

/** One attempt: its questions and the member's answers so far (spec 3, 7.3). */
export const getQuestionnaire = contract<{
  params: typeof evaluations.questionnaireParams;
  response: typeof evaluations.questionnaireResponse;
}>('GET', `${Q}/:idQuestionnaire`);

/** Saves one answer of an open attempt (spec 3, 7.3). */
export const saveAnswer = contract<{
  params: typeof evaluations.answerParams;
  body: typeof evaluations.saveAnswerRequest;
  response: typeof evaluations.saveAnswerResponse;
}>('PUT', `${Q}/:idQuestionnaire/answers/:idAnswer`);

/** Saves the attempt's time left and answers the server's (spec 3, 7.3). */
export const saveQuestionnaireTime = contract<{
  params: typeof evaluations.questionnaireParams;
  body: typeof evaluations.saveTimeRequest;
  response: typeof evaluations.saveTimeResponse;
}>('PUT', `${Q}/:idQuestionnaire/time`);

/** A finished attempt's result (spec 3, 7.3). */
export const getQuestionnaireResult = contract<{
  params: typeof evaluations.questionnaireParams;
  response: typeof evaluations.resultResponse;
}>('GET', `${Q}/:idQuestionnaire/result`);

/** One answer's result in a finished attempt (spec 3, 7.3). */
export const getAnswerResult = contract<{
  params: typeof evaluations.answerParams;
  response: typeof evaluations.answerResultResponse;
}>('GET', `${Q}/:idQuestionnaire/answers/:idAnswer/result`);

/** Saves a survey's page of answers (spec 3, 7.3). */
export const saveSurvey = contract<{
  params: typeof evaluations.questionnaireParams;
  body: typeof evaluations.saveSurveyRequest;
  response: typeof evaluations.saveSurveyResponse;
}>('POST', `${Q}/:idQuestionnaire/save`);

/** Finishes the attempt (spec 3, 7.3). */
export const finishQuestionnaire = contract<{
  params: typeof evaluations.questionnaireParams;
  response: typeof evaluations.finishQuestionnaireResponse;
}>('POST', `${Q}/:idQuestionnaire/finish`);

/**
 * Imports a question bank into an evaluation (administrators): the file as the raw body (XML or zip), or JSON
 * `{ content, encoding }`.
 */
export const importQuestions = contract<{
  params: typeof evaluations.evaluationIdParams;
  query: typeof evaluations.importQuestionsQuery;
  body: typeof evaluations.importQuestionsRequest;
  response: typeof evaluations.importQuestionsResponse;
}>('POST', '/learning/evaluations/:idEvaluation/questions/import');
