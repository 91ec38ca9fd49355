import { idParam, okResponse } from '@trilha/shared/api/common';
import {
  agreementRequest,
  agreementResponse,
  editFieldRequest,
  updateProfileRequest,
  updateProfileResponse,
  userResponse,
} from '@trilha/shared/api/users';
import { z } from '@trilha/shared/zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { UsersService } from './users.service';

const params = z.object({ idUser: idParam });

export const usersRoutes =
  ({ usersService }: { usersService: UsersService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/users/:idUser', { schema: { params, response: { 200: userResponse } } }, async (request) => ({
      success: true as const,
      user: await usersService.getUser(request.auth, request.params.idUser),
    }));

    app.put(
      '/users/:idUser',
      { schema: { params, body: updateProfileRequest, response: { 200: updateProfileResponse } } },
      async (request) => usersService.updateProfile(request.auth, request.params.idUser, request.body),
    );

    app.put(
      '/users/agreement/:idUser',
      { schema: { params, body: agreementRequest, response: { 200: agreementResponse } } },
      async (request) => usersService.acceptAgreement(request.auth, request.params.idUser, request.body),
    );

    app.put(
      '/users/editField/:idUser',
      {
        schema: {
          params,
          body: editFieldRequest,
          response: { 200: okResponse.extend({ user: userResponse.shape.user }) },
        },
      },
      async (request) => ({
        success: true as const,
        user: await usersService.editField(request.auth, request.params.idUser, request.body),
      }),
    );
  };
