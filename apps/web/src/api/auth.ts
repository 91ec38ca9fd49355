import type { ForgotRequest, LoginRequest, ResetPasswordRequest, UserLoginInfoQuery } from '@trilha/shared/api/auth';
import {
  getUserLoginInfo,
  renewLogin,
  requestPasswordLink,
  setPasswordFromLink,
  signIn,
} from '@trilha/shared/contracts/auth';
import { getAppDetails } from '@trilha/shared/contracts/tenant';
import { call } from './client';

/** `POST /app/details`: the app this host opens. */
export const fetchAppDetails = (bucket: string, signal?: AbortSignal) =>
  call(getAppDetails, { body: { bucket }, auth: false, signal });

/** `GET /login/user-login-info`: step one of the login. */
export const fetchUserLoginInfo = (query: UserLoginInfoQuery) => call(getUserLoginInfo, { query, auth: false });

/** `POST /login`. */
export const login = (body: LoginRequest) => call(signIn, { body, auth: false });

/** `POST /login/renewlogin` with a token given explicitly (auto-login with `?token=`). */
export const renewLoginWithToken = (token: string, idUser: number, idAppType: 1 | 2) =>
  call(renewLogin, { body: { idUser, idAppType }, auth: false, headers: { authorization: `Bearer ${token}` } });

/** `POST /login/forgot`: e-mails a link to set a password. */
export const sendPasswordLink = (body: ForgotRequest) => call(requestPasswordLink, { body, auth: false });

/** `POST /login/reset`: sets a new password from an e-mailed link. */
export const resetPassword = (body: ResetPasswordRequest) => call(setPasswordFromLink, { body, auth: false });
