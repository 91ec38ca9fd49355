import { z } from '../zod';

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
