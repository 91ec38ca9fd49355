import { exitTrackingRequest, exitTrackingResponse } from '@trilha/shared/api/tracking';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TrackingService } from './tracking.service';

export const trackingRoutes =
  ({ trackingService }: { trackingService: TrackingService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/tracking/exit',
      { schema: { body: exitTrackingRequest, response: { 200: exitTrackingResponse } } },
      async (request) => {
        const visit = await trackingService.recordExit(request.auth, request.body);
        return { success: true as const, ...visit };
      },
    );
  };
