import type {
  forgotRequest,
  forgotResponse,
  loginRequest,
  loginResponse,
  renewLoginRequest,
  renewLoginResponse,
  resetPasswordRequest,
  userLoginInfoQuery,
  userLoginInfoResponse,
} from '../api/auth';
import type { okResponse } from '../api/common';
import { contract } from '../contract';

/** Step one of the login: whether the app signs this name in through SSO (spec document 1, 7). */
export const getUserLoginInfo = contract<{
  query: typeof userLoginInfoQuery;
  response: typeof userLoginInfoResponse;
}>('GET', '/login/user-login-info');

/** The login: the member's session (spec document 1, 7). */
export const signIn = contract<{ body: typeof loginRequest; response: typeof loginResponse }>('POST', '/login');

/** Renews the session: a new token and the member's data as of today (spec document 1, 7). */
export const renewLogin = contract<{ body: typeof renewLoginRequest; response: typeof renewLoginResponse }>(
  'POST',
  '/login/renewlogin',
);

/** E-mails a link to set a password (spec document 1, 7). */
export const requestPasswordLink = contract<{ body: typeof forgotRequest; response: typeof forgotResponse }>(
  'POST',
  '/login/forgot',
);

/** Sets a new password from an e-mailed link. */
export const setPasswordFromLink = contract<{ body: typeof resetPasswordRequest; response: typeof okResponse }>(
  'POST',
  '/login/reset',
);
