import type { z } from 'zod';
import type * as authoring from '../api/authoring';
import { contract } from '../contract';

/**
 * The console's authoring calls (docs/api.md, "Console authoring"), all under `/admin/`: only an administrator
 * of the caller's company, every id in a path looked up in that company.
 */

type Params = typeof authoring.authoringParams;

/**
 * The read, save and remove calls of one kind of authored entity at `path` (ending in its id parameter): reading
 * and saving answer the entity in its pack form, removing names the version that was read.
 */
/* @__NO_SIDE_EFFECTS__ */
function entityCalls<P extends z.ZodType, Save extends z.ZodType, Answer extends z.ZodType>(path: string) {
  return {
    get: contract<{ params: P; response: Answer }>('GET', path),
    save: contract<{ params: P; body: Save; response: Answer }>('PUT', path),
    remove: contract<{
      params: P;
      query: typeof authoring.versionQuery;
      response: typeof authoring.savedResponse;
    }>('DELETE', path),
  };
}

/** The company's apps, with their brand (console authoring, docs/api.md). */
export const listAuthoringApps = contract<{ response: typeof authoring.authoringAppsResponse }>(
  'GET',
  '/admin/authoring/apps',
);

/** An app's brand and settings in its pack form, with the company's features. */
export const getAuthoringApp = contract<{
  params: typeof authoring.authoringParams.idApp;
  response: typeof authoring.authoringAppResponse;
}>('GET', '/admin/authoring/apps/:idApp');

/** Saves an app's brand, login, landing page, hosts, SAML and features. */
export const saveAuthoringApp = contract<{
  params: typeof authoring.authoringParams.idApp;
  body: typeof authoring.saveAppRequest;
  response: typeof authoring.authoringAppResponse;
}>('PUT', '/admin/authoring/apps/:idApp');

/** A content app's menu: its sections in their pack form. */
export const getAuthoringMenu = contract<{
  params: typeof authoring.authoringParams.idApp;
  response: typeof authoring.authoringMenuResponse;
}>('GET', '/admin/authoring/apps/:idApp/menu');

/** Saves a content app's whole menu. */
export const saveAuthoringMenu = contract<{
  params: typeof authoring.authoringParams.idApp;
  body: typeof authoring.saveMenuRequest;
  response: typeof authoring.authoringMenuResponse;
}>('PUT', '/admin/authoring/apps/:idApp/menu');

/** A section's items, in their order. */
export const listSectionContents = contract<{
  params: typeof authoring.authoringParams.idSection;
  response: typeof authoring.sectionContentsResponse;
}>('GET', '/admin/authoring/sections/:idSection/contents');

/** Adds an item at the end of a section. */
export const createSectionContent = contract<{
  params: typeof authoring.authoringParams.idSection;
  body: typeof authoring.createSectionContentRequest;
  response: typeof authoring.sectionContentResponse;
}>('POST', '/admin/authoring/sections/:idSection/contents', 201);

/** Puts a section's items in a new order. */
export const reorderSectionContents = contract<{
  params: typeof authoring.authoringParams.idSection;
  body: typeof authoring.reorderRequest;
  response: typeof authoring.sectionContentsResponse;
}>('PUT', '/admin/authoring/sections/:idSection/contents/order');

const sectionContent = entityCalls<
  Params['idContentItem'],
  typeof authoring.saveSectionContentRequest,
  typeof authoring.sectionContentResponse
>('/admin/authoring/contents/:idContentItem');
/** A section item in its pack form. */
export const getSectionContent = sectionContent.get;
/** Saves a section item. */
export const saveSectionContent = sectionContent.save;
/** Removes a section item. */
export const deleteSectionContent = sectionContent.remove;

/** The company's pages and trainings, learning contents and evaluations, listed for the console. */
export const getLearningSummary = contract<{ response: typeof authoring.learningSummaryResponse }>(
  'GET',
  '/admin/authoring/learning',
);

/** Creates a page or training. */
export const createAuthoringNode = contract<{
  body: typeof authoring.createNodeRequest;
  response: typeof authoring.authoringNodeResponse;
}>('POST', '/admin/authoring/nodes', 201);

const authoringNode = entityCalls<
  Params['idNode'],
  typeof authoring.saveNodeRequest,
  typeof authoring.authoringNodeResponse
