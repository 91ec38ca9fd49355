import { checkPinRequest, checkPinResponse, sendPinRequest, sendPinResponse } from '@trilha/shared/api/activation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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

    app.post(
      '/contract/sendpin',
      { config: limited, schema: { body: sendPinRequest, response: { 200: sendPinResponse } } },
      async (request) => activationService.sendPin(request.body, { address: request.ip }),
    );

    app.post(
      '/contract/checkpin',
      { config: limited, schema: { body: checkPinRequest, response: { 200: checkPinResponse } } },
      async (request) => activationService.checkPin(request.body),
    );
  };
