import type * as auth from '../api/auth';
import type * as common from '../api/common';
import { contract } from '../contract';

/** Step one of the login: whether the app signs this name in through SSO (spec document 1, 7). */
export const getUserLoginInfo = contract<{
  query: typeof auth.userLoginInfoQuery;
  response: typeof auth.userLoginInfoResponse;
}>('GET', '/login/user-login-info');

/** The login: the member's session (spec document 1, 7). */
export const signIn = contract<{ body: typeof auth.loginRequest; response: typeof auth.loginResponse }>(
  'POST',
  '/login',
);

/** Renews the session: a new token and the member's data as of today (spec document 1, 7). */
export const renewLogin = contract<{ body: typeof auth.renewLoginRequest; response: typeof auth.renewLoginResponse }>(
  'POST',
  '/login/renewlogin',
);

/** E-mails a link to set a password (spec document 1, 7). */
export const requestPasswordLink = contract<{ body: typeof auth.forgotRequest; response: typeof auth.forgotResponse }>(
  'POST',
  '/login/forgot',
);

/** Sets a new password from an e-mailed link. */
export const setPasswordFromLink = contract<{
  body: typeof auth.resetPasswordRequest;
  response: typeof common.okResponse;
}>('POST', '/login/reset');
