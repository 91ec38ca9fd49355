import * as evaluations from '@trilha/shared/api/learning-evaluations';
import * as evaluationCalls from '@trilha/shared/contracts/learning-evaluations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../platform/route';
import type { EvaluationsService } from './evaluations.service';
import type { QuestionBankService } from './question-bank.service';

/** The evaluation calls of spec 3, 7.3, under the member's enrollment. */
export const evaluationsRoutes =
  ({ evaluationsService }: { evaluationsService: EvaluationsService }): FastifyPluginAsyncZod =>
  async (app) => {
    route(
      app,
      evaluationCalls.getEvaluation,
      { schema: { params: evaluations.evaluationParams, response: evaluations.evaluationResponse } },
      async (request) => evaluationsService.getEvaluation(request.auth, request.params),
    );

    route(
      app,
      evaluationCalls.startQuestionnaire,
      {
        schema: {
          params: evaluations.evaluationParams,
          body: evaluations.startQuestionnaireRequest,
          response: evaluations.startQuestionnaireResponse,
        },
      },
      async (request) => evaluationsService.startQuestionnaire(request.auth, request.params, request.body ?? {}),
    );

    route(
      app,
      evaluationCalls.getQuestionnaire,
      { schema: { params: evaluations.questionnaireParams, response: evaluations.questionnaireResponse } },
      async (request) => evaluationsService.getQuestionnaire(request.auth, request.params),
    );

    route(
      app,
      evaluationCalls.saveAnswer,
      {
        schema: {
          params: evaluations.answerParams,
          body: evaluations.saveAnswerRequest,
          response: evaluations.saveAnswerResponse,
        },
      },
      async (request) => evaluationsService.saveAnswer(request.auth, request.params, request.body),
    );

    route(
      app,
      evaluationCalls.saveQuestionnaireTime,
      {
        schema: {
          params: evaluations.questionnaireParams,
          body: evaluations.saveTimeRequest,
          response: evaluations.saveTimeResponse,
        },
      },
      async (request) => evaluationsService.saveTime(request.auth, request.params, request.body),
    );

    route(
      app,
      evaluationCalls.getQuestionnaireResult,
      { schema: { params: evaluations.questionnaireParams, response: evaluations.resultResponse } },
      async (request) => evaluationsService.getResult(request.auth, request.params),
    );

    route(
      app,
      evaluationCalls.getAnswerResult,
      { schema: { params: evaluations.answerParams, response: evaluations.answerResultResponse } },
      async (request) => evaluationsService.getAnswerResult(request.auth, request.params),
    );

    route(
      app,
      evaluationCalls.saveSurvey,
      {
        schema: {
          params: evaluations.questionnaireParams,
          body: evaluations.saveSurveyRequest,
          response: evaluations.saveSurveyResponse,
        },
      },
      async (request) => evaluationsService.saveSurvey(request.auth, request.params, request.body),
    );

    route(
      app,
      evaluationCalls.finishQuestionnaire,
      { schema: { params: evaluations.questionnaireParams, response: evaluations.finishQuestionnaireResponse } },
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
      evaluationCalls.importQuestions,
      {
        bodyLimit: IMPORT_JSON_LIMIT,
        schema: {
          params: evaluations.evaluationIdParams,
          query: evaluations.importQuestionsQuery,
          body: evaluations.importQuestionsRequest,
          response: evaluations.importQuestionsResponse,
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
