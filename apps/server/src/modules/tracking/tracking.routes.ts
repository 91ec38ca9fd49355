import * as tracking from '@trilha/shared/api/tracking';
import * as trackingCalls from '@trilha/shared/contracts/tracking';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../platform/route';
import type { TrackingService } from './tracking.service';

export const trackingRoutes =
  ({ trackingService }: { trackingService: TrackingService }): FastifyPluginAsyncZod =>
  async (app) => {
    route(
      app,
      trackingCalls.recordExit,
      { schema: { body: tracking.exitTrackingRequest, response: tracking.exitTrackingResponse } },
      async (request) => {
        const visit = await trackingService.recordExit(request.auth, request.body);
        return { success: true as const, ...visit };
      },
    );
  };
