import type { ContactTrialRequest, RequestPlanRequest, RequestTrialRequest } from '@trilha/shared/api/plans';
import {
  contactTrial as contactTrialCall,
  extendTrial as extendTrialCall,
  listPlanCampaigns,
  listPlans,
  requestPlan as requestPlanCall,
  requestTrial as requestTrialCall,
  requestUpgrade as requestUpgradeCall,
} from '@trilha/shared/contracts/plans';
import { call } from './client';

/** `GET /learning/plans?withDetails`: the plans and the app's plan as the caller sees it. */
export const fetchPlans = () => call(listPlans, { query: { withDetails: '1' } });

/** `GET /learning/plans/campaigns`. */
export const fetchPlanCampaigns = () => call(listPlanCampaigns);

/** `POST /learning/plans/request-trial`. */
export const requestTrial = (body: RequestTrialRequest) => call(requestTrialCall, { body });

/** `POST /learning/plans/extend-trial`. */
export const extendTrial = (idPlan: number, message?: string) =>
  call(extendTrialCall, { body: { idPlan, ...(message ? { message } : {}) } });

/** `POST /learning/plans/request-plan`. */
export const requestPlan = (body: RequestPlanRequest) => call(requestPlanCall, { body });

/** `POST /learning/plans/contact-trial`. */
export const contactTrial = (body: ContactTrialRequest) => call(contactTrialCall, { body });

/** `POST /learning/plans/request-upgrade`: a member asks the administrators for the plan. */
export const requestUpgrade = () => call(requestUpgradeCall, { body: {} });
