import * as account from '@trilha/shared/api/account';
import * as common from '@trilha/shared/api/common';
import * as users from '@trilha/shared/api/users';
import * as accountCalls from '@trilha/shared/contracts/account';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../platform/route';
import type { NotificationsService } from './notifications.service';

export const notificationsRoutes =
  ({ notificationsService }: { notificationsService: NotificationsService }): FastifyPluginAsyncZod =>
  async (app) => {
    route(
      app,
      accountCalls.getNotificationConfigurations,
      { schema: { params: users.userParams, response: account.notificationConfigurationsResponse } },
      async (request) => notificationsService.getConfigurations(request.auth, request.params.idUser),
    );

    route(
      app,
      accountCalls.updateNotificationConfigurations,
      {
        schema: {
          params: users.userParams,
          body: account.saveNotificationConfigurationsRequest,
          response: account.notificationConfigurationsResponse,
        },
      },
      async (request) => notificationsService.saveConfigurations(request.auth, request.params.idUser, request.body),
    );

    route(
      app,
      accountCalls.getEmailForm,
      { schema: { query: account.emailFormQuery, response: account.emailFormResponse } },
      async (request) => notificationsService.getEmailForm(request.auth, request.query.key),
    );

    route(
      app,
      accountCalls.getEmailFormByKey,
      { schema: { params: account.emailFormParams, response: account.emailFormResponse } },
      async (request) => notificationsService.getEmailForm(request.auth, request.params.formKey),
    );

    route(
      app,
      accountCalls.submitEmailForm,
      { schema: { params: account.emailFormParams, body: account.sendEmailFormRequest, response: common.okResponse } },
      async (request) => notificationsService.sendEmailForm(request.auth, request.params.formKey, request.body),
    );
  };
