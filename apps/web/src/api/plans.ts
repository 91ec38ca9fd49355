import type {
  ContactTrialRequest,
  PlanCampaignsResponse,
  PlansResponse,
  RequestPlanRequest,
  RequestPlanResponse,
  RequestTrialRequest,
  TrialResponse,
  UpgradeRequestResponse,
} from '@trilha/shared/api/plans';
import { request } from './client';

/** `GET /learning/plans?withDetails`: the plans and the app's plan as the caller sees it. */
export const fetchPlans = () => request<PlansResponse>('GET', '/learning/plans', { query: { withDetails: 1 } });

/** `GET /learning/plans/campaigns`. */
export const fetchPlanCampaigns = () => request<PlanCampaignsResponse>('GET', '/learning/plans/campaigns');

/** `POST /learning/plans/request-trial`. */
export const requestTrial = (body: RequestTrialRequest) =>
  request<TrialResponse>('POST', '/learning/plans/request-trial', { body });

/** `POST /learning/plans/extend-trial`. */
export const extendTrial = (idPlan: number, message?: string) =>
  request<TrialResponse>('POST', '/learning/plans/extend-trial', { body: { idPlan, ...(message ? { message } : {}) } });

/** `POST /learning/plans/request-plan`. */
export const requestPlan = (body: RequestPlanRequest) =>
  request<RequestPlanResponse>('POST', '/learning/plans/request-plan', { body });

/** `POST /learning/plans/contact-trial`. */
export const contactTrial = (body: ContactTrialRequest) =>
  request<{ success: true; message?: string }>('POST', '/learning/plans/contact-trial', { body });

/** `POST /learning/plans/request-upgrade`: a member asks the administrators for the plan. */
export const requestUpgrade = () =>
  request<UpgradeRequestResponse>('POST', '/learning/plans/request-upgrade', { body: {} });
