import {
  meetingsQuery,
  meetingsResponse,
  schedulesQuery,
  schedulesResponse,
  scheduleTypesResponse,
} from '@trilha/shared/api/learning-agenda';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AgendaService } from './agenda.service';

/** Meetings and the calendar's schedule (paths designed here: the specification does not show them). */
export const agendaRoutes =
  ({ agendaService }: { agendaService: AgendaService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/learning/meetings',
      { schema: { querystring: meetingsQuery, response: { 200: meetingsResponse } } },
      async (request) => agendaService.listMeetings(request.auth, request.query),
    );
    app.get('/learning/schedules/types', { schema: { response: { 200: scheduleTypesResponse } } }, async (request) =>
      agendaService.listScheduleTypes(request.auth),
    );
    app.get(
      '/learning/schedules',
      { schema: { querystring: schedulesQuery, response: { 200: schedulesResponse } } },
      async (request) => agendaService.listSchedules(request.auth, request.query),
    );
  };
