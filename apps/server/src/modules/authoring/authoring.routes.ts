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
import * as c from '@trilha/shared/contracts/authoring';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toQuestionItem } from '../../packs/pack-questions';
import { route } from '../../platform/route';
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
    route(app, c.listAuthoringApps, { schema: { response: authoringAppsResponse } }, async (request) =>
      service.listApps(request.auth),
    );
    route(
      app,
      c.getAuthoringApp,
      { schema: { params: authoringParams.idApp, response: authoringAppResponse } },
      async (request) => service.getApp(request.auth, request.params.idApp),
    );
    route(
      app,
      c.saveAuthoringApp,
      {
        bodyLimit: DOCUMENT_LIMIT,
        schema: { params: authoringParams.idApp, body: saveAppRequest, response: authoringAppResponse },
      },
      async (request) => withoutId(await service.saveApp(request.auth, request.params.idApp, request.body, request.id)),
    );

    // The content app's menu and its sections' items.
    route(
      app,
      c.getAuthoringMenu,
      { schema: { params: authoringParams.idApp, response: authoringMenuResponse } },
      async (request) => service.getMenu(request.auth, request.params.idApp),
    );
    route(
      app,
      c.saveAuthoringMenu,
      {
        bodyLimit: DOCUMENT_LIMIT,
        schema: { params: authoringParams.idApp, body: saveMenuRequest, response: authoringMenuResponse },
      },
      async (request) =>
        withoutId(await service.saveMenu(request.auth, request.params.idApp, request.body, request.id)),
    );
    route(
      app,
      c.listSectionContents,
      { schema: { params: authoringParams.idSection, response: sectionContentsResponse } },
      async (request) => service.listSectionContents(request.auth, request.params.idSection),
    );
    route(
      app,
      c.createSectionContent,
      {
        bodyLimit: DOCUMENT_LIMIT,
        schema: {
          params: authoringParams.idSection,
          body: createSectionContentRequest,
          response: sectionContentResponse,
        },
      },
      async (request) =>
        withoutId(await service.createSectionContent(request.auth, request.params.idSection, request.body, request.id)),
    );
    route(
      app,
      c.reorderSectionContents,
      { schema: { params: authoringParams.idSection, body: reorderRequest, response: sectionContentsResponse } },
      async (request) =>
        withoutId(
          await service.reorderSectionContents(request.auth, request.params.idSection, request.body, request.id),
        ),
    );
    route(
      app,
      c.getSectionContent,
      { schema: { params: authoringParams.idContentItem, response: sectionContentResponse } },
      async (request) => service.getSectionContent(request.auth, request.params.idContentItem),
    );
    route(
      app,
      c.saveSectionContent,
      {
        bodyLimit: DOCUMENT_LIMIT,
        schema: {
          params: authoringParams.idContentItem,
          body: saveSectionContentRequest,
          response: sectionContentResponse,
        },
      },
      async (request) =>
        withoutId(
          await service.saveSectionContent(request.auth, request.params.idContentItem, request.body, request.id),
        ),
    );
    route(
      app,
      c.deleteSectionContent,
      { schema: { params: authoringParams.idContentItem, query: versionQuery, response: savedResponse } },
      async (request) =>
        service.deleteSectionContent(request.auth, request.params.idContentItem, request.query.version, request.id),
    );

    // Learning: pages and trainings, classes, contents, evaluations.
    route(app, c.getLearningSummary, { schema: { response: learningSummaryResponse } }, async (request) =>
      service.learningSummary(request.auth),
    );
    route(
      app,
      c.createAuthoringNode,
      { bodyLimit: DOCUMENT_LIMIT, schema: { body: createNodeRequest, response: authoringNodeResponse } },
      async (request) => withoutId(await service.createNode(request.auth, request.body, request.id)),
    );
    route(
      app,
      c.getAuthoringNode,
      { schema: { params: authoringParams.idNode, response: authoringNodeResponse } },
      async (request) => service.getNode(request.auth, request.params.idNode),
    );
    route(
      app,
      c.saveAuthoringNode,
      {
        bodyLimit: DOCUMENT_LIMIT,
        schema: { params: authoringParams.idNode, body: saveNodeRequest, response: authoringNodeResponse },
      },
      async (request) =>
        withoutId(await service.saveNode(request.auth, request.params.idNode, request.body, request.id)),
    );
    route(
      app,
      c.deleteAuthoringNode,
      { schema: { params: authoringParams.idNode, query: versionQuery, response: savedResponse } },
      async (request) => service.deleteNode(request.auth, request.params.idNode, request.query.version, request.id),
    );
    route(
      app,
      c.createAuthoringClass,
      { schema: { params: authoringParams.idNode, body: createClassRequest, response: authoringClassResponse } },
      async (request) =>
        withoutId(await service.createClass(request.auth, request.params.idNode, request.body, request.id)),
    );
    route(
      app,
      c.getAuthoringClass,
      { schema: { params: authoringParams.idTeam, response: authoringClassResponse } },
      async (request) => service.getClass(request.auth, request.params.idTeam),
    );
    route(
      app,
      c.saveAuthoringClass,
      { schema: { params: authoringParams.idTeam, body: saveClassRequest, response: authoringClassResponse } },
      async (request) =>
        withoutId(await service.saveClass(request.auth, request.params.idTeam, request.body, request.id)),
    );
    route(
      app,
      c.deleteAuthoringClass,
      { schema: { params: authoringParams.idTeam, query: versionQuery, response: savedResponse } },
      async (request) => service.deleteClass(request.auth, request.params.idTeam, request.query.version, request.id),
    );
    route(
      app,
      c.createLearningContent,
      {
        bodyLimit: DOCUMENT_LIMIT,
        schema: { body: createLearningContentRequest, response: authoringLearningContentResponse },
      },
      async (request) => withoutId(await service.createLearningContent(request.auth, request.body, request.id)),
    );
    route(
      app,
      c.getLearningContent,
      { schema: { params: authoringParams.idContentItem, response: authoringLearningContentResponse } },
      async (request) => service.getLearningContent(request.auth, request.params.idContentItem),
    );
    route(
      app,
      c.saveLearningContent,
      {
        bodyLimit: DOCUMENT_LIMIT,
        schema: {
          params: authoringParams.idContentItem,
          body: saveLearningContentRequest,
          response: authoringLearningContentResponse,
        },
      },
      async (request) =>
        withoutId(
          await service.saveLearningContent(request.auth, request.params.idContentItem, request.body, request.id),
        ),
    );
    route(
      app,
      c.deleteLearningContent,
      { schema: { params: authoringParams.idContentItem, query: versionQuery, response: savedResponse } },
      async (request) =>
        service.deleteLearningContent(request.auth, request.params.idContentItem, request.query.version, request.id),
    );
    route(
      app,
      c.createAuthoringEvaluation,
      { bodyLimit: DOCUMENT_LIMIT, schema: { body: createEvaluationRequest, response: authoringEvaluationResponse } },
      async (request) => withoutId(await service.createEvaluation(request.auth, request.body, request.id)),
    );
    route(
      app,
      c.getAuthoringEvaluation,
      { schema: { params: authoringParams.idEvaluation, response: authoringEvaluationResponse } },
      async (request) => service.getEvaluation(request.auth, request.params.idEvaluation),
    );
    route(
      app,
      c.saveAuthoringEvaluation,
      {
        bodyLimit: DOCUMENT_LIMIT,
        schema: {
          params: authoringParams.idEvaluation,
          body: saveEvaluationRequest,
          response: authoringEvaluationResponse,
        },
      },
      async (request) =>
        withoutId(await service.saveEvaluation(request.auth, request.params.idEvaluation, request.body, request.id)),
    );
    route(
      app,
      c.deleteAuthoringEvaluation,
      { schema: { params: authoringParams.idEvaluation, query: versionQuery, response: savedResponse } },
      async (request) =>
        service.deleteEvaluation(request.auth, request.params.idEvaluation, request.query.version, request.id),
    );
    // A question bank read into the question editor: nothing is stored until the evaluation is saved.
    route(
      app,
      c.readQuestionFile,
      {
        bodyLimit: QUESTION_FILE_JSON_LIMIT,
        schema: { body: readQuestionFileRequest, response: readQuestionFileResponse },
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
    route(app, c.listDepartments, { schema: { response: departmentsResponse } }, async (request) =>
      service.listDepartments(request.auth),
    );
    route(
      app,
      c.createAuthoringCampaign,
      { schema: { body: createCampaignRequest, response: authoringCampaignResponse } },
      async (request) => withoutId(await service.createCampaign(request.auth, request.body, request.id)),
    );
    route(
      app,
      c.getAuthoringCampaign,
      { schema: { params: authoringParams.idCampaign, response: authoringCampaignResponse } },
      async (request) => service.getCampaign(request.auth, request.params.idCampaign),
    );
    route(
      app,
      c.saveAuthoringCampaign,
      {
        schema: { params: authoringParams.idCampaign, body: saveCampaignRequest, response: authoringCampaignResponse },
      },
      async (request) =>
        withoutId(await service.saveCampaign(request.auth, request.params.idCampaign, request.body, request.id)),
    );
    route(
      app,
      c.deleteAuthoringCampaign,
      { schema: { params: authoringParams.idCampaign, query: versionQuery, response: savedResponse } },
      async (request) =>
        service.deleteCampaign(request.auth, request.params.idCampaign, request.query.version, request.id),
    );

    // Files for contents, images and attachments (multipart: the file is read by receiveMedia).
    route(
      app,
      c.uploadAuthoringMedia,
      { bodyLimit: AUTHORING_UPLOAD_MAX_BYTES + 1024 * 1024, schema: { response: mediaUploadResponse } },
      async (request) => receiveMedia(request, storage, request.auth),
    );
  };
