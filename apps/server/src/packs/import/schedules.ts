import type { ImportContext } from './context';

/** The calendar: its event types, then its events. */
export async function importSchedules(context: ImportContext): Promise<void> {
  const { idCompany, pack, date, upsertKeyed, required } = context;
  for (const type of pack.scheduleTypes ?? []) {
    await upsertKeyed({
      table: 'learning_schedule_types',
      idColumn: 'idScheduleType',
      entityType: 'scheduleType',
      key: type.key,
      values: { idCompany, description: type.description, color: type.color ?? null },
    });
  }
  for (const [index, schedule] of (pack.schedules ?? []).entries()) {
    const idScheduleType = await required(
      'scheduleType',
      schedule.type,
      `schedules[${index}].type`,
      'O tipo de agenda',
    );
    if (idScheduleType === undefined) continue;
    await upsertKeyed({
      table: 'learning_schedules',
      idColumn: 'idSchedule',
      entityType: 'schedule',
      key: schedule.key,
      values: {
        idCompany,
        idScheduleType,
        title: schedule.title,
        description: schedule.description ?? null,
        url: schedule.url ?? null,
        startDate: date(schedule.startDate),
        endDate: date(schedule.endDate),
      },
    });
  }
}
