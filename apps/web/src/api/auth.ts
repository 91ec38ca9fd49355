import type {
  ForgotRequest,
  ForgotResponse,
  LoginRequest,
  LoginResponse,
  RenewLoginResponse,
  ResetPasswordRequest,
  UserLoginInfoQuery,
  UserLoginInfoResponse,
} from '@trilha/shared/api/auth';
import type { OkResponse } from '@trilha/shared/api/common';
import type { AppDetailsResponse } from '@trilha/shared/api/tenant';
import { request } from './client';

/** `POST /app/details`: the app this host opens. */
export const fetchAppDetails = (bucket: string, signal?: AbortSignal) =>
  request<AppDetailsResponse>('POST', '/app/details', { body: { bucket }, auth: false, ...(signal ? { signal } : {}) });

/** `GET /login/user-login-info`: step one of the login. */
export const fetchUserLoginInfo = (query: UserLoginInfoQuery) =>
  request<UserLoginInfoResponse>('GET', '/login/user-login-info', { query, auth: false });

/** `POST /login`. */
export const login = (body: LoginRequest) => request<LoginResponse>('POST', '/login', { body, auth: false });

/** `POST /login/renewlogin` with a token given explicitly (auto-login with `?token=`). */
export const renewLoginWithToken = (token: string, idUser: number, idAppType: 1 | 2) =>
  fetch('/login/renewlogin', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ idUser, idAppType }),
  }).then(async (response) => {
    if (!response.ok) throw new Error(`renewal refused: ${response.status}`);
    return (await response.json()) as RenewLoginResponse;
  });

/** `POST /login/forgot`: e-mails a link to set a password. */
export const sendPasswordLink = (body: ForgotRequest) =>
  request<ForgotResponse>('POST', '/login/forgot', { body, auth: false });

/** `POST /login/reset`: sets a new password from an e-mailed link. */
export const resetPassword = (body: ResetPasswordRequest) =>
  request<OkResponse>('POST', '/login/reset', { body, auth: false });
