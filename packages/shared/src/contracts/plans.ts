import type { emptyBody, okResponse } from '../api/common';
import type {
  contactTrialRequest,
  extendTrialRequest,
  planCampaignsResponse,
  planParams,
  planResponse,
  plansQuery,
  plansResponse,
  requestPlanRequest,
  requestPlanResponse,
  requestTrialRequest,
  trialResponse,
  upgradeRequestResponse,
} from '../api/plans';
import { contract } from '../contract';

/** The plans and the app's plan as the caller sees it (`withDetails` adds each plan's details). */
export const listPlans = contract<{ query: typeof plansQuery; response: typeof plansResponse }>(
  'GET',
  '/learning/plans',
);

/** The plans' campaigns. */
export const listPlanCampaigns = contract<{ response: typeof planCampaignsResponse }>(
  'GET',
  '/learning/plans/campaigns',
);

/** A plan. */
export const getPlan = contract<{ params: typeof planParams; response: typeof planResponse }>(
  'GET',
  '/learning/plans/:idPlan',
);

/** Starts a plan's trial. */
export const requestTrial = contract<{ body: typeof requestTrialRequest; response: typeof trialResponse }>(
  'POST',
  '/learning/plans/request-trial',
);

/** Extends a plan's trial. */
export const extendTrial = contract<{ body: typeof extendTrialRequest; response: typeof trialResponse }>(
  'POST',
  '/learning/plans/extend-trial',
);

/** Asks for a plan. */
export const requestPlan = contract<{ body: typeof requestPlanRequest; response: typeof requestPlanResponse }>(
  'POST',
  '/learning/plans/request-plan',
);

/** A message to the sales team about a trial. */
export const contactTrial = contract<{ body: typeof contactTrialRequest; response: typeof okResponse }>(
  'POST',
  '/learning/plans/contact-trial',
);

/** A member asks the administrators for the plan. */
export const requestUpgrade = contract<{ body: typeof emptyBody; response: typeof upgradeRequestResponse }>(
  'POST',
  '/learning/plans/request-upgrade',
);
