import type {
  appCodeExchangeRequest,
  appCodeRequest,
  appCodeResponse,
  supportAccessRequest,
  supportAccessResponse,
} from '../api/account';
import type { loginResponse } from '../api/auth';
import { contract } from '../contract';

/** Support access (spec 3, 2.10 and 7.7) and the codes that open another app of the member. */

/** Opens a support session as another member of the company: the target's session, with the administrator kept. */
export const startSupportAccess = contract<{
  body: typeof supportAccessRequest;
  response: typeof supportAccessResponse;
}>('POST', '/login/support-access');

/** A single-use code that opens another app of the member. */
export const createAppCode = contract<{ body: typeof appCodeRequest; response: typeof appCodeResponse }>(
  'POST',
  '/login/app-code',
);

/** Exchanges an app code for the arriving app's session (public, rate limited). */
export const exchangeAppCode = contract<{ body: typeof appCodeExchangeRequest; response: typeof loginResponse }>(
  'POST',
  '/login/app-code/exchange',
);
