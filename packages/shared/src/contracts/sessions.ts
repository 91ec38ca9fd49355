import type { endSessionsResponse, logoutRequest, memberSessionParams, memberSessionsResponse } from '../api/auth';
import type { okResponse } from '../api/common';
import type { userParams } from '../api/users';
import { contract } from '../contract';

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
