import {
  authoringAppResponse,
  authoringAppsResponse,
  authoringCampaignResponse,
  authoringClassResponse,
  authoringEvaluationResponse,
  authoringLearningContentResponse,
  authoringMenuResponse,
  authoringNodeResponse,
  authoringParams,
  createCampaignRequest,
  createClassRequest,
  createEvaluationRequest,
  createLearningContentRequest,
  createNodeRequest,
  createSectionContentRequest,
  departmentsResponse,
  learningSummaryResponse,
  mediaUploadResponse,
  readQuestionFileRequest,
  readQuestionFileResponse,
  reorderRequest,
  saveAppRequest,
  saveCampaignRequest,
  saveClassRequest,
  savedResponse,
  saveEvaluationRequest,
  saveLearningContentRequest,
  saveMenuRequest,
  saveNodeRequest,
  saveSectionContentRequest,
  sectionContentResponse,
  sectionContentsResponse,
  versionQuery,
} from '@trilha/shared/api/authoring';
import { AUTHORING_UPLOAD_MAX_BYTES } from '@trilha/shared/constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toQuestionItem } from '../../packs/pack-questions';
import type { Storage } from '../../platform/storage';
import { readQuestionBank } from '../learning/evaluations/question-import';
import type { AuthoringService } from './authoring.service';
import { receiveMedia } from './authoring-media';

/** Question banks of at most 20 MB, as the evaluations' import takes them (28 MB once in base64). */
const QUESTION_FILE_JSON_LIMIT = 28 * 1024 * 1024;
/** A whole menu or a training with many blocks fits; media go through their own upload. */
const DOCUMENT_LIMIT = 4 * 1024 * 1024;

/**
 * The console's authoring calls (`docs/api.md`, "Console authoring"), all under `/admin/`, so the app's
 * hook refuses anyone but an administrator of the caller's company before the request is read; every id
 * in a path is then looked up in the caller's company (another company's id is not found).
 */
