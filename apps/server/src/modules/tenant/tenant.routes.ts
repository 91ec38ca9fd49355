import { appDetailsRequest, appDetailsResponse } from '@trilha/shared/api/tenant';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TenantService } from './tenant.service';

export const tenantRoutes =
  ({ tenantService }: { tenantService: TenantService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/app/details',
      { config: { public: true }, schema: { body: appDetailsRequest, response: { 200: appDetailsResponse } } },
      async (request) => ({ success: true as const, app: await tenantService.getAppDetails(request.body.bucket) }),
    );
  };
