import type { ForgotRequest, LoginRequest, ResetPasswordRequest, UserLoginInfoQuery } from '@trilha/shared/api/auth';
import * as authCalls from '@trilha/shared/contracts/auth';
import * as tenantCalls from '@trilha/shared/contracts/tenant';
import { call } from './client';

/** `POST /app/details`: the app this host opens. */
export const fetchAppDetails = (bucket: string, signal?: AbortSignal) =>
  call(tenantCalls.getAppDetails, { body: { bucket }, auth: false, signal });

/** `GET /login/user-login-info`: step one of the login. */
export const fetchUserLoginInfo = (query: UserLoginInfoQuery) =>
  call(authCalls.getUserLoginInfo, { query, auth: false });

/** `POST /login`. */
export const login = (body: LoginRequest) => call(authCalls.signIn, { body, auth: false });

/** `POST /login/renewlogin` with a token given explicitly (auto-login with `?token=`). */
export const renewLoginWithToken = (token: string, idUser: number, idAppType: 1 | 2) =>
  call(authCalls.renewLogin, {
    body: { idUser, idAppType },
    auth: false,
    headers: { authorization: `Bearer ${token}` },
  });

/** `POST /login/forgot`: e-mails a link to set a password. */
export const sendPasswordLink = (body: ForgotRequest) => call(authCalls.requestPasswordLink, { body, auth: false });

/** `POST /login/reset`: sets a new password from an e-mailed link. */
export const resetPassword = (body: ResetPasswordRequest) => call(authCalls.setPasswordFromLink, { body, auth: false });
