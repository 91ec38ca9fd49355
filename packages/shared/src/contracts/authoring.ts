import type {
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
} from '../api/authoring';
import { contract } from '../contract';

/**
 * The console's authoring calls (docs/api.md, "Console authoring"), all under `/admin/`: only an administrator
 * of the caller's company, every id in a path looked up in that company.
 */

/** The company's apps, with their brand (console authoring, docs/api.md). */
export const listAuthoringApps = contract<{ response: typeof authoringAppsResponse }>('GET', '/admin/authoring/apps');

/** An app's brand and settings in its pack form, with the company's features. */
export const getAuthoringApp = contract<{
  params: typeof authoringParams.idApp;
  response: typeof authoringAppResponse;
}>('GET', '/admin/authoring/apps/:idApp');

/** Saves an app's brand, login, landing page, hosts, SAML and features. */
export const saveAuthoringApp = contract<{
  params: typeof authoringParams.idApp;
  body: typeof saveAppRequest;
  response: typeof authoringAppResponse;
}>('PUT', '/admin/authoring/apps/:idApp');

/** A content app's menu: its sections in their pack form. */
export const getAuthoringMenu = contract<{
  params: typeof authoringParams.idApp;
  response: typeof authoringMenuResponse;
}>('GET', '/admin/authoring/apps/:idApp/menu');

/** Saves a content app's whole menu. */
export const saveAuthoringMenu = contract<{
  params: typeof authoringParams.idApp;
  body: typeof saveMenuRequest;
  response: typeof authoringMenuResponse;
}>('PUT', '/admin/authoring/apps/:idApp/menu');

/** A section's items, in their order. */
export const listSectionContents = contract<{
  params: typeof authoringParams.idSection;
  response: typeof sectionContentsResponse;
}>('GET', '/admin/authoring/sections/:idSection/contents');

/** Adds an item at the end of a section. */
export const createSectionContent = contract<{
  params: typeof authoringParams.idSection;
  body: typeof createSectionContentRequest;
  response: typeof sectionContentResponse;
}>('POST', '/admin/authoring/sections/:idSection/contents', 201);

/** Puts a section's items in a new order. */
export const reorderSectionContents = contract<{
  params: typeof authoringParams.idSection;
  body: typeof reorderRequest;
  response: typeof sectionContentsResponse;
}>('PUT', '/admin/authoring/sections/:idSection/contents/order');

/** A section item in its pack form. */
export const getSectionContent = contract<{
  params: typeof authoringParams.idContentItem;
  response: typeof sectionContentResponse;
}>('GET', '/admin/authoring/contents/:idContentItem');

/** Saves a section item. */
export const saveSectionContent = contract<{
  params: typeof authoringParams.idContentItem;
  body: typeof saveSectionContentRequest;
  response: typeof sectionContentResponse;
}>('PUT', '/admin/authoring/contents/:idContentItem');

/** Removes a section item. */
export const deleteSectionContent = contract<{
  params: typeof authoringParams.idContentItem;
  query: typeof versionQuery;
  response: typeof savedResponse;
}>('DELETE', '/admin/authoring/contents/:idContentItem');

/** The company's pages and trainings, learning contents and evaluations, listed for the console. */
export const getLearningSummary = contract<{ response: typeof learningSummaryResponse }>(
  'GET',
  '/admin/authoring/learning',
);

/** Creates a page or training. */
export const createAuthoringNode = contract<{ body: typeof createNodeRequest; response: typeof authoringNodeResponse }>(
  'POST',
  '/admin/authoring/nodes',
  201,
);

/** A page or training in its pack form, with its classes. */
export const getAuthoringNode = contract<{
  params: typeof authoringParams.idNode;
  response: typeof authoringNodeResponse;
}>('GET', '/admin/authoring/nodes/:idNode');

/** Saves a page or training. */
export const saveAuthoringNode = contract<{
  params: typeof authoringParams.idNode;
  body: typeof saveNodeRequest;
  response: typeof authoringNodeResponse;
}>('PUT', '/admin/authoring/nodes/:idNode');

/** Removes a page or training (refused while members or pages use it). */
export const deleteAuthoringNode = contract<{
  params: typeof authoringParams.idNode;
  query: typeof versionQuery;
  response: typeof savedResponse;
}>('DELETE', '/admin/authoring/nodes/:idNode');

/** Adds a class to a training. */
export const createAuthoringClass = contract<{
  params: typeof authoringParams.idNode;
  body: typeof createClassRequest;
  response: typeof authoringClassResponse;
}>('POST', '/admin/authoring/nodes/:idNode/classes', 201);

