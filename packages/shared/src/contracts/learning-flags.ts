import type * as journey from '../api/learning-journey';
import { contract } from '../contract';

/*
 * The two flags the learning shell asks for on every screen. They are in a file of their own, not with their
 * areas' calls (journey, campaigns): a contracts file that lazy screens share becomes a chunk of its own, and the
 * learning home's first screen would carry it whole for these two calls.
 */

/** Whether a feature of the company is on (spec 3, 7.7). */
export const getFeature = contract<{ params: typeof journey.featureParams; response: typeof journey.featureResponse }>(
  'GET',
  '/learning/features/:id',
);

/** Whether the member takes part in a running campaign (document 3, 7.5). */
export const getUserIsInCampaign = contract<{ response: typeof journey.userIsInCampaignResponse }>(
  'GET',
  '/campaign/userisincampaign',
);
