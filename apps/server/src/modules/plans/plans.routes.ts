import { emptyBody, okResponse } from '@trilha/shared/api/common';
import {
  contactTrialRequest,
  extendTrialRequest,
  planCampaignsResponse,
  planParams,
  planResponse,
  plansQuery,
  plansResponse,
  requestPlanRequest,
  requestPlanResponse,
  requestTrialRequest,
  trialResponse,
  upgradeRequestResponse,
} from '@trilha/shared/api/plans';
import {
  contactTrial,
  extendTrial,
  getPlan,
  listPlanCampaigns,
  listPlans,
  requestPlan,
  requestTrial,
  requestUpgrade,
} from '@trilha/shared/contracts/plans';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../platform/route';
import type { PlansService } from './plans.service';

export const plansRoutes =
  ({ plansService }: { plansService: PlansService }): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, listPlans, { schema: { query: plansQuery, response: plansResponse } }, async (request) =>
      plansService.listPlans(
        request.auth,
        request.query.withDetails !== undefined &&
          request.query.withDetails !== '0' &&
          request.query.withDetails !== 'false',
      ),
    );

    route(app, listPlanCampaigns, { schema: { response: planCampaignsResponse } }, async (request) =>
      plansService.listCampaigns(request.auth),
    );

    route(app, getPlan, { schema: { params: planParams, response: planResponse } }, async (request) =>
      plansService.getPlan(request.auth, request.params.idPlan),
    );

    route(app, requestTrial, { schema: { body: requestTrialRequest, response: trialResponse } }, async (request) =>
      plansService.requestTrial(request.auth, request.body),
    );

    route(app, extendTrial, { schema: { body: extendTrialRequest, response: trialResponse } }, async (request) =>
      plansService.extendTrial(request.auth, request.body),
    );

    route(app, requestPlan, { schema: { body: requestPlanRequest, response: requestPlanResponse } }, async (request) =>
      plansService.requestPlan(request.auth, request.body),
    );

    route(app, contactTrial, { schema: { body: contactTrialRequest, response: okResponse } }, async (request) =>
      plansService.contactTrial(request.auth, request.body),
    );

    route(
      app,
      requestUpgrade,
      {
        schema: {
          body: emptyBody,
          response: upgradeRequestResponse,
        },
      },
      async (request) => plansService.requestUpgrade(request.auth),
    );
  };