/** A class in its pack form. */
export const getAuthoringClass = contract<{
  params: typeof authoringParams.idTeam;
  response: typeof authoringClassResponse;
}>('GET', '/admin/authoring/classes/:idTeam');

/** Saves a class. */
export const saveAuthoringClass = contract<{
  params: typeof authoringParams.idTeam;
  body: typeof saveClassRequest;
  response: typeof authoringClassResponse;
}>('PUT', '/admin/authoring/classes/:idTeam');

/** Removes a class (refused while members are enrolled). */
export const deleteAuthoringClass = contract<{
  params: typeof authoringParams.idTeam;
  query: typeof versionQuery;
  response: typeof savedResponse;
}>('DELETE', '/admin/authoring/classes/:idTeam');

/** Creates a learning content. */
export const createLearningContent = contract<{
  body: typeof createLearningContentRequest;
  response: typeof authoringLearningContentResponse;
}>('POST', '/admin/authoring/learning-contents', 201);

/** A learning content in its pack form. */
export const getLearningContent = contract<{
  params: typeof authoringParams.idContentItem;
  response: typeof authoringLearningContentResponse;
}>('GET', '/admin/authoring/learning-contents/:idContentItem');

/** Saves a learning content. */
export const saveLearningContent = contract<{
  params: typeof authoringParams.idContentItem;
  body: typeof saveLearningContentRequest;
  response: typeof authoringLearningContentResponse;
}>('PUT', '/admin/authoring/learning-contents/:idContentItem');

/** Removes a learning content (refused while pages list it). */
export const deleteLearningContent = contract<{
  params: typeof authoringParams.idContentItem;
  query: typeof versionQuery;
  response: typeof savedResponse;
}>('DELETE', '/admin/authoring/learning-contents/:idContentItem');

/** Creates an evaluation. */
export const createAuthoringEvaluation = contract<{
  body: typeof createEvaluationRequest;
  response: typeof authoringEvaluationResponse;
}>('POST', '/admin/authoring/evaluations', 201);

/** An evaluation in its pack form, with its questions. */
export const getAuthoringEvaluation = contract<{
  params: typeof authoringParams.idEvaluation;
  response: typeof authoringEvaluationResponse;
}>('GET', '/admin/authoring/evaluations/:idEvaluation');

/** Saves an evaluation. */
export const saveAuthoringEvaluation = contract<{
  params: typeof authoringParams.idEvaluation;
  body: typeof saveEvaluationRequest;
  response: typeof authoringEvaluationResponse;
}>('PUT', '/admin/authoring/evaluations/:idEvaluation');

/** Removes an evaluation (refused while pages list it). */
export const deleteAuthoringEvaluation = contract<{
  params: typeof authoringParams.idEvaluation;
  query: typeof versionQuery;
  response: typeof savedResponse;
}>('DELETE', '/admin/authoring/evaluations/:idEvaluation');

/** Reads a question bank file into editor questions; nothing is stored until the evaluation is saved. */
export const readQuestionFile = contract<{
  body: typeof readQuestionFileRequest;
  response: typeof readQuestionFileResponse;
}>('POST', '/admin/authoring/question-files');

/** The departments of the company's members (what a campaign can be open to). */
export const listDepartments = contract<{ response: typeof departmentsResponse }>(
  'GET',
  '/admin/authoring/departments',
);

/** Creates a campaign. */
export const createAuthoringCampaign = contract<{
  body: typeof createCampaignRequest;
  response: typeof authoringCampaignResponse;
}>('POST', '/admin/authoring/campaigns', 201);

/** A campaign in its pack form. */
export const getAuthoringCampaign = contract<{
  params: typeof authoringParams.idCampaign;
  response: typeof authoringCampaignResponse;
}>('GET', '/admin/authoring/campaigns/:idCampaign');

/** Saves a campaign (announced again when asked). */
export const saveAuthoringCampaign = contract<{
  params: typeof authoringParams.idCampaign;
  body: typeof saveCampaignRequest;
  response: typeof authoringCampaignResponse;
}>('PUT', '/admin/authoring/campaigns/:idCampaign');

/** Removes a campaign. */
export const deleteAuthoringCampaign = contract<{
  params: typeof authoringParams.idCampaign;
  query: typeof versionQuery;
  response: typeof savedResponse;
}>('DELETE', '/admin/authoring/campaigns/:idCampaign');

/** Uploads a file for a content, an image or an attachment (multipart, one `file` field). */
export const uploadAuthoringMedia = contract<{ response: typeof mediaUploadResponse }>(
  'POST',
  '/admin/authoring/media',
  201,
);
