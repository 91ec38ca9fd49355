import { z } from '../zod';
import { idParam } from './common';

/** A campaign as the spec names it (document 1, section 3 "Campaign"). */
export const campaignSummary = z.object({
  idgamification_campaign: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  /** 1 while the campaign runs, 0 otherwise. */
  status: z.number(),
});
export type CampaignSummary = z.infer<typeof campaignSummary>;

export const listCampaignsQuery = z.object({
  onlyActive: z.enum(['true', 'false']).optional(),
});
export type ListCampaignsQuery = z.infer<typeof listCampaignsQuery>;

export const listCampaignsResponse = z.object({ success: z.literal(true), campaigns: z.array(campaignSummary) });
export type ListCampaignsResponse = z.infer<typeof listCampaignsResponse>;

/** One way to earn points in a campaign ('Como você ganha pontos'). */
export const campaignEvent = z.object({
  idEvent: z.number(),
  name: z.string(),
  points: z.number(),
  idgamification_campaign: z.number(),
  campaignName: z.string(),
});
export type CampaignEvent = z.infer<typeof campaignEvent>;

export const campaignDetailResponse = z.object({
  success: z.literal(true),
  campaign: campaignSummary.extend({ events: z.array(campaignEvent) }),
});
export type CampaignDetailResponse = z.infer<typeof campaignDetailResponse>;

export const listEventsQuery = z.object({ idCampaign: z.coerce.number().int().positive().optional() });
export const listEventsResponse = z.object({ success: z.literal(true), events: z.array(campaignEvent) });
export type ListEventsResponse = z.infer<typeof listEventsResponse>;

/** `POST /campaign/listcampaignuserpoints`: the member's activities, of one campaign or (no id) of all. */
export const listUserPointsRequest = z.object({
  idCampaign: z.number().int().positive().nullable().optional(),
  idUser: z.number().int().positive(),
});
export type ListUserPointsRequest = z.infer<typeof listUserPointsRequest>;

/** One line of 'Minhas atividades' (document 1, section 3 "Campaign user points"). */
export const userPoint = z.object({
  idgamification_campaign: z.number(),
  campaignName: z.string(),
  contentitemtext: z.string().nullable(),
  event: z.string(),
  eventDate: z.string(),
  points: z.number(),
});
export type UserPoint = z.infer<typeof userPoint>;

export const listUserPointsResponse = z.object({
  success: z.literal(true),
  points: z.array(userPoint),
  totalPoints: z.number(),
});
export type ListUserPointsResponse = z.infer<typeof listUserPointsResponse>;

export const userPointsSpreadsheetQuery = z.object({ idCampaign: z.coerce.number().int().positive().optional() });

/** One way to earn points, as the campaign modals list it ('point list with name and points'). */
export const campaignPointRule = z.object({ name: z.string(), points: z.number() });
export type CampaignPointRule = z.infer<typeof campaignPointRule>;

/**
 * A campaign of the member for the shared campaign modal (spec document 2, section 3 "Campaign"):
 * `notified` is 1 once the member has closed its announcement.
 */
export const memberCampaign = campaignSummary.extend({
  notified: z.number(),
  points: z.array(campaignPointRule),
});
export type MemberCampaign = z.infer<typeof memberCampaign>;

/** `GET /campaign/listbyuser`: the member's campaigns, newest first. */
export const listCampaignsByUserResponse = z.object({ success: z.literal(true), campaigns: z.array(memberCampaign) });
export type ListCampaignsByUserResponse = z.infer<typeof listCampaignsByUserResponse>;

/** `GET /campaign/listbycontent/:idElement`: the content item. */
export const campaignContentParams = z.object({ idElement: idParam });

/** `GET /campaign/listbycontent/:idElement`: the running campaigns a content item earns points in. */
export const listCampaignsByContentResponse = z.object({
  success: z.literal(true),
  campaigns: z.array(campaignSummary.extend({ points: z.array(campaignPointRule) })),
});
export type ListCampaignsByContentResponse = z.infer<typeof listCampaignsByContentResponse>;

/** `POST /campaign/:idCampaign/users/:idUser/notified`: no body; one that is sent must be a JSON object. */
export const campaignNotifiedRequest = z.object({}).nullish();

/** `POST /campaign/:idCampaign/users/:idUser/notified`: the announcement was seen (kept from the first time). */
export const campaignNotifiedResponse = z.object({ success: z.literal(true), notified: z.literal(1) });
export type CampaignNotifiedResponse = z.infer<typeof campaignNotifiedResponse>;
