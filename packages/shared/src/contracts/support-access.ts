import type * as account from '../api/account';
import type * as auth from '../api/auth';
import { contract } from '../contract';

/** Support access (spec 3, 2.10 and 7.7) and the codes that open another app of the member. */

/** Opens a support session as another member of the company: the target's session, with the administrator kept. */
export const startSupportAccess = contract<{
  body: typeof account.supportAccessRequest;
  response: typeof account.supportAccessResponse;
}>('POST', '/login/support-access');

/** A single-use code that opens another app of the member. */
export const createAppCode = contract<{
  body: typeof account.appCodeRequest;
  response: typeof account.appCodeResponse;
}>('POST', '/login/app-code');

/** Exchanges an app code for the arriving app's session (public, rate limited). */
export const exchangeAppCode = contract<{
  body: typeof account.appCodeExchangeRequest;
  response: typeof auth.loginResponse;
}>('POST', '/login/app-code/exchange');
