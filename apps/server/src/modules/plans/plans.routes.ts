import * as common from '@trilha/shared/api/common';
import * as plans from '@trilha/shared/api/plans';
import * as planCalls from '@trilha/shared/contracts/plans';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../platform/route';
import type { PlansService } from './plans.service';

export const plansRoutes =
  ({ plansService }: { plansService: PlansService }): FastifyPluginAsyncZod =>
  async (app) => {
    route(
      app,
      planCalls.listPlans,
      { schema: { query: plans.plansQuery, response: plans.plansResponse } },
      async (request) =>
        plansService.listPlans(
          request.auth,
          request.query.withDetails !== undefined &&
            request.query.withDetails !== '0' &&
            request.query.withDetails !== 'false',
        ),
    );

    route(app, planCalls.listPlanCampaigns, { schema: { response: plans.planCampaignsResponse } }, async (request) =>
      plansService.listCampaigns(request.auth),
    );

    route(
      app,
      planCalls.getPlan,
      { schema: { params: plans.planParams, response: plans.planResponse } },
      async (request) => plansService.getPlan(request.auth, request.params.idPlan),
    );

    route(
      app,
      planCalls.requestTrial,
      { schema: { body: plans.requestTrialRequest, response: plans.trialResponse } },
      async (request) => plansService.requestTrial(request.auth, request.body),
    );

    route(
      app,
      planCalls.extendTrial,
      { schema: { body: plans.extendTrialRequest, response: plans.trialResponse } },
      async (request) => plansService.extendTrial(request.auth, request.body),
    );

    route(
      app,
      planCalls.requestPlan,
      { schema: { body: plans.requestPlanRequest, response: plans.requestPlanResponse } },
      async (request) => plansService.requestPlan(request.auth, request.body),
    );

    route(
      app,
      planCalls.contactTrial,
      { schema: { body: plans.contactTrialRequest, response: common.okResponse } },
      async (request) => plansService.contactTrial(request.auth, request.body),
    );

    route(
      app,
      planCalls.requestUpgrade,
      {
        schema: {
          body: common.emptyBody,
          response: plans.upgradeRequestResponse,
        },
      },
      async (request) => plansService.requestUpgrade(request.auth),
    );
  };
