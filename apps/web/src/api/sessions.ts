import type { EndSessionsResponse, MemberSessionsResponse } from '@trilha/shared/api/auth';
import type { OkResponse } from '@trilha/shared/api/common';
import { request } from './client';

/**
 * `POST /logout`: ends the session of `token` on the server (only that one); sent even as the page is left.
 * The token is given, not read from the device, so a late answer never touches the session that follows.
 */
export const logoutSession = (token: string) =>
  request<OkResponse>('POST', '/logout', {
    auth: false,
    keepalive: true,
    headers: { authorization: `Bearer ${token}` },
  });

/** `GET /users/:id/sessions`: where the member is signed in ('Sessões ativas'). */
export const fetchSessions = (idUser: number, signal?: AbortSignal) =>
  request<MemberSessionsResponse>('GET', `/users/${idUser}/sessions`, signal ? { signal } : {});

/** `DELETE /users/:id/sessions/:idSession`: ends one session. */
export const endSession = (idUser: number, idSession: number) =>
  request<EndSessionsResponse>('DELETE', `/users/${idUser}/sessions/${idSession}`);

/** `DELETE /users/:id/sessions`: ends every session but this one. */
export const endOtherSessions = (idUser: number) => request<EndSessionsResponse>('DELETE', `/users/${idUser}/sessions`);
