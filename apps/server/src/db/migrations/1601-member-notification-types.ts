import { type Kysely, sql } from 'kysely';

/**
 * The notifications members receive by e-mail when an administrator decides something of theirs (spec 3,
 * 4.15: each with its switch): the decision on an enrollment request, on an external course, and a hidden
 * comment. Companies that exist get them with the rest of their settings; new ones get them from the seed.
 */
export const MEMBER_NOTIFICATION_TYPES = [
  { type: 'ENROLLMENT_APPROVED', description: 'Matrícula aprovada', section: 'LEARNING', status: 'OPTIONAL' },
  {
    type: 'ENROLLMENT_DENIED',
    description: 'Solicitação de matrícula negada',
    section: 'LEARNING',
    status: 'OPTIONAL',
  },
  {
    type: 'EXTERNAL_COURSE_APPROVED',
    description: 'Curso externo validado',
    section: 'LEARNING',
    status: 'OPTIONAL',
  },
  {
    type: 'EXTERNAL_COURSE_REJECTED',
    description: 'Curso externo rejeitado',
    section: 'LEARNING',
    status: 'MANDATORY',
  },
  {
    type: 'COMMENT_HIDDEN',
    description: 'Comentário seu ocultado pela moderação',
    section: 'TEAM',
    status: 'OPTIONAL',
  },
] as const;

type Row = { idCompany: number };

export async function up(db: Kysely<unknown>): Promise<void> {
  const companies = await sql<Row>`select "idCompany" from companies`.execute(db);
  for (const { idCompany } of companies.rows) {
    const existing = await sql<{ type: string; position: number }>`
      select "type", "position" from notifications where "idCompany" = ${idCompany}`.execute(db);
    const known = new Set(existing.rows.map((row) => row.type));
    let position = existing.rows.reduce((last, row) => Math.max(last, Number(row.position)), -1) + 1;
    for (const notification of MEMBER_NOTIFICATION_TYPES) {
      if (known.has(notification.type)) continue;
      await sql`
        insert into notifications ("idCompany", "type", "description", "section", "status", "position")
        values (${idCompany}, ${notification.type}, ${notification.description}, ${notification.section},
                ${notification.status}, ${position++})`.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const types = MEMBER_NOTIFICATION_TYPES.map((notification) => notification.type).filter(
    (type) => type !== 'ENROLLMENT_APPROVED',
  );
  await sql`delete from notification_users where "idNotification" in (
    select "idNotification" from notifications where "type" in (${sql.join(types)}))`.execute(db);
  await sql`delete from notifications where "type" in (${sql.join(types)})`.execute(db);
}
