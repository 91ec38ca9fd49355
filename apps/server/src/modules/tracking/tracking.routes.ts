import { exitTrackingRequest, exitTrackingResponse } from '@trilha/shared/api/tracking';
import { recordExit } from '@trilha/shared/contracts/tracking';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../platform/route';
import type { TrackingService } from './tracking.service';

export const trackingRoutes =
  ({ trackingService }: { trackingService: TrackingService }): FastifyPluginAsyncZod =>
  async (app) => {
    route(
      app,
      recordExit,
      { schema: { body: exitTrackingRequest, response: exitTrackingResponse } },
      async (request) => {
        const visit = await trackingService.recordExit(request.auth, request.body);
        return { success: true as const, ...visit };
      },
    );
  };
