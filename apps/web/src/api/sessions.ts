import * as sessionCalls from '@trilha/shared/contracts/sessions';
import { call } from './client';

/**
 * `POST /logout`: ends the session of `token` on the server (only that one); sent even as the page is left.
 * The token is given, not read from the device, so a late answer never touches the session that follows.
 */
export const logoutSession = (token: string) =>
  call(sessionCalls.signOut, {
    auth: false,
    keepalive: true,
    headers: { authorization: `Bearer ${token}` },
  });

/** `GET /users/:id/sessions`: where the member is signed in ('Sessões ativas'). */
export const fetchSessions = (idUser: number, signal?: AbortSignal) =>
  call(sessionCalls.listMemberSessions, { params: { idUser }, signal });

/** `DELETE /users/:id/sessions/:idSession`: ends one session. */
export const endSession = (idUser: number, idSession: number) =>
  call(sessionCalls.deleteMemberSession, { params: { idUser, idSession } });

/** `DELETE /users/:id/sessions`: ends every session but this one. */
export const endOtherSessions = (idUser: number) => call(sessionCalls.deleteOtherSessions, { params: { idUser } });
