import type { changePasswordRequest, changePasswordResponse } from '../api/account';
import type {
  endSessionsResponse,
  forgotRequest,
  forgotResponse,
  loginRequest,
  loginResponse,
  logoutRequest,
  memberSessionParams,
  memberSessionsResponse,
  renewLoginRequest,
  renewLoginResponse,
  resetPasswordRequest,
  userLoginInfoQuery,
  userLoginInfoResponse,
} from '../api/auth';
import type { okResponse } from '../api/common';
import type { userParams } from '../api/users';
import { contract } from '../contract';

/** Step one of the login: whether the app signs this name in through SSO (spec document 1, 7). */
export const getUserLoginInfo = contract<{
  query: typeof userLoginInfoQuery;
  response: typeof userLoginInfoResponse;
}>('GET', '/login/user-login-info');

/** The login: the member's session (spec document 1, 7). */
export const signIn = contract<{ body: typeof loginRequest; response: typeof loginResponse }>('POST', '/login');

/** Ends the session of the token sent, only that one. */
export const signOut = contract<{ body: typeof logoutRequest; response: typeof okResponse }>('POST', '/logout');

/** Where the member is signed in ('Sessões ativas'). */
export const listMemberSessions = contract<{
  params: typeof userParams;
  response: typeof memberSessionsResponse;
}>('GET', '/users/:idUser/sessions');

/** Ends every session of the member but the caller's. */
export const deleteOtherSessions = contract<{
  params: typeof userParams;
  response: typeof endSessionsResponse;
}>('DELETE', '/users/:idUser/sessions');

/** Ends one session of the member. */
export const deleteMemberSession = contract<{
  params: typeof memberSessionParams;
  response: typeof endSessionsResponse;
}>('DELETE', '/users/:idUser/sessions/:idSession');

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

/** Changes the member's password; answers the token that keeps this session. */
export const updatePassword = contract<{
  params: typeof userParams;
  body: typeof changePasswordRequest;
  response: typeof changePasswordResponse;
}>('PUT', '/users/:idUser/change-password');
