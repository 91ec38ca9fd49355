import {
  emailFormParams,
  emailFormQuery,
  emailFormResponse,
  notificationConfigurationsResponse,
  saveNotificationConfigurationsRequest,
  sendEmailFormRequest,
} from '@trilha/shared/api/account';
import { okResponse } from '@trilha/shared/api/common';
import { userParams } from '@trilha/shared/api/users';
import {
  getEmailForm,
  getEmailFormByKey,
  getNotificationConfigurations,
  submitEmailForm,
  updateNotificationConfigurations,
} from '@trilha/shared/contracts/account';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../platform/route';
import type { NotificationsService } from './notifications.service';

export const notificationsRoutes =
  ({ notificationsService }: { notificationsService: NotificationsService }): FastifyPluginAsyncZod =>
  async (app) => {
    route(
      app,
      getNotificationConfigurations,
      { schema: { params: userParams, response: notificationConfigurationsResponse } },
      async (request) => notificationsService.getConfigurations(request.auth, request.params.idUser),
    );

    route(
      app,
      updateNotificationConfigurations,
      {
        schema: {
          params: userParams,
          body: saveNotificationConfigurationsRequest,
          response: notificationConfigurationsResponse,
        },
      },
      async (request) => notificationsService.saveConfigurations(request.auth, request.params.idUser, request.body),
    );

    route(app, getEmailForm, { schema: { query: emailFormQuery, response: emailFormResponse } }, async (request) =>
      notificationsService.getEmailForm(request.auth, request.query.key),
    );

    route(
      app,
      getEmailFormByKey,
      { schema: { params: emailFormParams, response: emailFormResponse } },
      async (request) => notificationsService.getEmailForm(request.auth, request.params.formKey),
    );

    route(
      app,
      submitEmailForm,
      { schema: { params: emailFormParams, body: sendEmailFormRequest, response: okResponse } },
      async (request) => notificationsService.sendEmailForm(request.auth, request.params.formKey, request.body),
    );
  };
