import { z } from '../zod';
import { flag, id, idParam } from './common';

/** A pricing tier of a plan (spec 3, 3 "Pricing tier"): users up to `maxUsers` (null: no limit) at `unitPrice`. */
export const pricingTier = z.object({ maxUsers: z.number().nullable(), unitPrice: z.number() });

/** A plan as the plan views read it (spec 3, 3 "Plan"), with the caller's view of its upgrade state. */
export const plan = z.object({
  idPlan: z.number(),
  idRef: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  features: z.array(z.object({ description: z.string() })),
  products: z.array(z.object({ name: z.string() })),
  /** The plan offers a trial (Enterprise does not: contact sales). */
  trial: flag,
  /** The app currently runs on this plan. */
  isCurrent: z.boolean(),
  agreementContent: z.string().nullable(),
  /** The plan's own prices per user; empty when the bands of spec 3, 9 apply. */
  pricingTiers: z.array(pricingTier),
});
export type Plan = z.infer<typeof plan>;

/** The app's current plan with its deadline and the flags that drive the buttons and modals (spec 3, 4.10). */
export const activePlanDetail = z.object({
  idPlan: z.number(),
  name: z.string(),
  trial: flag,
  trialsCount: z.number(),
  finishDate: z.string().nullable(),
  /** Days left until finishDate (null without one). */
  deadline: z.number().nullable(),
  userIsAdmin: z.boolean(),
  /** Members who asked for an upgrade. */
  numberRequest: z.number(),
  requestsCount: z.number(),
  likeCount: z.number(),
  hasRequestedUpgrade: z.boolean(),
  isUpgradeButtonActive: z.boolean(),
  isPlanContractButtonActive: z.boolean(),
  numberOfEmployees: z.string().nullable(),
});
export type ActivePlanDetail = z.infer<typeof activePlanDetail>;

export const plansQuery = z.object({ withDetails: z.enum(['0', '1', 'true', 'false']).optional() });

/** `GET /learning/plans`: the plans offered and, with details, the app's current plan. */
export const plansResponse = z.object({
  success: z.literal(true),
  result: z.array(plan),
  activePlan: activePlanDetail.nullable(),
});
export type PlansResponse = z.infer<typeof plansResponse>;

export const planResponse = z.object({ success: z.literal(true), result: plan });
export type PlanResponse = z.infer<typeof planResponse>;

/** An upgrade campaign (spec 3, 3 "Plan campaign"). */
export const planCampaign = z.object({
  idPlanCampaign: z.number(),
  title: z.string(),
  text: z.string().nullable(),
  startDate: z.string(),
  finishDate: z.string(),
  mediaType: z.string().nullable(),
  mediaUrl: z.string().nullable(),
  frequencyToShow: z.number(),
});
export type PlanCampaign = z.infer<typeof planCampaign>;

export const planCampaignsResponse = z.object({ success: z.literal(true), result: z.array(planCampaign) });
export type PlanCampaignsResponse = z.infer<typeof planCampaignsResponse>;

const requiredText = (message: string) => z.string().trim().min(1, message).max(200);

/** The number-of-employees ranges of the trial form, as sent. */
export const numberOfEmployees = z.enum(['1-100', '101-250', '251-500', '501-2500', '2501']);

/** `POST /learning/plans/request-trial`: the trial form (spec 3, 3 "Trial form" and 5). */
export const requestTrialRequest = z.object({
  idPlan: id,
  department: requiredText('Departamento obrigatório'),
  role: requiredText('Cargo obrigatório'),
  phone: z
    .string()
    .trim()
    .min(1, 'Telefone obrigatório')
    .refine((value) => value.replace(/\D/g, '').length === 11, 'Telefone deve conter 11 dígitos'),
  numberOfEmployees: numberOfEmployees.default('1-100'),
  description: z.string().trim().max(2000).optional(),
});
export type RequestTrialRequest = z.infer<typeof requestTrialRequest>;

/** `POST /learning/plans/extend-trial`: the motivation is optional. */
export const extendTrialRequest = z.object({ idPlan: id, message: z.string().trim().max(2000).optional() });

export const trialResponse = z.object({ success: z.literal(true), finishDate: z.string(), trialsCount: z.number() });
export type TrialResponse = z.infer<typeof trialResponse>;

/** `POST /learning/plans/request-plan`: the calculator's result. */
export const requestPlanRequest = z.object({
  idPlan: id,
  numberOfLicences: z.number().int().min(1, 'Informe ao menos 1 usuário.').max(1_000_000),
  price: z.number().min(0).max(1_000_000_000),
});
export type RequestPlanRequest = z.infer<typeof requestPlanRequest>;

export const requestPlanResponse = z.object({
  success: z.literal(true),
  data: z.object({ statusCode: z.number(), totalMonthlyPrice: z.number() }),
});
export type RequestPlanResponse = z.infer<typeof requestPlanResponse>;

/** `POST /learning/plans/contact-trial`: Enterprise, or a trial that cannot be extended. */
export const contactTrialRequest = z.object({
  idPlan: id,
  department: requiredText('Departamento obrigatório'),
  role: requiredText('Cargo obrigatório'),
  message: z.string().trim().min(1, 'O preenchimento do campo é obrigatório.').max(2000),
  numberOfEmployees: numberOfEmployees.default('1-100'),
});
export type ContactTrialRequest = z.infer<typeof contactTrialRequest>;

/** `POST /learning/plans/request-upgrade`: a member tells the administrators they want the upgrade. */
export const upgradeRequestResponse = z.object({
  success: z.literal(true),
  requestsCount: z.number(),
  likeCount: z.number(),
});
export type UpgradeRequestResponse = z.infer<typeof upgradeRequestResponse>;

/** The path of a plan (`/learning/plans/:idPlan`). */
export const planParams = z.object({ idPlan: idParam });
