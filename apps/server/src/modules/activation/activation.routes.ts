import * as activation from '@trilha/shared/api/activation';
import * as activationCalls from '@trilha/shared/contracts/activation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../platform/route';
import type { ActivationService } from './activation.service';

/** Public like the activation page; limited per address so PINs cannot be guessed or sprayed. */
export const activationRoutes =
  ({
    activationService,
    perMinute,
  }: {
    activationService: ActivationService;
    perMinute: number;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const limited = { public: true, rateLimit: { max: perMinute, timeWindow: '1 minute' } };

    route(
      app,
      activationCalls.requestPin,
      { config: limited, schema: { body: activation.sendPinRequest, response: activation.sendPinResponse } },
      async (request) => activationService.sendPin(request.body, { address: request.ip }),
    );

    route(
      app,
      activationCalls.verifyPin,
      { config: limited, schema: { body: activation.checkPinRequest, response: activation.checkPinResponse } },
      async (request) => activationService.checkPin(request.body),
    );
  };
