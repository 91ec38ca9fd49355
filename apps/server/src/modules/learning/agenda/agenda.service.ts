import type { MeetingsResponse, SchedulesResponse, ScheduleTypesResponse } from '@trilha/shared/api/learning-agenda';
import { type AuthContext, memberDepartment } from '../../../platform/auth-context';
import type { Clock } from '../../../platform/clock';
import { AppError } from '../../../platform/errors';
import type { CatalogRepository } from '../catalog/catalog.repository';
import { hasNodeAccess } from '../learning-tree';
import type { AgendaRepository } from './agenda.repository';

type AgendaServiceDeps = { agendaRepository: AgendaRepository; catalogRepository: CatalogRepository; clock: Clock };

/** The meetings block ('Eventos da página' / 'Todos os eventos') and the calendar block (spec 3, 2.8). */
export const agendaService = ({ agendaRepository, catalogRepository, clock }: AgendaServiceDeps) => ({
  async listMeetings(
    auth: AuthContext,
    query: { nodeCode?: string | undefined; offset: number; limit: number },
  ): Promise<MeetingsResponse> {
    let idNodes: number[] | undefined;
    if (query.nodeCode) {
      const node = await catalogRepository.findNodeByCode(auth.idCompany, query.nodeCode);
      if (!node) throw new AppError('NOT_FOUND');
      // The page's meetings: its own and those of the trainings it lists.
      const children = await catalogRepository.findElementsOfNodes(auth.idCompany, [node.idNode]);
      idNodes = [
        node.idNode,
        ...children.filter((e) => e.elementType === 'NODE' && e.idNode !== null).map((e) => e.idNode as number),
      ];
    }
    const department = await memberDepartment(auth, catalogRepository.findUserDepartment);
    const { total, rows } = await agendaRepository.findMeetings(auth.idCompany, {
      ...(idNodes !== undefined ? { idNodes } : {}),
      from: clock.now().toISOString(),
      offset: query.offset,
      limit: query.limit,
    });
    return {
      success: true,
      totalRecords: total,
      result: rows
        .filter((row) => hasNodeAccess({ visibility: row.visibility, audience: row.audience }, department))
        .map(({ visibility: _visibility, audience: _audience, ...meeting }) => meeting),
    };
  },

  async listScheduleTypes(auth: AuthContext): Promise<ScheduleTypesResponse> {
    return { success: true, result: await agendaRepository.findScheduleTypes(auth.idCompany) };
  },

  async listSchedules(
    auth: AuthContext,
    query: { types?: number[] | undefined; from?: string | undefined; to?: string | undefined },
  ): Promise<SchedulesResponse> {
    const rows = await agendaRepository.findSchedules(auth.idCompany, {
      ...(query.types ? { types: query.types } : {}),
      ...(query.from ? { from: query.from } : {}),
      ...(query.to ? { to: query.to } : {}),
    });
    return {
      success: true,
      scheduleResult: {
        schedules: rows.map(({ typeDescription, typeColor, ...schedule }) => ({
          ...schedule,
          scheduleType: { idScheduleType: schedule.idScheduleType, description: typeDescription, color: typeColor },
        })),
      },
    };
  },
});

export type AgendaService = ReturnType<typeof agendaService>;
