import { type Kysely, sql } from 'kysely';

/**
 * The e-mail reminding a member of a mandatory training past its deadline (sent from the compliance report),
 * with its switch in the member's notification settings like the others (spec 3, 4.15). Companies that exist
 * get it; new ones get it from the seed or their pack.
 */
export const OVERDUE_REMINDER_NOTIFICATION = {
  type: 'MANDATORY_TRAINING_OVERDUE',
  description: 'Lembrete de treinamento obrigatório em atraso',
  section: 'LEARNING',
  status: 'MANDATORY',
} as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const companies = await sql<{ idCompany: number }>`select "idCompany" from companies`.execute(db);
  for (const { idCompany } of companies.rows) {
    const existing = await sql<{ type: string; position: number }>`
      select "type", "position" from notifications where "idCompany" = ${idCompany}`.execute(db);
    if (existing.rows.some((row) => row.type === OVERDUE_REMINDER_NOTIFICATION.type)) continue;
    const position = existing.rows.reduce((last, row) => Math.max(last, Number(row.position)), -1) + 1;
    const { type, description, section, status } = OVERDUE_REMINDER_NOTIFICATION;
    await sql`
      insert into notifications ("idCompany", "type", "description", "section", "status", "position")
      values (${idCompany}, ${type}, ${description}, ${section}, ${status}, ${position})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const { type } = OVERDUE_REMINDER_NOTIFICATION;
  await sql`delete from notification_users where "idNotification" in (
    select "idNotification" from notifications where "type" = ${type})`.execute(db);
  await sql`delete from notifications where "type" = ${type}`.execute(db);
}
