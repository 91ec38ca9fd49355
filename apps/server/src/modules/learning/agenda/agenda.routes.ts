import {
  meetingsQuery,
  meetingsResponse,
  schedulesQuery,
  schedulesResponse,
  scheduleTypesResponse,
} from '@trilha/shared/api/learning-agenda';
import { listMeetings, listSchedules, listScheduleTypes } from '@trilha/shared/contracts/learning-agenda';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../platform/route';
import type { AgendaService } from './agenda.service';

/** Meetings and the calendar's schedule (paths designed here: the specification does not show them). */
export const agendaRoutes =
  ({ agendaService }: { agendaService: AgendaService }): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, listMeetings, { schema: { query: meetingsQuery, response: meetingsResponse } }, async (request) =>
      agendaService.listMeetings(request.auth, request.query),
    );
    route(app, listScheduleTypes, { schema: { response: scheduleTypesResponse } }, async (request) =>
      agendaService.listScheduleTypes(request.auth),
    );
    route(app, listSchedules, { schema: { query: schedulesQuery, response: schedulesResponse } }, async (request) =>
      agendaService.listSchedules(request.auth, request.query),
    );
  };
