import type * as common from '../api/common';
import type * as plans from '../api/plans';
import { contract } from '../contract';

/** The plans and the app's plan as the caller sees it (`withDetails` adds each plan's details). */
export const listPlans = contract<{ query: typeof plans.plansQuery; response: typeof plans.plansResponse }>(
  'GET',
  '/learning/plans',
);

/** The plans' campaigns. */
export const listPlanCampaigns = contract<{ response: typeof plans.planCampaignsResponse }>(
  'GET',
  '/learning/plans/campaigns',
);

/** A plan. */
export const getPlan = contract<{ params: typeof plans.planParams; response: typeof plans.planResponse }>(
  'GET',
  '/learning/plans/:idPlan',
);

/** Starts a plan's trial. */
export const requestTrial = contract<{ body: typeof plans.requestTrialRequest; response: typeof plans.trialResponse }>(
  'POST',
  '/learning/plans/request-trial',
);

/** Extends a plan's trial. */
export const extendTrial = contract<{ body: typeof plans.extendTrialRequest; response: typeof plans.trialResponse }>(
  'POST',
  '/learning/plans/extend-trial',
);

/** Asks for a plan. */
export const requestPlan = contract<{
  body: typeof plans.requestPlanRequest;
  response: typeof plans.requestPlanResponse;
}>('POST', '/learning/plans/request-plan');

/** A message to the sales team about a trial. */
export const contactTrial = contract<{ body: typeof plans.contactTrialRequest; response: typeof common.okResponse }>(
  'POST',
  '/learning/plans/contact-trial',
);

/** A member asks the administrators for the plan. */
export const requestUpgrade = contract<{
  body: typeof common.emptyBody;
  response: typeof plans.upgradeRequestResponse;
}>('POST', '/learning/plans/request-upgrade');
