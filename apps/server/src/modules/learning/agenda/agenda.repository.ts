import { fromCompany } from '../../../db/company-rows';
import type { Db } from '../../../db/database';
import { byText } from '../../../db/text-order';

/** Class meetings and the company calendar. */
export const agendaRepository = ({ db }: { db: Db }) => ({
  /** Meetings that have not ended, of some nodes (directly or through their classes) or of the whole company. */
  async findMeetings(idCompany: number, filter: { idNodes?: number[]; from: string; offset: number; limit: number }) {
    let query = db
      .selectFrom('learning_meetings as m')
      .leftJoin('learning_teams as t', 't.idTeam', 'm.idTeam')
      .leftJoin('learning_nodes as n', (join) =>
        join.on((eb) => eb.or([eb('n.idNode', '=', eb.ref('m.idNode')), eb('n.idNode', '=', eb.ref('t.idNode'))])),
      )
      .where('m.idCompany', '=', idCompany)
      .where('m.finishDate', '>=', filter.from);
    if (filter.idNodes !== undefined) {
      const idNodes = filter.idNodes.length > 0 ? filter.idNodes : [0];
      query = query.where((eb) => eb.or([eb('m.idNode', 'in', idNodes), eb('t.idNode', 'in', idNodes)]));
    }
    const [{ total }, rows] = await Promise.all([
      query.select((eb) => eb.fn.count<number>('m.idMeeting').distinct().as('total')).executeTakeFirstOrThrow(),
      query
        .select([
          'm.idMeeting',
          'm.meetingType',
          'm.title',
          'm.startDate',
          'm.finishDate',
          'm.address',
          'm.speaker',
          'n.nodeCode',
          'n.title as nodeTitle',
          'n.visibility',
          'n.audience',
          't.name as teamName',
        ])
        .orderBy('m.startDate')
        .orderBy('m.idMeeting')
        .offset(filter.offset)
        .limit(filter.limit)
        .execute(),
    ]);
    return { total: Number(total), rows };
  },

  async findScheduleTypes(idCompany: number) {
    return fromCompany(db, 'learning_schedule_types', idCompany)
      .select(['idScheduleType', 'description', 'color'])
      .orderBy(byText('description'))
      .orderBy('idScheduleType')
      .execute();
  },

  async findSchedules(idCompany: number, filter: { types?: number[]; from?: string; to?: string }) {
    let query = db
      .selectFrom('learning_schedules as s')
      .innerJoin('learning_schedule_types as st', 'st.idScheduleType', 's.idScheduleType')
      .select([
        's.idSchedule',
        's.idScheduleType',
        's.title',
        's.description',
        's.url',
        's.startDate',
        's.endDate',
        'st.description as typeDescription',
        'st.color as typeColor',
      ])
      .where('s.idCompany', '=', idCompany);
    if (filter.types?.length) query = query.where('s.idScheduleType', 'in', filter.types);
    if (filter.from) query = query.where('s.endDate', '>=', filter.from);
    if (filter.to) query = query.where('s.startDate', '<=', filter.to);
    return query.orderBy('s.startDate').orderBy('s.idSchedule').limit(500).execute();
  },
});

export type AgendaRepository = ReturnType<typeof agendaRepository>;
