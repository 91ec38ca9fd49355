import {
  agreementRequest,
  agreementResponse,
  editFieldRequest,
  editFieldResponse,
  updateProfileRequest,
  updateProfileResponse,
  userParams,
  userResponse,
} from '@trilha/shared/api/users';
import { acceptUserAgreement, getUser, updateUserField, updateUserProfile } from '@trilha/shared/contracts/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../platform/route';
import type { UsersService } from './users.service';

export const usersRoutes =
  ({ usersService }: { usersService: UsersService }): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, getUser, { schema: { params: userParams, response: userResponse } }, async (request) => ({
      success: true as const,
      user: await usersService.getUser(request.auth, request.params.idUser),
    }));

    route(
      app,
      updateUserProfile,
      { schema: { params: userParams, body: updateProfileRequest, response: updateProfileResponse } },
      async (request) => usersService.updateProfile(request.auth, request.params.idUser, request.body),
    );

    route(
      app,
      acceptUserAgreement,
      { schema: { params: userParams, body: agreementRequest, response: agreementResponse } },
      async (request) => usersService.acceptAgreement(request.auth, request.params.idUser, request.body),
    );

    route(
      app,
      updateUserField,
      { schema: { params: userParams, body: editFieldRequest, response: editFieldResponse } },
      async (request) => ({
        success: true as const,
        user: await usersService.editField(request.auth, request.params.idUser, request.body),
      }),
    );
  };
