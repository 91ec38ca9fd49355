import * as agenda from '@trilha/shared/api/learning-agenda';
import * as agendaCalls from '@trilha/shared/contracts/learning-agenda';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../platform/route';
import type { AgendaService } from './agenda.service';

/** Meetings and the calendar's schedule (paths designed here: the specification does not show them). */
export const agendaRoutes =
  ({ agendaService }: { agendaService: AgendaService }): FastifyPluginAsyncZod =>
  async (app) => {
    route(
      app,
      agendaCalls.listMeetings,
      { schema: { query: agenda.meetingsQuery, response: agenda.meetingsResponse } },
      async (request) => agendaService.listMeetings(request.auth, request.query),
    );
    route(app, agendaCalls.listScheduleTypes, { schema: { response: agenda.scheduleTypesResponse } }, async (request) =>
      agendaService.listScheduleTypes(request.auth),
    );
    route(
      app,
      agendaCalls.listSchedules,
      { schema: { query: agenda.schedulesQuery, response: agenda.schedulesResponse } },
      async (request) => agendaService.listSchedules(request.auth, request.query),
    );
  };