export const authoringRoutes =
  ({ authoringService, storage }: { authoringService: AuthoringService; storage: Storage }): FastifyPluginAsyncZod =>
  async (app) => {
    const service = authoringService;
    const withoutId = <T extends { id: number }>({ id: _id, ...rest }: T) => rest;

    // Brand and apps.
    app.get('/admin/authoring/apps', { schema: { response: { 200: authoringAppsResponse } } }, async (request) =>
      service.listApps(request.auth),
    );
    app.get(
      '/admin/authoring/apps/:idApp',
      { schema: { params: authoringParams.idApp, response: { 200: authoringAppResponse } } },
      async (request) => service.getApp(request.auth, request.params.idApp),
    );
    app.put(
      '/admin/authoring/apps/:idApp',
      {
        bodyLimit: DOCUMENT_LIMIT,
        schema: { params: authoringParams.idApp, body: saveAppRequest, response: { 200: authoringAppResponse } },
      },
      async (request) => withoutId(await service.saveApp(request.auth, request.params.idApp, request.body, request.id)),
    );

    // The content app's menu and its sections' items.
    app.get(
      '/admin/authoring/apps/:idApp/menu',
      { schema: { params: authoringParams.idApp, response: { 200: authoringMenuResponse } } },
      async (request) => service.getMenu(request.auth, request.params.idApp),
    );
    app.put(
      '/admin/authoring/apps/:idApp/menu',
      {
        bodyLimit: DOCUMENT_LIMIT,
        schema: { params: authoringParams.idApp, body: saveMenuRequest, response: { 200: authoringMenuResponse } },
      },
      async (request) =>
        withoutId(await service.saveMenu(request.auth, request.params.idApp, request.body, request.id)),
    );
    app.get(
      '/admin/authoring/sections/:idSection/contents',
      { schema: { params: authoringParams.idSection, response: { 200: sectionContentsResponse } } },
      async (request) => service.listSectionContents(request.auth, request.params.idSection),
    );
    app.post(
      '/admin/authoring/sections/:idSection/contents',
      {
        bodyLimit: DOCUMENT_LIMIT,
        schema: {
          params: authoringParams.idSection,
          body: createSectionContentRequest,
          response: { 201: sectionContentResponse },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            withoutId(
              await service.createSectionContent(request.auth, request.params.idSection, request.body, request.id),
            ),
          ),
    );
    app.put(
      '/admin/authoring/sections/:idSection/contents/order',
      {
        schema: { params: authoringParams.idSection, body: reorderRequest, response: { 200: sectionContentsResponse } },
      },
      async (request) =>
        withoutId(
          await service.reorderSectionContents(request.auth, request.params.idSection, request.body, request.id),
        ),
    );
    app.get(
      '/admin/authoring/contents/:idContentItem',
      { schema: { params: authoringParams.idContentItem, response: { 200: sectionContentResponse } } },
      async (request) => service.getSectionContent(request.auth, request.params.idContentItem),
    );
    app.put(
      '/admin/authoring/contents/:idContentItem',
      {
        bodyLimit: DOCUMENT_LIMIT,
        schema: {
          params: authoringParams.idContentItem,
          body: saveSectionContentRequest,
          response: { 200: sectionContentResponse },
        },
      },
      async (request) =>
        withoutId(
          await service.saveSectionContent(request.auth, request.params.idContentItem, request.body, request.id),
        ),
    );
    app.delete(
      '/admin/authoring/contents/:idContentItem',
      {
        schema: { params: authoringParams.idContentItem, querystring: versionQuery, response: { 200: savedResponse } },
      },
      async (request) =>
        service.deleteSectionContent(request.auth, request.params.idContentItem, request.query.version, request.id),
    );

    // Learning: pages and trainings, classes, contents, evaluations.
    app.get('/admin/authoring/learning', { schema: { response: { 200: learningSummaryResponse } } }, async (request) =>
      service.learningSummary(request.auth),
    );
    app.post(
      '/admin/authoring/nodes',
      { bodyLimit: DOCUMENT_LIMIT, schema: { body: createNodeRequest, response: { 201: authoringNodeResponse } } },
      async (request, reply) =>
        reply.status(201).send(withoutId(await service.createNode(request.auth, request.body, request.id))),
    );
    app.get(
      '/admin/authoring/nodes/:idNode',
      { schema: { params: authoringParams.idNode, response: { 200: authoringNodeResponse } } },
      async (request) => service.getNode(request.auth, request.params.idNode),
    );
    app.put(
      '/admin/authoring/nodes/:idNode',
      {
        bodyLimit: DOCUMENT_LIMIT,
        schema: { params: authoringParams.idNode, body: saveNodeRequest, response: { 200: authoringNodeResponse } },
      },
      async (request) =>
        withoutId(await service.saveNode(request.auth, request.params.idNode, request.body, request.id)),
    );
    app.delete(
      '/admin/authoring/nodes/:idNode',
      { schema: { params: authoringParams.idNode, querystring: versionQuery, response: { 200: savedResponse } } },
      async (request) => service.deleteNode(request.auth, request.params.idNode, request.query.version, request.id),
    );
    app.post(
      '/admin/authoring/nodes/:idNode/classes',
      {
        schema: { params: authoringParams.idNode, body: createClassRequest, response: { 201: authoringClassResponse } },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(withoutId(await service.createClass(request.auth, request.params.idNode, request.body, request.id))),
    );
    app.get(
      '/admin/authoring/classes/:idTeam',
      { schema: { params: authoringParams.idTeam, response: { 200: authoringClassResponse } } },
      async (request) => service.getClass(request.auth, request.params.idTeam),
    );
    app.put(
      '/admin/authoring/classes/:idTeam',
      { schema: { params: authoringParams.idTeam, body: saveClassRequest, response: { 200: authoringClassResponse } } },
      async (request) =>
        withoutId(await service.saveClass(request.auth, request.params.idTeam, request.body, request.id)),
    );
    app.delete(
      '/admin/authoring/classes/:idTeam',
      { schema: { params: authoringParams.idTeam, querystring: versionQuery, response: { 200: savedResponse } } },
      async (request) => service.deleteClass(request.auth, request.params.idTeam, request.query.version, request.id),
    );
    app.post(
      '/admin/authoring/learning-contents',
      {
        bodyLimit: DOCUMENT_LIMIT,
        schema: { body: createLearningContentRequest, response: { 201: authoringLearningContentResponse } },
      },
      async (request, reply) =>
        reply.status(201).send(withoutId(await service.createLearningContent(request.auth, request.body, request.id))),
    );
    app.get(
      '/admin/authoring/learning-contents/:idContentItem',
      { schema: { params: authoringParams.idContentItem, response: { 200: authoringLearningContentResponse } } },
      async (request) => service.getLearningContent(request.auth, request.params.idContentItem),
    );
    app.put(
      '/admin/authoring/learning-contents/:idContentItem',
      {
        bodyLimit: DOCUMENT_LIMIT,
        schema: {
          params: authoringParams.idContentItem,
          body: saveLearningContentRequest,
          response: { 200: authoringLearningContentResponse },
        },
      },
      async (request) =>
        withoutId(
          await service.saveLearningContent(request.auth, request.params.idContentItem, request.body, request.id),
        ),
    );
    app.delete(
      '/admin/authoring/learning-contents/:idContentItem',
      {
        schema: { params: authoringParams.idContentItem, querystring: versionQuery, response: { 200: savedResponse } },
      },
      async (request) =>
        service.deleteLearningContent(request.auth, request.params.idContentItem, request.query.version, request.id),
    );
    app.post(
      '/admin/authoring/evaluations',
      {
        bodyLimit: DOCUMENT_LIMIT,
        schema: { body: createEvaluationRequest, response: { 201: authoringEvaluationResponse } },
      },
      async (request, reply) =>
        reply.status(201).send(withoutId(await service.createEvaluation(request.auth, request.body, request.id))),
    );
    app.get(
      '/admin/authoring/evaluations/:idEvaluation',
      { schema: { params: authoringParams.idEvaluation, response: { 200: authoringEvaluationResponse } } },
      async (request) => service.getEvaluation(request.auth, request.params.idEvaluation),
    );
    app.put(
      '/admin/authoring/evaluations/:idEvaluation',
      {
        bodyLimit: DOCUMENT_LIMIT,
        schema: {
          params: authoringParams.idEvaluation,
          body: saveEvaluationRequest,
          response: { 200: authoringEvaluationResponse },
        },
      },
      async (request) =>
        withoutId(await service.saveEvaluation(request.auth, request.params.idEvaluation, request.body, request.id)),
    );
    app.delete(
      '/admin/authoring/evaluations/:idEvaluation',
      {
        schema: { params: authoringParams.idEvaluation, querystring: versionQuery, response: { 200: savedResponse } },
      },
      async (request) =>
        service.deleteEvaluation(request.auth, request.params.idEvaluation, request.query.version, request.id),
    );
    // A question bank read into the question editor: nothing is stored until the evaluation is saved.
    app.post(
      '/admin/authoring/question-files',
      {
        bodyLimit: QUESTION_FILE_JSON_LIMIT,
        schema: { body: readQuestionFileRequest, response: { 200: readQuestionFileResponse } },
      },
      async (request) => {
        const bank = await readQuestionBank(Buffer.from(request.body.content, request.body.encoding));
        return {
          success: true as const,
          format: bank.format,
          questions: bank.questions.map(toQuestionItem),
          unsupported: bank.unsupported,
          warnings: bank.warnings,
        };
      },
    );

    // Campaigns, and the departments they can be open to.
    app.get('/admin/authoring/departments', { schema: { response: { 200: departmentsResponse } } }, async (request) =>
      service.listDepartments(request.auth),
    );
    app.post(
      '/admin/authoring/campaigns',
      { schema: { body: createCampaignRequest, response: { 201: authoringCampaignResponse } } },
      async (request, reply) =>
        reply.status(201).send(withoutId(await service.createCampaign(request.auth, request.body, request.id))),
    );
    app.get(
      '/admin/authoring/campaigns/:idCampaign',
      { schema: { params: authoringParams.idCampaign, response: { 200: authoringCampaignResponse } } },
      async (request) => service.getCampaign(request.auth, request.params.idCampaign),
    );
    app.put(
      '/admin/authoring/campaigns/:idCampaign',
      {
        schema: {
          params: authoringParams.idCampaign,
          body: saveCampaignRequest,
          response: { 200: authoringCampaignResponse },
        },
      },
      async (request) =>
        withoutId(await service.saveCampaign(request.auth, request.params.idCampaign, request.body, request.id)),
    );
    app.delete(
      '/admin/authoring/campaigns/:idCampaign',
      {
        schema: { params: authoringParams.idCampaign, querystring: versionQuery, response: { 200: savedResponse } },
      },
      async (request) =>
        service.deleteCampaign(request.auth, request.params.idCampaign, request.query.version, request.id),
    );

    // Files for contents, images and attachments.
    app.post(
      '/admin/authoring/media',
      { bodyLimit: AUTHORING_UPLOAD_MAX_BYTES + 1024 * 1024, schema: { response: { 201: mediaUploadResponse } } },
      async (request, reply) => reply.status(201).send(await receiveMedia(request, storage, request.auth)),
    );
  };
