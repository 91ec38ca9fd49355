import type {
  changePasswordRequest,
  changePasswordResponse,
  emailFormParams,
  emailFormQuery,
  emailFormResponse,
  notificationConfigurationsResponse,
  saveNotificationConfigurationsRequest,
  sendEmailFormRequest,
} from '../api/account';
import type { okResponse } from '../api/common';
import type { userParams } from '../api/users';
import { contract } from '../contract';

/** Changes the member's password; answers the token that keeps this session. */
export const updatePassword = contract<{
  params: typeof userParams;
  body: typeof changePasswordRequest;
  response: typeof changePasswordResponse;
}>('PUT', '/users/:idUser/change-password');

/** The member's notification settings. */
export const getNotificationConfigurations = contract<{
  params: typeof userParams;
  response: typeof notificationConfigurationsResponse;
}>('GET', '/notifications/configurations/users/:idUser');

/** Saves the settings the member changed; answers them all. */
export const updateNotificationConfigurations = contract<{
  params: typeof userParams;
  body: typeof saveNotificationConfigurationsRequest;
  response: typeof notificationConfigurationsResponse;
}>('POST', '/notifications/configurations/users/:idUser');

/** The texts of an e-mail form, named by `?key=` ('Fale conosco' when none; spec 3, 2.9 and 7.8). */
export const getEmailForm = contract<{ query: typeof emailFormQuery; response: typeof emailFormResponse }>(
  'GET',
  '/notifications/emails',
);

/** The texts of an e-mail form named in the path (spec 3, 7.8). */
export const getEmailFormByKey = contract<{ params: typeof emailFormParams; response: typeof emailFormResponse }>(
  'GET',
  '/notifications/emails/:formKey',
);

/** Sends the member's message through an e-mail form (spec 3, 7.8). */
export const submitEmailForm = contract<{
  params: typeof emailFormParams;
  body: typeof sendEmailFormRequest;
  response: typeof okResponse;
}>('POST', '/notifications/emails/:formKey');
