import type * as account from '../api/account';
import type * as common from '../api/common';
import type * as users from '../api/users';
import { contract } from '../contract';

/** Changes the member's password; answers the token that keeps this session. */
export const updatePassword = contract<{
  params: typeof users.userParams;
  body: typeof account.changePasswordRequest;
  response: typeof account.changePasswordResponse;
}>('PUT', '/users/:idUser/change-password');

/** The member's notification settings. */
export const getNotificationConfigurations = contract<{
  params: typeof users.userParams;
  response: typeof account.notificationConfigurationsResponse;
}>('GET', '/notifications/configurations/users/:idUser');

/** Saves the settings the member changed; answers them all. */
export const updateNotificationConfigurations = contract<{
  params: typeof users.userParams;
  body: typeof account.saveNotificationConfigurationsRequest;
  response: typeof account.notificationConfigurationsResponse;
}>('POST', '/notifications/configurations/users/:idUser');

/** The texts of an e-mail form, named by `?key=` ('Fale conosco' when none; spec 3, 2.9 and 7.8). */
export const getEmailForm = contract<{
  query: typeof account.emailFormQuery;
  response: typeof account.emailFormResponse;
}>('GET', '/notifications/emails');

/** The texts of an e-mail form named in the path (spec 3, 7.8). */
export const getEmailFormByKey = contract<{
  params: typeof account.emailFormParams;
  response: typeof account.emailFormResponse;
}>('GET', '/notifications/emails/:formKey');

/** Sends the member's message through an e-mail form (spec 3, 7.8). */
export const submitEmailForm = contract<{
  params: typeof account.emailFormParams;
  body: typeof account.sendEmailFormRequest;
  response: typeof common.okResponse;
}>('POST', '/notifications/emails/:formKey');
