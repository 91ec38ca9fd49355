import { checkPinRequest, checkPinResponse, sendPinRequest, sendPinResponse } from '@trilha/shared/api/activation';
import { requestPin, verifyPin } from '@trilha/shared/contracts/activation';
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
      requestPin,
      { config: limited, schema: { body: sendPinRequest, response: sendPinResponse } },
      async (request) => activationService.sendPin(request.body, { address: request.ip }),
    );

    route(
      app,
      verifyPin,
      { config: limited, schema: { body: checkPinRequest, response: checkPinResponse } },
      async (request) => activationService.checkPin(request.body),
    );
  };
