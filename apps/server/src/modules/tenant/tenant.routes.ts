import * as tenant from '@trilha/shared/api/tenant';
import * as tenantCalls from '@trilha/shared/contracts/tenant';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../platform/route';
import type { TenantService } from './tenant.service';

export const tenantRoutes =
  ({ tenantService }: { tenantService: TenantService }): FastifyPluginAsyncZod =>
  async (app) => {
    route(
      app,
      tenantCalls.getAppDetails,
      { config: { public: true }, schema: { body: tenant.appDetailsRequest, response: tenant.appDetailsResponse } },
      async (request) => ({ success: true as const, app: await tenantService.getAppDetails(request.body.bucket) }),
    );
  };
