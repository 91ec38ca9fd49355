import type { POINT_ELEMENT_TYPES } from '@trilha/shared/api/pack-format';
import type { Generated, Selectable } from 'kysely';
import type { ReadTyped } from './columns';

/** The kind of element a point or a learning event is about (modules/learning-events `ElementKind`). */
type PointElementType = (typeof POINT_ELEMENT_TYPES)[number];

// Gamification: campaigns, the events that earn points, the points ledger and learning events.

/** What earns campaign points (fixed catalogue, codes used by the areas that award them). */
export interface GamificationEventsTable {
  idEvent: number;
  code: string;
  name: string;
}

export interface CampaignsTable {
  idCampaign: Generated<number>;
  idCompany: number;
  name: string;
  description: string | null;
  /** Points count from `startDate` up to and including `endDate` (ISO-8601 UTC). */
  startDate: string;
  endDate: string;
  /** 1 active, 0 switched off by an administrator. */
  status: number;
  createdAt: string;
}

/** The points an event is worth in a campaign. */
export interface CampaignEventsTable {
  idCampaign: number;
  idEvent: number;
  points: number;
}

/** The points ledger: one row per campaign, member, event and item. */
export interface CampaignPointsTable {
  idCampaignPoint: Generated<number>;
  idCompany: number;
  idCampaign: number;
  idUser: number;
  idEvent: number;
  /** The kind of element (`CONTENT_ITEM` of the content app, `LEARNING_CONTENT`, `EVALUATION`, `NODE`, `PROFILE`). */
  elementType: ReadTyped<PointElementType>;
  /** The content item, course or other element the event happened on; 0 when the event has none. */
  idElement: number;
  /** The element's title when the points were earned ('Minhas atividades'). */
  elementText: string | null;
  points: number;
  eventDate: string;
}

/** A department a campaign is open to; a campaign without any is open to every member of the company. */
export interface CampaignDepartmentsTable {
  idCampaign: number;
  idCompany: number;
  /** As members' `users.department` is written. */
  department: string;
}

/** A member closed a campaign's announcement (the campaign modal's `notified`). */
export interface CampaignNoticesTable {
  idCampaign: number;
  idUser: number;
  idCompany: number;
  notifiedAt: string;
}

/** A learning event of a member, once per element and enrollment (modules/learning-events). */
export interface LearningEventsTable {
  idLearningEvent: Generated<number>;
  idCompany: number;
  idUser: number;
  type: string;
  elementType: ReadTyped<PointElementType>;
  idElement: number;
  elementText: string | null;
  /** 0 outside an enrollment. */
  idEnrollment: number;
  createdAt: string;
}

// Rows as the queries read them.
export type CampaignRow = Selectable<CampaignsTable>;
