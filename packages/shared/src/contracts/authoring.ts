import type * as authoring from '../api/authoring';
import { contract } from '../contract';

/**
 * The console's authoring calls (docs/api.md, "Console authoring"), all under `/admin/`: only an administrator
 * of the caller's company, every id in a path looked up in that company.
 */

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

/** A section item in its pack form. */
export const getSectionContent = contract<{
  params: typeof authoring.authoringParams.idContentItem;
  response: typeof authoring.sectionContentResponse;
}>('GET', '/admin/authoring/contents/:idContentItem');

/** Saves a section item. */
export const saveSectionContent = contract<{
  params: typeof authoring.authoringParams.idContentItem;
  body: typeof authoring.saveSectionContentRequest;
  response: typeof authoring.sectionContentResponse;
}>('PUT', '/admin/authoring/contents/:idContentItem');

/** Removes a section item. */
export const deleteSectionContent = contract<{
  params: typeof authoring.authoringParams.idContentItem;
  query: typeof authoring.versionQuery;
  response: typeof authoring.savedResponse;
}>('DELETE', '/admin/authoring/contents/:idContentItem');

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

/** A page or training in its pack form, with its classes. */
export const getAuthoringNode = contract<{
  params: typeof authoring.authoringParams.idNode;
  response: typeof authoring.authoringNodeResponse;
}>('GET', '/admin/authoring/nodes/:idNode');

/** Saves a page or training. */
export const saveAuthoringNode = contract<{
  params: typeof authoring.authoringParams.idNode;
  body: typeof authoring.saveNodeRequest;
  response: typeof authoring.authoringNodeResponse;
}>('PUT', '/admin/authoring/nodes/:idNode');

/** Removes a page or training (refused while members or pages use it). */
export const deleteAuthoringNode = contract<{
  params: typeof authoring.authoringParams.idNode;
  query: typeof authoring.versionQuery;
  response: typeof authoring.savedResponse;
}>('DELETE', '/admin/authoring/nodes/:idNode');

/** Adds a class to a training. */
export const createAuthoringClass = contract<{
  params: typeof authoring.authoringParams.idNode;
  body: typeof authoring.createClassRequest;
  response: typeof authoring.authoringClassResponse;
}>('POST', '/admin/authoring/nodes/:idNode/classes', 201);

/** A class in its pack form. */
export const getAuthoringClass = contract<{
  params: typeof authoring.authoringParams.idTeam;
  response: typeof authoring.authoringClassResponse;
}>('GET', '/admin/authoring/classes/:idTeam');

/** Saves a class. */
export const saveAuthoringClass = contract<{
  params: typeof authoring.authoringParams.idTeam;
  body: typeof authoring.saveClassRequest;
  response: typeof authoring.authoringClassResponse;
}>('PUT', '/admin/authoring/classes/:idTeam');

/** Removes a class (refused while members are enrolled). */
export const deleteAuthoringClass = contract<{
  params: typeof authoring.authoringParams.idTeam;
  query: typeof authoring.versionQuery;
  response: typeof authoring.savedResponse;
}>('DELETE', '/admin/authoring/classes/:idTeam');

/** Creates a learning content. */
export const createLearningContent = contract<{
  body: typeof authoring.createLearningContentRequest;
  response: typeof authoring.authoringLearningContentResponse;
}>('POST', '/admin/authoring/learning-contents', 201);

/** A learning content in its pack form. */
export const getLearningContent = contract<{
  params: typeof authoring.authoringParams.idContentItem;
  response: typeof authoring.authoringLearningContentResponse;
}>('GET', '/admin/authoring/learning-contents/:idContentItem');

/** Saves a learning content. */
export const saveLearningContent = contract<{
  params: typeof authoring.authoringParams.idContentItem;
  body: typeof authoring.saveLearningContentRequest;
  response: typeof authoring.authoringLearningContentResponse;
}>('PUT', '/admin/authoring/learning-contents/:idContentItem');

/** Removes a learning content (refused while pages list it). */
export const deleteLearningContent = contract<{
  params: typeof authoring.authoringParams.idContentItem;
  query: typeof authoring.versionQuery;
  response: typeof authoring.savedResponse;
}>('DELETE', '/admin/authoring/learning-contents/:idContentItem');

/** Creates an evaluation. */
export const createAuthoringEvaluation = contract<{
  body: typeof authoring.createEvaluationRequest;
  response: typeof authoring.authoringEvaluationResponse;
}>('POST', '/admin/authoring/evaluations', 201);

/** An evaluation in its pack form, with its questions. */
export const getAuthoringEvaluation = contract<{
  params: typeof authoring.authoringParams.idEvaluation;
  response: typeof authoring.authoringEvaluationResponse;
}>('GET', '/admin/authoring/evaluations/:idEvaluation');

/** Saves an evaluation. */
export const saveAuthoringEvaluation = contract<{
  params: typeof authoring.authoringParams.idEvaluation;
  body: typeof authoring.saveEvaluationRequest;
  response: typeof authoring.authoringEvaluationResponse;
}>('PUT', '/admin/authoring/evaluations/:idEvaluation');

/** Removes an evaluation (refused while pages list it). */
export const deleteAuthoringEvaluation = contract<{
  params: typeof authoring.authoringParams.idEvaluation;
  query: typeof authoring.versionQuery;
  response: typeof authoring.savedResponse;
}>('DELETE', '/admin/authoring/evaluations/:idEvaluation');

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

/** A campaign in its pack form. */
export const getAuthoringCampaign = contract<{
  params: typeof authoring.authoringParams.idCampaign;
  response: typeof authoring.authoringCampaignResponse;
}>('GET', '/admin/authoring/campaigns/:idCampaign');

/** Saves a campaign (announced again when asked). */
export const saveAuthoringCampaign = contract<{
  params: typeof authoring.authoringParams.idCampaign;
  body: typeof authoring.saveCampaignRequest;
  response: typeof authoring.authoringCampaignResponse;
}>('PUT', '/admin/authoring/campaigns/:idCampaign');

/** Removes a campaign. */
export const deleteAuthoringCampaign = contract<{
  params: typeof authoring.authoringParams.idCampaign;
  query: typeof authoring.versionQuery;
  response: typeof authoring.savedResponse;
}>('DELETE', '/admin/authoring/campaigns/:idCampaign');

/** Uploads a file for a content, an image or an attachment (multipart, one `file` field). */
export const uploadAuthoringMedia = contract<{ response: typeof authoring.mediaUploadResponse }>(
  'POST',
  '/admin/authoring/media',
  201,
);