>('/admin/authoring/nodes/:idNode');
/** A page or training in its pack form, with its classes. */
export const getAuthoringNode = authoringNode.get;
/** Saves a page or training. */
export const saveAuthoringNode = authoringNode.save;
/** Removes a page or training (refused while members or pages use it). */
export const deleteAuthoringNode = authoringNode.remove;

/** Adds a class to a training. */
export const createAuthoringClass = contract<{
  params: typeof authoring.authoringParams.idNode;
  body: typeof authoring.createClassRequest;
  response: typeof authoring.authoringClassResponse;
}>('POST', '/admin/authoring/nodes/:idNode/classes', 201);

const authoringClass = entityCalls<
  Params['idTeam'],
  typeof authoring.saveClassRequest,
  typeof authoring.authoringClassResponse
>('/admin/authoring/classes/:idTeam');
/** A class in its pack form. */
export const getAuthoringClass = authoringClass.get;
/** Saves a class. */
export const saveAuthoringClass = authoringClass.save;
/** Removes a class (refused while members are enrolled). */
export const deleteAuthoringClass = authoringClass.remove;

/** Creates a learning content. */
export const createLearningContent = contract<{
  body: typeof authoring.createLearningContentRequest;
  response: typeof authoring.authoringLearningContentResponse;
}>('POST', '/admin/authoring/learning-contents', 201);

const learningContent = entityCalls<
  Params['idContentItem'],
  typeof authoring.saveLearningContentRequest,
  typeof authoring.authoringLearningContentResponse
>('/admin/authoring/learning-contents/:idContentItem');
/** A learning content in its pack form. */
export const getLearningContent = learningContent.get;
/** Saves a learning content. */
export const saveLearningContent = learningContent.save;
/** Removes a learning content (refused while pages list it). */
export const deleteLearningContent = learningContent.remove;

/** Creates an evaluation. */
export const createAuthoringEvaluation = contract<{
  body: typeof authoring.createEvaluationRequest;
  response: typeof authoring.authoringEvaluationResponse;
}>('POST', '/admin/authoring/evaluations', 201);

const authoringEvaluation = entityCalls<
  Params['idEvaluation'],
  typeof authoring.saveEvaluationRequest,
  typeof authoring.authoringEvaluationResponse
>('/admin/authoring/evaluations/:idEvaluation');
/** An evaluation in its pack form, with its questions. */
export const getAuthoringEvaluation = authoringEvaluation.get;
/** Saves an evaluation. */
export const saveAuthoringEvaluation = authoringEvaluation.save;
/** Removes an evaluation (refused while pages list it). */
export const deleteAuthoringEvaluation = authoringEvaluation.remove;

/** Reads a question bank file into editor questions; nothing is stored until the evaluation is saved. */
export const readQuestionFile = contract<{
  body: typeof authoring.readQuestionFileRequest;
  response: typeof authoring.readQuestionFileResponse;
}>('POST', '/admin/authoring/question-files');

/** The departments of the company's members (what a campaign can be open to). */
export const listDepartments = contract<{ response: typeof authoring.departmentsResponse }>(
  'GET',
  '/admin/authoring/departments',
);

/** Creates a campaign. */
export const createAuthoringCampaign = contract<{
  body: typeof authoring.createCampaignRequest;
  response: typeof authoring.authoringCampaignResponse;
}>('POST', '/admin/authoring/campaigns', 201);

const authoringCampaign = entityCalls<
  Params['idCampaign'],
  typeof authoring.saveCampaignRequest,
  typeof authoring.authoringCampaignResponse
>('/admin/authoring/campaigns/:idCampaign');
/** A campaign in its pack form. */
export const getAuthoringCampaign = authoringCampaign.get;
/** Saves a campaign (announced again when asked). */
export const saveAuthoringCampaign = authoringCampaign.save;
/** Removes a campaign. */
export const deleteAuthoringCampaign = authoringCampaign.remove;

/** Uploads a file for a content, an image or an attachment (multipart, one `file` field). */
export const uploadAuthoringMedia = contract<{ response: typeof authoring.mediaUploadResponse }>(
  'POST',
  '/admin/authoring/media',
  201,
);
