import type { Generated } from 'kysely';

// Plans of the company's apps: plans and prices, the plan each app runs on, requests and upgrade campaigns.

/** A plan offered to the company's apps; `features` and `products` are JSON lists of texts. */
export interface PlansTable {
  idPlan: Generated<number>;
  idCompany: number;
  idRef: string;
  name: string;
  description: string | null;
  features: string;
  products: string;
  /** 0 for a plan without trial (Enterprise). */
  trial: number;
  position: number;
  agreementContent: string | null;
}

/** A plan's own price per user up to `maxUsers` (null: no limit), in cents. */
export interface PlanPricingTiersTable {
  idPlanPricingTier: Generated<number>;
  idCompany: number;
  idPlan: number;
  maxUsers: number | null;
  unitPriceCents: number;
}

/** The plan an app runs on: a trial with its count and end, or a contract. */
export interface CompanyPlansTable {
  idCompanyPlan: Generated<number>;
  idCompany: number;
  idApp: number;
  idPlan: number;
  trial: number;
  trialsCount: number;
  startDate: string;
  finishDate: string | null;
  numberOfEmployees: string | null;
}

/** A request about plans: UPGRADE, PLAN, TRIAL, EXTEND_TRIAL or CONTACT; `details` is JSON. */
export interface PlanRequestsTable {
  idPlanRequest: Generated<number>;
  idCompany: number;
  idApp: number;
  idUser: number;
  idPlan: number | null;
  kind: 'UPGRADE' | 'PLAN' | 'TRIAL' | 'EXTEND_TRIAL' | 'CONTACT';
  numberOfLicences: number | null;
  price: number | null;
  details: string | null;
  createdAt: string;
}

/** An upgrade campaign shown on the home during its period. */
export interface PlanCampaignsTable {
  idPlanCampaign: Generated<number>;
  idCompany: number;
  title: string;
  text: string | null;
  startDate: string;
  finishDate: string;
  mediaType: 'image' | 'video' | null;
  mediaUrl: string | null;
  frequencyToShow: number | null;
}
