import * as account from '@trilha/shared/api/account';
import * as auth from '@trilha/shared/api/auth';
import * as common from '@trilha/shared/api/common';
import * as users from '@trilha/shared/api/users';
import * as accountCalls from '@trilha/shared/contracts/account';
import * as authCalls from '@trilha/shared/contracts/auth';
import * as sessionCalls from '@trilha/shared/contracts/sessions';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors';
import { signFilesFor } from '../../platform/file-access';
import { route } from '../../platform/route';
import type { AuthService } from './auth.service';

/**
 * The login limits. `perMinute` attempts per address and login name (then 429); twice that many failed
 * logins per address, whatever the names (password spraying, then 429); twenty times that many requests
 * per address on each route (a flood). A name that failed `perMinute` times in 15 minutes, from any
 * addresses, is slowed down (each answer waits longer, up to 8 s) but never locked: its member can still
 * sign in from their own address.
 */
export type AuthRateLimits = {
  perMinute: number;
  /** Waits before answering a slowed-down login (tests pass one that records the wait). */
  sleep?: (ms: number) => Promise<void>;
};

/** A name's failures within this window count for its slow-down. */
const NAME_FAILURE_WINDOW_MS = 15 * 60 * 1000;
const SLOW_DOWN_FIRST_MS = 500;
const SLOW_DOWN_MAX_MS = 8000;

