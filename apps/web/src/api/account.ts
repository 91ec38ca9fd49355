import type * as account from '@trilha/shared/api/account';
import { SUPPORT_ACCESS_PAGE_SIZE, TAG_PAGE_SIZE } from '@trilha/shared/constants';
import * as accountCalls from '@trilha/shared/contracts/account';
import * as directoryCalls from '@trilha/shared/contracts/directory';
import * as learningAccountCalls from '@trilha/shared/contracts/learning-account';
import * as supportAccessCalls from '@trilha/shared/contracts/support-access';
import { apiErrorFrom, call } from './client';

/** `PUT /users/:idUser/change-password`: answers the token that keeps this session. */
export const changePassword = (idUser: number, body: account.ChangePasswordRequest) =>
  call(accountCalls.updatePassword, { params: { idUser }, body });

/** `GET /users` without a query: the company's directory (the community's directory section). */
export async function fetchDirectory() {
  const answer = await call(directoryCalls.listUsers);
  if (!('totalRecords' in answer)) return answer;
  throw apiErrorFrom(200, null);
}

/** `GET /users` with a search: members an administrator may browse as (support access), with their count. */
export async function fetchSupportUsers(searchText: string, offset = 0) {
  const answer = await call(directoryCalls.listUsers, {
    query: { searchText, offset: `${offset}`, limit: `${SUPPORT_ACCESS_PAGE_SIZE}`, onlyActive: '1' },
  });
  if ('totalRecords' in answer) return answer;
  throw apiErrorFrom(200, null);
}

/** `POST /login/support-access`: the target's session. */
export const startSupportAccess = (idUser: number) => call(supportAccessCalls.startSupportAccess, { body: { idUser } });

/** `POST /login/app-code`: a single-use code that opens another app of the member. */
export const createAppCode = (idApp: number) => call(supportAccessCalls.createAppCode, { body: { idApp } });

/** `POST /login/app-code/exchange`: the arriving app's session. */
export const exchangeAppCode = (code: string, idApp: number) =>
  call(supportAccessCalls.exchangeAppCode, { body: { code, idApp }, auth: false });

/** `GET /notifications/configurations/users/:idUser`. */
export const fetchNotificationConfigurations = (idUser: number) =>
  call(accountCalls.getNotificationConfigurations, { params: { idUser } });

/** `POST /notifications/configurations/users/:idUser`: the changed entries only. */
export const saveNotificationConfigurations = (idUser: number, body: account.SaveNotificationConfigurationsRequest) =>
  call(accountCalls.updateNotificationConfigurations, { params: { idUser }, body });

/** `GET /notifications/emails?key=CONTACT_US`: the contact page texts. */
export const fetchEmailForm = (key: string) => call(accountCalls.getEmailForm, { query: { key } });

/** `POST /notifications/emails/:key`. */
export const sendEmailForm = (key: string, message: string) =>
  call(accountCalls.submitEmailForm, { params: { formKey: key }, body: { message } });

/** `GET /learning/tags`: the company's tags, page of 10. */
export const fetchTags = (searchString: string, offset = 0) =>
  call(learningAccountCalls.listTags, { query: { searchString, offset, limit: TAG_PAGE_SIZE } });

/** `GET /learning/tags/users/:idUser`. */
export const fetchUserTags = (idUser: number) => call(learningAccountCalls.getUserTags, { params: { idUser } });

/** `POST /learning/tags/users/:idUser`: the member's whole list. */
export const saveUserTags = (idUser: number, tags: string[]) =>
  call(learningAccountCalls.saveUserTags, { params: { idUser }, body: { tags } });
