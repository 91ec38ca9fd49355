import type { ContactTrialRequest, RequestPlanRequest, RequestTrialRequest } from '@trilha/shared/api/plans';
import * as planCalls from '@trilha/shared/contracts/plans';
import { call } from './client';

/** `GET /learning/plans?withDetails`: the plans and the app's plan as the caller sees it. */
export const fetchPlans = () => call(planCalls.listPlans, { query: { withDetails: '1' } });

/** `GET /learning/plans/campaigns`. */
export const fetchPlanCampaigns = () => call(planCalls.listPlanCampaigns);

/** `POST /learning/plans/request-trial`. */
export const requestTrial = (body: RequestTrialRequest) => call(planCalls.requestTrial, { body });

/** `POST /learning/plans/extend-trial`. */
export const extendTrial = (idPlan: number, message?: string) =>
  call(planCalls.extendTrial, { body: { idPlan, ...(message ? { message } : {}) } });

/** `POST /learning/plans/request-plan`. */
export const requestPlan = (body: RequestPlanRequest) => call(planCalls.requestPlan, { body });

/** `POST /learning/plans/contact-trial`. */
export const contactTrial = (body: ContactTrialRequest) => call(planCalls.contactTrial, { body });

/** `POST /learning/plans/request-upgrade`: a member asks the administrators for the plan. */
export const requestUpgrade = () => call(planCalls.requestUpgrade, { body: {} });
