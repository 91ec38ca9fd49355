import type * as auth from '../api/auth';
import type * as common from '../api/common';
import type * as users from '../api/users';
import { contract } from '../contract';

/** Ends the session of the token sent, only that one. */
export const signOut = contract<{ body: typeof auth.logoutRequest; response: typeof common.okResponse }>(
  'POST',
  '/logout',
);

/** Where the member is signed in ('Sessões ativas'). */
export const listMemberSessions = contract<{
  params: typeof users.userParams;
  response: typeof auth.memberSessionsResponse;
}>('GET', '/users/:idUser/sessions');

/** Ends every session of the member but the caller's. */
export const deleteOtherSessions = contract<{
  params: typeof users.userParams;
  response: typeof auth.endSessionsResponse;
}>('DELETE', '/users/:idUser/sessions');

/** Ends one session of the member. */
export const deleteMemberSession = contract<{
  params: typeof auth.memberSessionParams;
  response: typeof auth.endSessionsResponse;
}>('DELETE', '/users/:idUser/sessions/:idSession');
