import { idParam, okResponse } from '@trilha/shared/api/common';
import {
  contactTrialRequest,
  extendTrialRequest,
  planCampaignsResponse,
  planResponse,
  plansQuery,
  plansResponse,
  requestPlanRequest,
  requestPlanResponse,
  requestTrialRequest,
  trialResponse,
  upgradeRequestResponse,
} from '@trilha/shared/api/plans';
import { z } from '@trilha/shared/zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PlansService } from './plans.service';

export const plansRoutes =
  ({ plansService }: { plansService: PlansService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/learning/plans',
      { schema: { querystring: plansQuery, response: { 200: plansResponse } } },
      async (request) =>
        plansService.listPlans(
          request.auth,
          request.query.withDetails !== undefined &&
            request.query.withDetails !== '0' &&
            request.query.withDetails !== 'false',
        ),
    );

    app.get('/learning/plans/campaigns', { schema: { response: { 200: planCampaignsResponse } } }, async (request) =>
      plansService.listCampaigns(request.auth),
    );

    app.get(
      '/learning/plans/:idPlan',
      { schema: { params: z.object({ idPlan: idParam }), response: { 200: planResponse } } },
      async (request) => plansService.getPlan(request.auth, request.params.idPlan),
    );

    app.post(
      '/learning/plans/request-trial',
      { schema: { body: requestTrialRequest, response: { 200: trialResponse } } },
      async (request) => plansService.requestTrial(request.auth, request.body),
    );

    app.post(
      '/learning/plans/extend-trial',
      { schema: { body: extendTrialRequest, response: { 200: trialResponse } } },
      async (request) => plansService.extendTrial(request.auth, request.body),
    );

    app.post(
      '/learning/plans/request-plan',
      { schema: { body: requestPlanRequest, response: { 200: requestPlanResponse } } },
      async (request) => plansService.requestPlan(request.auth, request.body),
    );

    app.post(
      '/learning/plans/contact-trial',
      { schema: { body: contactTrialRequest, response: { 200: okResponse } } },
      async (request) => plansService.contactTrial(request.auth, request.body),
    );

    app.post(
      '/learning/plans/request-upgrade',
      {
        schema: {
          body: z.object({}).nullish(),
          response: { 200: upgradeRequestResponse },
        },
      },
      async (request) => plansService.requestUpgrade(request.auth),
    );
  };
