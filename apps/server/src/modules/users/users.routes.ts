import * as users from '@trilha/shared/api/users';
import * as userCalls from '@trilha/shared/contracts/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../platform/route';
import type { UsersService } from './users.service';

export const usersRoutes =
  ({ usersService }: { usersService: UsersService }): FastifyPluginAsyncZod =>
  async (app) => {
    route(
      app,
      userCalls.getUser,
      { schema: { params: users.userParams, response: users.userResponse } },
      async (request) => ({
        success: true as const,
        user: await usersService.getUser(request.auth, request.params.idUser),
      }),
    );

    route(
      app,
      userCalls.updateUserProfile,
      { schema: { params: users.userParams, body: users.updateProfileRequest, response: users.updateProfileResponse } },
      async (request) => usersService.updateProfile(request.auth, request.params.idUser, request.body),
    );

    route(
      app,
      userCalls.acceptUserAgreement,
      { schema: { params: users.userParams, body: users.agreementRequest, response: users.agreementResponse } },
      async (request) => usersService.acceptAgreement(request.auth, request.params.idUser, request.body),
    );

    route(
      app,
      userCalls.updateUserField,
      { schema: { params: users.userParams, body: users.editFieldRequest, response: users.editFieldResponse } },
      async (request) => ({
        success: true as const,
        user: await usersService.editField(request.auth, request.params.idUser, request.body),
      }),
    );
  };
