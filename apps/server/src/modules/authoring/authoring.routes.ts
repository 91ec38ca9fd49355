import * as authoring from '@trilha/shared/api/authoring';
import { AUTHORING_UPLOAD_MAX_BYTES } from '@trilha/shared/constants';
import * as authoringCalls from '@trilha/shared/contracts/authoring';
import type { z } from '@trilha/shared/zod';
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
    /** A removal: the item's id in the path and the version the editor read (refused when it changed since). */
    /** A save that takes a whole document, so a larger body than the default is allowed. */
    const documentWrite = <S extends object>(schema: S) => ({ bodyLimit: DOCUMENT_LIMIT, schema });
    const removal = <P extends z.ZodType>(params: P) => ({
      schema: { params, query: authoring.versionQuery, response: authoring.savedResponse },
    });

    // Brand and apps.
    route(
      app,
      authoringCalls.listAuthoringApps,
      { schema: { response: authoring.authoringAppsResponse } },
      async (request) => service.listApps(request.auth),
    );
    route(
      app,
      authoringCalls.getAuthoringApp,
      { schema: { params: authoring.authoringParams.idApp, response: authoring.authoringAppResponse } },
      async (request) => service.getApp(request.auth, request.params.idApp),
    );
    route(
      app,
      authoringCalls.saveAuthoringApp,
      documentWrite({
        params: authoring.authoringParams.idApp,
        body: authoring.saveAppRequest,
        response: authoring.authoringAppResponse,
      }),
      async (request) => withoutId(await service.saveApp(request.auth, request.params.idApp, request.body, request.id)),
    );

    // The content app's menu and its sections' items.
    route(
      app,
      authoringCalls.getAuthoringMenu,
      { schema: { params: authoring.authoringParams.idApp, response: authoring.authoringMenuResponse } },
      async (request) => service.getMenu(request.auth, request.params.idApp),
    );
    route(
      app,
      authoringCalls.saveAuthoringMenu,
      documentWrite({
        params: authoring.authoringParams.idApp,
        body: authoring.saveMenuRequest,
        response: authoring.authoringMenuResponse,
      }),
      async (request) =>
        withoutId(await service.saveMenu(request.auth, request.params.idApp, request.body, request.id)),
    );
    route(
      app,
      authoringCalls.listSectionContents,
      { schema: { params: authoring.authoringParams.idSection, response: authoring.sectionContentsResponse } },
      async (request) => service.listSectionContents(request.auth, request.params.idSection),
    );
    route(
      app,
      authoringCalls.createSectionContent,
      documentWrite({
        params: authoring.authoringParams.idSection,
        body: authoring.createSectionContentRequest,
        response: authoring.sectionContentResponse,
      }),
      async (request) =>
        withoutId(await service.createSectionContent(request.auth, request.params.idSection, request.body, request.id)),
    );
    route(
      app,
      authoringCalls.reorderSectionContents,
      {
        schema: {
          params: authoring.authoringParams.idSection,
          body: authoring.reorderRequest,
          response: authoring.sectionContentsResponse,
        },
      },
      async (request) =>
        withoutId(
          await service.reorderSectionContents(request.auth, request.params.idSection, request.body, request.id),
        ),
    );
    route(
      app,
      authoringCalls.getSectionContent,
      { schema: { params: authoring.authoringParams.idContentItem, response: authoring.sectionContentResponse } },
      async (request) => service.getSectionContent(request.auth, request.params.idContentItem),
    );
    route(
      app,
      authoringCalls.saveSectionContent,
      documentWrite({
        params: authoring.authoringParams.idContentItem,
        body: authoring.saveSectionContentRequest,
        response: authoring.sectionContentResponse,
      }),
      async (request) =>
        withoutId(
          await service.saveSectionContent(request.auth, request.params.idContentItem, request.body, request.id),
        ),
    );
    route(app, authoringCalls.deleteSectionContent, removal(authoring.authoringParams.idContentItem), async (request) =>
      service.deleteSectionContent(request.auth, request.params.idContentItem, request.query.version, request.id),
    );

    // Learning: pages and trainings, classes, contents, evaluations.
    route(
      app,
      authoringCalls.getLearningSummary,
      { schema: { response: authoring.learningSummaryResponse } },
      async (request) => service.learningSummary(request.auth),
    );
    route(
      app,
      authoringCalls.createAuthoringNode,
      documentWrite({ body: authoring.createNodeRequest, response: authoring.authoringNodeResponse }),
      async (request) => withoutId(await service.createNode(request.auth, request.body, request.id)),
    );
    route(
      app,
      authoringCalls.getAuthoringNode,
      { schema: { params: authoring.authoringParams.idNode, response: authoring.authoringNodeResponse } },
      async (request) => service.getNode(request.auth, request.params.idNode),
    );
    route(
      app,
      authoringCalls.saveAuthoringNode,
      documentWrite({
        params: authoring.authoringParams.idNode,
        body: authoring.saveNodeRequest,
        response: authoring.authoringNodeResponse,
      }),
      async (request) =>
        withoutId(await service.saveNode(request.auth, request.params.idNode, request.body, request.id)),
    );
    route(app, authoringCalls.deleteAuthoringNode, removal(authoring.authoringParams.idNode), async (request) =>
      service.deleteNode(request.auth, request.params.idNode, request.query.version, request.id),
    );
    route(
      app,
      authoringCalls.createAuthoringClass,
      {
        schema: {
          params: authoring.authoringParams.idNode,
          body: authoring.createClassRequest,
          response: authoring.authoringClassResponse,
        },
      },
      async (request) =>
        withoutId(await service.createClass(request.auth, request.params.idNode, request.body, request.id)),
    );
    route(
      app,
      authoringCalls.getAuthoringClass,
      { schema: { params: authoring.authoringParams.idTeam, response: authoring.authoringClassResponse } },
      async (request) => service.getClass(request.auth, request.params.idTeam),
    );
    route(
      app,
      authoringCalls.saveAuthoringClass,
      {
        schema: {
          params: authoring.authoringParams.idTeam,
          body: authoring.saveClassRequest,
          response: authoring.authoringClassResponse,
        },
      },
      async (request) =>
        withoutId(await service.saveClass(request.auth, request.params.idTeam, request.body, request.id)),
    );
    route(app, authoringCalls.deleteAuthoringClass, removal(authoring.authoringParams.idTeam), async (request) =>
      service.deleteClass(request.auth, request.params.idTeam, request.query.version, request.id),
    );
    route(
      app,
      authoringCalls.createLearningContent,
      documentWrite({
        body: authoring.createLearningContentRequest,
        response: authoring.authoringLearningContentResponse,
      }),
      async (request) => withoutId(await service.createLearningContent(request.auth, request.body, request.id)),
    );
    route(
      app,
      authoringCalls.getLearningContent,
      {
        schema: {
          params: authoring.authoringParams.idContentItem,
          response: authoring.authoringLearningContentResponse,
        },
      },
      async (request) => service.getLearningContent(request.auth, request.params.idContentItem),
    );
    route(
      app,
      authoringCalls.saveLearningContent,
      documentWrite({
        params: authoring.authoringParams.idContentItem,
        body: authoring.saveLearningContentRequest,
        response: authoring.authoringLearningContentResponse,
      }),
      async (request) =>
        withoutId(
          await service.saveLearningContent(request.auth, request.params.idContentItem, request.body, request.id),
        ),
    );
    route(
      app,
      authoringCalls.deleteLearningContent,
      removal(authoring.authoringParams.idContentItem),
      async (request) =>
        service.deleteLearningContent(request.auth, request.params.idContentItem, request.query.version, request.id),
    );
    route(
      app,
      authoringCalls.createAuthoringEvaluation,
      documentWrite({ body: authoring.createEvaluationRequest, response: authoring.authoringEvaluationResponse }),
      async (request) => withoutId(await service.createEvaluation(request.auth, request.body, request.id)),
    );
    route(
      app,
      authoringCalls.getAuthoringEvaluation,
      { schema: { params: authoring.authoringParams.idEvaluation, response: authoring.authoringEvaluationResponse } },
      async (request) => service.getEvaluation(request.auth, request.params.idEvaluation),
    );
    route(
      app,
      authoringCalls.saveAuthoringEvaluation,
      documentWrite({
        params: authoring.authoringParams.idEvaluation,
        body: authoring.saveEvaluationRequest,
        response: authoring.authoringEvaluationResponse,
      }),
      async (request) =>
        withoutId(await service.saveEvaluation(request.auth, request.params.idEvaluation, request.body, request.id)),
    );
    route(
      app,
      authoringCalls.deleteAuthoringEvaluation,
      removal(authoring.authoringParams.idEvaluation),
      async (request) =>
        service.deleteEvaluation(request.auth, request.params.idEvaluation, request.query.version, request.id),
    );
    // A question bank read into the question editor: nothing is stored until the evaluation is saved.
    route(
      app,
      authoringCalls.readQuestionFile,
      {
        bodyLimit: QUESTION_FILE_JSON_LIMIT,
        schema: { body: authoring.readQuestionFileRequest, response: authoring.readQuestionFileResponse },
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
    route(
      app,
      authoringCalls.listDepartments,
      { schema: { response: authoring.departmentsResponse } },
      async (request) => service.listDepartments(request.auth),
    );
    route(
      app,
      authoringCalls.createAuthoringCampaign,
      { schema: { body: authoring.createCampaignRequest, response: authoring.authoringCampaignResponse } },
      async (request) => withoutId(await service.createCampaign(request.auth, request.body, request.id)),
    );
    route(
      app,
      authoringCalls.getAuthoringCampaign,
      { schema: { params: authoring.authoringParams.idCampaign, response: authoring.authoringCampaignResponse } },
      async (request) => service.getCampaign(request.auth, request.params.idCampaign),
    );
    route(
      app,
      authoringCalls.saveAuthoringCampaign,
      {
        schema: {
          params: authoring.authoringParams.idCampaign,
          body: authoring.saveCampaignRequest,
          response: authoring.authoringCampaignResponse,
        },
      },
      async (request) =>
        withoutId(await service.saveCampaign(request.auth, request.params.idCampaign, request.body, request.id)),
    );
    route(app, authoringCalls.deleteAuthoringCampaign, removal(authoring.authoringParams.idCampaign), async (request) =>
      service.deleteCampaign(request.auth, request.params.idCampaign, request.query.version, request.id),
    );

    // Files for contents, images and attachments (multipart: the file is read by receiveMedia).
    route(
      app,
      authoringCalls.uploadAuthoringMedia,
      { bodyLimit: AUTHORING_UPLOAD_MAX_BYTES + 1024 * 1024, schema: { response: authoring.mediaUploadResponse } },
      async (request) => receiveMedia(request, storage, request.auth),
    );
  };
