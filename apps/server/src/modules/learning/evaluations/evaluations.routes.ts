import {
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
} from '@trilha/shared/api/learning-evaluations';
import {
  finishQuestionnaire,
  getAnswerResult,
  getEvaluation,
  getQuestionnaire,
  getQuestionnaireResult,
  importQuestions,
  saveAnswer,
  saveQuestionnaireTime,
  saveSurvey,
  startQuestionnaire,
} from '@trilha/shared/contracts/learning-evaluations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../platform/route';
import type { EvaluationsService } from './evaluations.service';
import type { QuestionBankService } from './question-bank.service';

/** The evaluation calls of spec 3, 7.3, under the member's enrollment. */
export const evaluationsRoutes =
  ({ evaluationsService }: { evaluationsService: EvaluationsService }): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, getEvaluation, { schema: { params: evaluationParams, response: evaluationResponse } }, async (request) =>
      evaluationsService.getEvaluation(request.auth, request.params),
    );

    route(
      app,
      startQuestionnaire,
      { schema: { params: evaluationParams, body: startQuestionnaireRequest, response: startQuestionnaireResponse } },
      async (request) => evaluationsService.startQuestionnaire(request.auth, request.params, request.body ?? {}),
    );

    route(
      app,
      getQuestionnaire,
      { schema: { params: questionnaireParams, response: questionnaireResponse } },
      async (request) => evaluationsService.getQuestionnaire(request.auth, request.params),
    );

    route(
      app,
      saveAnswer,
      { schema: { params: answerParams, body: saveAnswerRequest, response: saveAnswerResponse } },
      async (request) => evaluationsService.saveAnswer(request.auth, request.params, request.body),
    );

    route(
      app,
      saveQuestionnaireTime,
      { schema: { params: questionnaireParams, body: saveTimeRequest, response: saveTimeResponse } },
      async (request) => evaluationsService.saveTime(request.auth, request.params, request.body),
    );

    route(
      app,
      getQuestionnaireResult,
      { schema: { params: questionnaireParams, response: resultResponse } },
      async (request) => evaluationsService.getResult(request.auth, request.params),
    );

    route(app, getAnswerResult, { schema: { params: answerParams, response: answerResultResponse } }, async (request) =>
      evaluationsService.getAnswerResult(request.auth, request.params),
    );

    route(
      app,
      saveSurvey,
      { schema: { params: questionnaireParams, body: saveSurveyRequest, response: saveSurveyResponse } },
      async (request) => evaluationsService.saveSurvey(request.auth, request.params, request.body),
    );

    route(
      app,
      finishQuestionnaire,
      { schema: { params: questionnaireParams, response: finishQuestionnaireResponse } },
      async (request) => evaluationsService.finishQuestionnaire(request.auth, request.params),
    );
  };

/** Question banks are XML files or QTI packages (.zip) of at most 20 MB (28 MB once in base64 JSON). */
const IMPORT_FILE_LIMIT = 20 * 1024 * 1024;
const IMPORT_JSON_LIMIT = 28 * 1024 * 1024;

/**
 * `POST /learning/evaluations/:idEvaluation/questions/import` (administrators): the file as the raw body
 * (XML or zip), or JSON `{ content, encoding }`.
 */
export const questionBankRoutes =
  ({ questionBankService }: { questionBankService: QuestionBankService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.addContentTypeParser(
      ['application/xml', 'text/xml'],
      { parseAs: 'buffer', bodyLimit: IMPORT_FILE_LIMIT },
      (_request, body, done) => done(null, { content: body.toString('utf8'), encoding: 'utf8' }),
    );
    app.addContentTypeParser(
      ['application/zip', 'application/x-zip-compressed', 'application/octet-stream'],
      { parseAs: 'buffer', bodyLimit: IMPORT_FILE_LIMIT },
      (_request, body, done) => done(null, { content: body.toString('base64'), encoding: 'base64' }),
    );

    route(
      app,
      importQuestions,
      {
        bodyLimit: IMPORT_JSON_LIMIT,
        schema: {
          params: evaluationIdParams,
          query: importQuestionsQuery,
          body: importQuestionsRequest,
          response: importQuestionsResponse,
        },
      },
      async (request) =>
        questionBankService.importQuestions(
          request.auth,
          request.params.idEvaluation,
          Buffer.from(request.body.content, request.body.encoding),
          { dryRun: request.query.dryRun === 1 },
        ),
    );
  };
