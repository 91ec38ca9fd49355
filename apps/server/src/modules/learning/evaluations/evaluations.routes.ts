import { idParam } from '@trilha/shared/api/common';
import {
  answerParams,
  answerResultResponse,
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
import { z } from '@trilha/shared/zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { EvaluationsService } from './evaluations.service';
import type { QuestionBankService } from './question-bank.service';

/** The evaluation calls of spec 3, 7.3, under the member's enrollment. */
const EVALUATION = '/learning/students/:idUser/enrollments/:idEnrollment/evaluations/:idEvaluation';
const Q = `${EVALUATION}/questionnaires`;

export const evaluationsRoutes =
  ({ evaluationsService }: { evaluationsService: EvaluationsService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      EVALUATION,
      { schema: { params: evaluationParams, response: { 200: evaluationResponse } } },
      async (request) => evaluationsService.getEvaluation(request.auth, request.params),
    );

    app.post(
      Q,
      {
        schema: {
          params: evaluationParams,
          body: startQuestionnaireRequest,
          response: { 200: startQuestionnaireResponse },
        },
      },
      async (request) => evaluationsService.startQuestionnaire(request.auth, request.params, request.body ?? {}),
    );

    app.get(
      `${Q}/:idQuestionnaire`,
      { schema: { params: questionnaireParams, response: { 200: questionnaireResponse } } },
      async (request) => evaluationsService.getQuestionnaire(request.auth, request.params),
    );

    app.put(
      `${Q}/:idQuestionnaire/answers/:idAnswer`,
      { schema: { params: answerParams, body: saveAnswerRequest, response: { 200: saveAnswerResponse } } },
      async (request) => evaluationsService.saveAnswer(request.auth, request.params, request.body),
    );

    app.put(
      `${Q}/:idQuestionnaire/time`,
      { schema: { params: questionnaireParams, body: saveTimeRequest, response: { 200: saveTimeResponse } } },
      async (request) => evaluationsService.saveTime(request.auth, request.params, request.body),
    );

    app.get(
      `${Q}/:idQuestionnaire/result`,
      { schema: { params: questionnaireParams, response: { 200: resultResponse } } },
      async (request) => evaluationsService.getResult(request.auth, request.params),
    );

    app.get(
      `${Q}/:idQuestionnaire/answers/:idAnswer/result`,
      { schema: { params: answerParams, response: { 200: answerResultResponse } } },
      async (request) => evaluationsService.getAnswerResult(request.auth, request.params),
    );

    app.post(
      `${Q}/:idQuestionnaire/save`,
      { schema: { params: questionnaireParams, body: saveSurveyRequest, response: { 200: saveSurveyResponse } } },
      async (request) => evaluationsService.saveSurvey(request.auth, request.params, request.body),
    );

    app.post(
      `${Q}/:idQuestionnaire/finish`,
      { schema: { params: questionnaireParams, response: { 200: finishQuestionnaireResponse } } },
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

    app.post(
      '/learning/evaluations/:idEvaluation/questions/import',
      {
        bodyLimit: IMPORT_JSON_LIMIT,
        schema: {
          params: z.object({ idEvaluation: idParam }),
          querystring: importQuestionsQuery,
          body: importQuestionsRequest,
          response: { 200: importQuestionsResponse },
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
