import * as account from '@trilha/shared/api/account';
import * as auth from '@trilha/shared/api/auth';
import * as supportAccessCalls from '@trilha/shared/contracts/support-access';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signFilesFor } from '../../platform/file-access';
import { route } from '../../platform/route';
import type { SupportAccessService } from './support-access.service';

export const supportAccessRoutes =
  ({
    supportAccessService,
    perMinute,
  }: {
    supportAccessService: SupportAccessService;
    perMinute: number;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    // `GET /users` (the support search) is served with the directory, which shares the path: see directory.routes.ts.

    route(
      app,
      supportAccessCalls.startSupportAccess,
      { schema: { body: account.supportAccessRequest, response: account.supportAccessResponse } },
      async (request) =>
        supportAccessService.startSupportAccess(request.auth, request.body.idUser, request.id, {
          userAgent: request.headers['user-agent'],
        }),
    );

    route(
      app,
      supportAccessCalls.createAppCode,
      { schema: { body: account.appCodeRequest, response: account.appCodeResponse } },
      async (request) => supportAccessService.createAppCode(request.auth, request.body.idApp),
    );

    route(
      app,
      supportAccessCalls.exchangeAppCode,
      {
        config: { public: true, rateLimit: { max: perMinute, timeWindow: '1 minute' } },
        schema: { body: account.appCodeExchangeRequest, response: auth.loginResponse },
      },
      async (request) => {
        const answer = await supportAccessService.exchangeAppCode(request.body, {
          userAgent: request.headers['user-agent'],
        });
        signFilesFor(request, answer.data.loginInfo.idCompany);
        return answer;
      },
    );
  };

/**
 * Every write made during a support session is recorded with both members once it is answered
 * (spec 3, 6: activity is logged on the accessed login). Registered on the root instance so it sees every route.
 */
export function registerSupportAudit(app: FastifyInstance, supportAccessService: SupportAccessService): void {
  // onSend, so the entry is written before the answer leaves (an answered call is always already recorded).
  app.addHook('onSend', async (request, reply, payload) => {
    const auth = request.auth;
    if (!auth?.supportIdUser || request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') {
      return payload;
    }
    const route = request.routeOptions.url ?? request.url.split('?')[0] ?? '';
    await supportAccessService
      .recordSupportAction(auth, { id: request.id, method: request.method, route, statusCode: reply.statusCode })
      .catch((error: unknown) => request.log.error({ err: error }, 'support action not recorded'));
    return payload;
  });
}
