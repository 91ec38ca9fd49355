import * as common from '@trilha/shared/api/common';
import { z } from '@trilha/shared/zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SsoService } from './sso.service';

const params = z.object({ bucket: z.string().min(1).max(100), idApp: common.idParam, idCompany: common.idParam });

/** Browser redirects, not JSON calls: both routes answer 302 (spec document 1, section 7). */
export const ssoRoutes =
  ({ ssoService, perMinute }: { ssoService: SsoService; perMinute: number }): FastifyPluginAsyncZod =>
  async (app) => {
    const limited = { public: true, rateLimit: { max: perMinute, timeWindow: '1 minute' } };

    // The identity provider posts its answer as an HTML form.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 512 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    app.get(
      '/login/sso/:bucket/:idApp/:idCompany',
      {
        config: limited,
        schema: { params, querystring: z.object({ callback: z.string().max(2000).optional() }) },
      },
      async (request, reply) => {
        const location = await ssoService.startSignOn(request.params, request.query.callback, {
          host: request.headers.host,
          protocol: request.protocol,
        });
        return reply.header('cache-control', 'no-store').redirect(location, 302);
      },
    );

    app.post(
      '/login/sso/:bucket/:idApp/:idCompany/acs',
      {
        config: limited,
        schema: {
          params,
          body: z.object({ SAMLResponse: z.string().min(1).max(400_000), RelayState: z.string().max(2000).optional() }),
        },
      },
      async (request, reply) => {
        const { location, failure } = await ssoService.completeSignOn(request.params, request.body, {
          host: request.headers.host,
          protocol: request.protocol,
          userAgent: request.headers['user-agent'],
        });
        if (failure) request.log.warn({ idApp: request.params.idApp, failure }, 'single sign-on refused');
        return reply.header('cache-control', 'no-store').redirect(location, 303);
      },
    );
  };