/** How long a login for a name with `failures` recent failures waits: nothing below `threshold`, then doubling. */
export function slowDownFor(failures: number, threshold: number): number {
  if (failures < threshold) return 0;
  return Math.min(SLOW_DOWN_FIRST_MS * 2 ** Math.min(failures - threshold, 16), SLOW_DOWN_MAX_MS);
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export const authRoutes =
  ({ authService, rateLimits }: { authService: AuthService; rateLimits: AuthRateLimits }): FastifyPluginAsyncZod =>
  async (app) => {
    const { perMinute } = rateLimits;
    const sleep = rateLimits.sleep ?? wait;
    const limited = {
      public: true,
      rateLimit: {
        max: perMinute,
        timeWindow: '1 minute',
        keyGenerator: (request: FastifyRequest) => `${request.ip}:${loginName(request)}`,
      },
    };
    // The limiters below share one store (Redis when configured); their keys say which limit they count.
    const floods = app.createRateLimit({
      max: perMinute * 20,
      timeWindow: 60_000,
      keyGenerator: (request) => `auth-address:${request.routeOptions.url}:${request.ip}`,
    });
    const addressFailures = app.createRateLimit({
      max: perMinute * 2,
      timeWindow: 60_000,
      keyGenerator: (request) => `login-failures-address:${request.ip}`,
    });
    const NAME_COUNT_MAX = 1_000_000;
    const nameFailures = app.createRateLimit({
      max: NAME_COUNT_MAX,
      timeWindow: NAME_FAILURE_WINDOW_MS,
      keyGenerator: (request) => `login-failures-name:${loginApp(request)}:${loginName(request)}`,
    });
    const refuse = (reply: FastifyReply, ttlInSeconds: number) => {
      reply.header('retry-after', Math.max(1, ttlInSeconds));
      throw new AppError('RATE_LIMITED');
    };
    /** Every limited route: a flood from one address is refused. */
    const guardAddress = async (request: FastifyRequest, reply: FastifyReply) => {
      const flood = await floods(request);
      if (!flood.isAllowed && flood.isExceeded) refuse(reply, flood.ttlInSeconds);
    };
    /** The login: spraying from one address is refused; a name failing from everywhere is slowed down. */
    const guardLogin = async (request: FastifyRequest, reply: FastifyReply) => {
      await guardAddress(request, reply);
      const failures = await addressFailures(request, { increment: false });
      if (!failures.isAllowed && failures.remaining <= 0) refuse(reply, failures.ttlInSeconds);
      const name = await nameFailures(request, { increment: false });
      const nameCount = name.isAllowed ? 0 : NAME_COUNT_MAX - name.remaining;
      const delay = slowDownFor(nameCount, perMinute);
      if (delay > 0) await sleep(delay);
    };
    /** A refused login counts for its address and its name before the answer leaves. */
    const countFailure = async (request: FastifyRequest, reply: FastifyReply) => {
      if (reply.statusCode !== 401) return;
      await Promise.all([addressFailures(request), nameFailures(request)]);
    };

    route(
      app,
      authCalls.getUserLoginInfo,
      {
        config: limited,
        preHandler: guardAddress,
        schema: { query: auth.userLoginInfoQuery, response: auth.userLoginInfoResponse },
      },
      async (request) => authService.getUserLoginInfo(request.query),
    );

    // A refused login counts before its answer leaves (the hook is this plugin's: only its routes pass here).
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.method === authCalls.signIn.method && request.routeOptions.url === authCalls.signIn.path) {
        await countFailure(request, reply);
      }
      return payload;
    });
    route(
      app,
      authCalls.signIn,
      { config: limited, preHandler: guardLogin, schema: { body: auth.loginRequest, response: auth.loginResponse } },
      async (request) => {
        const answer = await authService.login(request.body, { userAgent: request.headers['user-agent'] });
        signFilesFor(request, answer.data.loginInfo.idCompany);
        return answer;
      },
    );

    route(
      app,
      sessionCalls.signOut,
      { schema: { body: auth.logoutRequest, response: common.okResponse } },
      async (request) => authService.logout(request.auth),
    );

    route(
      app,
      sessionCalls.listMemberSessions,
      { schema: { params: users.userParams, response: auth.memberSessionsResponse } },
      async (request) => authService.listSessions(request.auth, request.params.idUser),
    );

    route(
      app,
      sessionCalls.deleteOtherSessions,
      { schema: { params: users.userParams, response: auth.endSessionsResponse } },
      async (request) => authService.endOtherSessions(request.auth, request.params.idUser),
    );

    route(
      app,
      sessionCalls.deleteMemberSession,
      { schema: { params: auth.memberSessionParams, response: auth.endSessionsResponse } },
      async (request) => authService.endSession(request.auth, request.params.idUser, request.params.idSession),
    );

    route(
      app,
      authCalls.renewLogin,
      { schema: { body: auth.renewLoginRequest, response: auth.renewLoginResponse } },
      async (request) => authService.renewLogin(request.auth, request.body.idUser),
    );

    route(
      app,
      authCalls.requestPasswordLink,
      {
        config: limited,
        preHandler: guardAddress,
        schema: { body: auth.forgotRequest, response: auth.forgotResponse },
      },
      async (request) =>
        authService.sendPasswordLink(request.body, { host: request.headers.host, protocol: request.protocol }),
    );

    route(
      app,
      authCalls.setPasswordFromLink,
      {
        config: limited,
        preHandler: guardAddress,
        schema: { body: auth.resetPasswordRequest, response: common.okResponse },
      },
      async (request) => authService.resetPassword(request.body),
    );

    route(
      app,
      accountCalls.updatePassword,
      {
        config: { rateLimit: { max: rateLimits.perMinute, timeWindow: '1 minute' } },
        schema: {
          params: users.userParams,
          body: account.changePasswordRequest,
          response: account.changePasswordResponse,
        },
      },
      async (request) => authService.changePassword(request.auth, request.params.idUser, request.body),
    );
  };

/** The app a login is for, as the body or query names it. */
function loginApp(request: FastifyRequest): string {
  const source = (request.body ?? request.query) as { idApp?: unknown } | undefined;
  return typeof source?.idApp === 'number' || typeof source?.idApp === 'string'
    ? String(source.idApp).slice(0, 12)
    : '';
}

function loginName(request: FastifyRequest): string {
  const source = (request.body ?? request.query) as { username?: unknown } | undefined;
  return typeof source?.username === 'string' ? source.username.trim().toLowerCase().slice(0, 254) : '';
}
