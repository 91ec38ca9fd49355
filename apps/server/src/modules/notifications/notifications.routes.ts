import {
  emailFormKey,
  emailFormQuery,
  emailFormResponse,
  notificationConfigurationsResponse,
  saveNotificationConfigurationsRequest,
  sendEmailFormRequest,
} from '@trilha/shared/api/account';
import { idParam, okResponse } from '@trilha/shared/api/common';
import { z } from '@trilha/shared/zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { NotificationsService } from './notifications.service';

const userParams = z.object({ idUser: idParam });
const keyParams = z.object({ formKey: emailFormKey });

export const notificationsRoutes =
  ({ notificationsService }: { notificationsService: NotificationsService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/notifications/configurations/users/:idUser',
      { schema: { params: userParams, response: { 200: notificationConfigurationsResponse } } },
      async (request) => notificationsService.getConfigurations(request.auth, request.params.idUser),
    );

    app.post(
      '/notifications/configurations/users/:idUser',
      {
        schema: {
          params: userParams,
          body: saveNotificationConfigurationsRequest,
          response: { 200: notificationConfigurationsResponse },
        },
      },
      async (request) => notificationsService.saveConfigurations(request.auth, request.params.idUser, request.body),
    );

    app.get(
      '/notifications/emails',
      { schema: { querystring: emailFormQuery, response: { 200: emailFormResponse } } },
      async (request) => notificationsService.getEmailForm(request.auth, request.query.key),
    );

    app.get(
      '/notifications/emails/:formKey',
      { schema: { params: keyParams, response: { 200: emailFormResponse } } },
      async (request) => notificationsService.getEmailForm(request.auth, request.params.formKey),
    );

    app.post(
      '/notifications/emails/:formKey',
      { schema: { params: keyParams, body: sendEmailFormRequest, response: { 200: okResponse } } },
      async (request) => notificationsService.sendEmailForm(request.auth, request.params.formKey, request.body),
    );
  };
