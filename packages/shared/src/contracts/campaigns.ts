import type * as campaigns from '../api/campaigns';
import type * as journey from '../api/learning-journey';
import { contract } from '../contract';

/** The company's campaigns, optionally only the running ones (document 1, section 3 "Campaign"). */
export const listCampaigns = contract<{
  query: typeof campaigns.listCampaignsQuery;
  response: typeof campaigns.listCampaignsResponse;
}>('GET', '/campaign/listcampaigns');

/** The member's activities, of one campaign or (no id) of all ('Minhas atividades'). */
export const listCampaignUserPoints = contract<{
  body: typeof campaigns.listUserPointsRequest;
  response: typeof campaigns.listUserPointsResponse;
}>('POST', '/campaign/listcampaignuserpoints');

/** A campaign with the ways to earn its points. */
export const getCampaignDetail = contract<{
  params: typeof journey.campaignParams;
  response: typeof campaigns.campaignDetailResponse;
}>('GET', '/campaign/listcampaigndetail/:idCampaign');

/** How points are earned, in one campaign or in all ('Como você ganha pontos'). */
export const listCampaignEvents = contract<{
  query: typeof campaigns.listEventsQuery;
  response: typeof campaigns.listEventsResponse;
}>('GET', '/campaign/listevents');

/** The member's campaigns, with whether their announcement was seen and their point lists (campaign modal). */
export const listCampaignsByUser = contract<{ response: typeof campaigns.listCampaignsByUserResponse }>(
  'GET',
  '/campaign/listbyuser',
);

/** The running campaigns a content item earns points in. */
export const listCampaignsByContent = contract<{
  params: typeof campaigns.campaignContentParams;
  response: typeof campaigns.listCampaignsByContentResponse;
}>('GET', '/campaign/listbycontent/:idElement');

/** The member closed the campaign's announcement (kept from the first time). */
export const markCampaignNotified = contract<{
  params: typeof journey.campaignUserParams;
  body: typeof campaigns.campaignNotifiedRequest;
  response: typeof campaigns.campaignNotifiedResponse;
}>('POST', '/campaign/:idCampaign/users/:idUser/notified');

/** A campaign's ranking, a page at a time, optionally of one department (document 3, 7.5). */
export const listCampaignRanking = contract<{
  params: typeof journey.campaignParams;
  query: typeof journey.rankingQuery;
  response: typeof journey.rankingResponse;
}>('GET', '/campaign/listcampaignpointssummary/:idCampaign');

/** A member's position and points in a campaign, and their department (document 3, 7.5). */
export const getCampaignUser = contract<{
  params: typeof journey.campaignUserParams;
  query: typeof journey.campaignUserQuery;
  response: typeof journey.campaignUserResponse;
}>('GET', '/campaign/:idCampaign/users/:idUser');

/** The departments of a campaign's ranking filter (document 3, 7.5). */
export const listCampaignDepartments = contract<{
  params: typeof journey.campaignParams;
  response: typeof journey.campaignDepartmentsResponse;
}>('GET', '/campaign/:idCampaign/departments');

/** A campaign with the categories its points come from (document 3, 7.5). */
export const getCampaignCategories = contract<{
  params: typeof journey.campaignCategoriesParams;
  response: typeof journey.campaignCategoriesResponse;
}>('GET', '/learning/categories/campaign/:id');
