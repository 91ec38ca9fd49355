import type {
  campaignContentParams,
  campaignDetailResponse,
  campaignNotifiedRequest,
  campaignNotifiedResponse,
  listCampaignsByContentResponse,
  listCampaignsByUserResponse,
  listCampaignsQuery,
  listCampaignsResponse,
  listEventsQuery,
  listEventsResponse,
  listUserPointsRequest,
  listUserPointsResponse,
} from '../api/campaigns';
import type {
  campaignCategoriesParams,
  campaignCategoriesResponse,
  campaignDepartmentsResponse,
  campaignParams,
  campaignUserParams,
  campaignUserQuery,
  campaignUserResponse,
  rankingQuery,
  rankingResponse,
} from '../api/learning-journey';
import { contract } from '../contract';

/** The company's campaigns, optionally only the running ones (document 1, section 3 "Campaign"). */
export const listCampaigns = contract<{ query: typeof listCampaignsQuery; response: typeof listCampaignsResponse }>(
  'GET',
  '/campaign/listcampaigns',
);

/** The member's activities, of one campaign or (no id) of all ('Minhas atividades'). */
export const listCampaignUserPoints = contract<{
  body: typeof listUserPointsRequest;
  response: typeof listUserPointsResponse;
}>('POST', '/campaign/listcampaignuserpoints');

/** A campaign with the ways to earn its points. */
export const getCampaignDetail = contract<{ params: typeof campaignParams; response: typeof campaignDetailResponse }>(
  'GET',
  '/campaign/listcampaigndetail/:idCampaign',
);

/** How points are earned, in one campaign or in all ('Como você ganha pontos'). */
export const listCampaignEvents = contract<{ query: typeof listEventsQuery; response: typeof listEventsResponse }>(
  'GET',
  '/campaign/listevents',
);

/** The member's campaigns, with whether their announcement was seen and their point lists (campaign modal). */
export const listCampaignsByUser = contract<{ response: typeof listCampaignsByUserResponse }>(
  'GET',
  '/campaign/listbyuser',
);

/** The running campaigns a content item earns points in. */
export const listCampaignsByContent = contract<{
  params: typeof campaignContentParams;
  response: typeof listCampaignsByContentResponse;
}>('GET', '/campaign/listbycontent/:idElement');

/** The member closed the campaign's announcement (kept from the first time). */
export const markCampaignNotified = contract<{
  params: typeof campaignUserParams;
  body: typeof campaignNotifiedRequest;
  response: typeof campaignNotifiedResponse;
}>('POST', '/campaign/:idCampaign/users/:idUser/notified');

/** A campaign's ranking, a page at a time, optionally of one department (document 3, 7.5). */
export const listCampaignRanking = contract<{
  params: typeof campaignParams;
  query: typeof rankingQuery;
  response: typeof rankingResponse;
}>('GET', '/campaign/listcampaignpointssummary/:idCampaign');

/** A member's position and points in a campaign, and their department (document 3, 7.5). */
export const getCampaignUser = contract<{
  params: typeof campaignUserParams;
  query: typeof campaignUserQuery;
  response: typeof campaignUserResponse;
}>('GET', '/campaign/:idCampaign/users/:idUser');

/** The departments of a campaign's ranking filter (document 3, 7.5). */
export const listCampaignDepartments = contract<{
  params: typeof campaignParams;
  response: typeof campaignDepartmentsResponse;
}>('GET', '/campaign/:idCampaign/departments');

/** A campaign with the categories its points come from (document 3, 7.5). */
export const getCampaignCategories = contract<{
  params: typeof campaignCategoriesParams;
  response: typeof campaignCategoriesResponse;
}>('GET', '/learning/categories/campaign/:id');
