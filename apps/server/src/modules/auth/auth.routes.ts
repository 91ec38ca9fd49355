import { changePasswordRequest, changePasswordResponse } from '@trilha/shared/api/account';
import {
  forgotRequest,
  forgotResponse,
  loginRequest,
  loginResponse,
  renewLoginRequest,
  renewLoginResponse,
  resetPasswordRequest,
  userLoginInfoQuery,
  userLoginInfoResponse,
} from '@trilha/shared/api/auth';
import { idParam, okResponse } from '@trilha/shared/api/common';
import { z } from '@trilha/shared/zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthService } from './auth.service';

/** Attempts per minute per address and login name on the login and password-link routes. */
export type AuthRateLimits = { perMinute: number };

export const authRoutes =
  ({ authService, rateLimits }: { authService: AuthService; rateLimits: AuthRateLimits }): FastifyPluginAsyncZod =>
  async (app) => {
    const limited = {
      public: true,
      rateLimit: {
        max: rateLimits.perMinute,
        timeWindow: '1 minute',
        keyGenerator: (request: FastifyRequest) => `${request.ip}:${loginName(request)}`,
      },
    };

    app.get(
      '/login/user-login-info',
      { config: limited, schema: { querystring: userLoginInfoQuery, response: { 200: userLoginInfoResponse } } },
      async (request) => authService.getUserLoginInfo(request.query),
    );

    app.post(
      '/login',
      { config: limited, schema: { body: loginRequest, response: { 200: loginResponse } } },
      async (request) => authService.login(request.body),
    );

    app.post(
      '/login/renewlogin',
      { schema: { body: renewLoginRequest, response: { 200: renewLoginResponse } } },
      async (request) => authService.renewLogin(request.auth, request.body.idUser),
    );

    app.post(
      '/login/forgot',
      { config: limited, schema: { body: forgotRequest, response: { 200: forgotResponse } } },
      async (request) =>
        authService.sendPasswordLink(request.body, { host: request.headers.host, protocol: request.protocol }),
    );

    app.post(
      '/login/reset',
      { config: limited, schema: { body: resetPasswordRequest, response: { 200: okResponse } } },
      async (request) => authService.resetPassword(request.body),
    );

    app.put(
      '/users/:idUser/change-password',
      {
        config: { rateLimit: { max: rateLimits.perMinute, timeWindow: '1 minute' } },
        schema: {
          params: z.object({ idUser: idParam }),
          body: changePasswordRequest,
          response: { 200: changePasswordResponse },
        },
      },
      async (request) => authService.changePassword(request.auth, request.params.idUser, request.body),
    );
  };

function loginName(request: FastifyRequest): string {
  const source = (request.body ?? request.query) as { username?: unknown } | undefined;
  return typeof source?.username === 'string' ? source.username.trim().toLowerCase().slice(0, 254) : '';
}
