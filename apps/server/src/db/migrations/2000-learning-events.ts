import { type Kysely, sql } from 'kysely';
import { isPostgres, withId } from '../migration-helpers';

/** Events the learning platform reports besides those of 0300 (modules/learning-events). */
export const LEARNING_GAMIFICATION_EVENTS = [
  { idEvent: 7, code: 'EVALUATION_FINISHED', name: 'Avaliação finalizada' },
  { idEvent: 8, code: 'CERTIFICATE_ISSUED', name: 'Certificado emitido' },
  { idEvent: 9, code: 'SCORM_COMPLETED', name: 'Curso SCORM concluído ou aprovado' },
];

/**
 * The element a ledger line of 0300 was about, by its event: the content app completed and rated its own
 * items; viewing records were only awarded by the learning platform; trainings, evaluations and the profile.
 */
const KIND_OF_EVENT = sql<string>`case "idEvent"
  when 3 then 'LEARNING_CONTENT'
  when 4 then 'NODE'
  when 5 then 'EVALUATION'
  when 6 then 'PROFILE'
  else 'CONTENT_ITEM' end`;

/**
 * One place where learning events happen (modules/learning-events):
 * - the events catalogue gains evaluation finished, certificate issued and SCORM course completed;
 * - the points ledger names the kind of element (a content app item and a learning content may share an
 *   id), and counts once per campaign, member, event and element of that kind;
 * - a campaign may be limited to departments (none listed: every member);
 * - `learning_events` keeps each event once per member, element and enrollment, so what follows it (a
 *   member e-mail) happens once even when two requests race.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db
    .insertInto('gamification_events' as never)
    .values(LEARNING_GAMIFICATION_EVENTS as never)
    .execute();

  if (isPostgres(db)) {
    await db.schema
      .alterTable('campaign_points')
      .addColumn('elementType', 'varchar(20)', (col) => col.notNull().defaultTo('CONTENT_ITEM'))
      .execute();
    await sql`update campaign_points set "elementType" = ${KIND_OF_EVENT}`.execute(db);
    await db.schema.alterTable('campaign_points').dropConstraint('campaign_points_once').execute();
    await db.schema
      .alterTable('campaign_points')
      .addUniqueConstraint('campaign_points_once_per_element', [
        'idCampaign',
        'idUser',
        'idEvent',
        'elementType',
        'idElement',
      ])
      .execute();
  } else {
    // SQLite cannot drop a table constraint: the ledger is rebuilt with the new one, keeping its ids.
    await withId(db, db.schema.createTable('campaign_points_next'), 'idCampaignPoint')
      .addColumn('idCompany', 'integer', (col) => col.notNull().references('companies.idCompany'))
      .addColumn('idCampaign', 'integer', (col) => col.notNull().references('campaigns.idCampaign'))
      .addColumn('idUser', 'integer', (col) => col.notNull().references('users.idUser'))
      .addColumn('idEvent', 'integer', (col) => col.notNull().references('gamification_events.idEvent'))
      .addColumn('elementType', 'varchar(20)', (col) => col.notNull().defaultTo('CONTENT_ITEM'))
      .addColumn('idElement', 'integer', (col) => col.notNull())
      .addColumn('elementText', 'varchar(300)')
      .addColumn('points', 'integer', (col) => col.notNull())
      .addColumn('eventDate', 'varchar(32)', (col) => col.notNull())
      .addUniqueConstraint('campaign_points_once_per_element', [
        'idCampaign',
        'idUser',
        'idEvent',
        'elementType',
        'idElement',
      ])
      .execute();
    await sql`insert into campaign_points_next
      ("idCampaignPoint", "idCompany", "idCampaign", "idUser", "idEvent", "elementType", "idElement",
       "elementText", "points", "eventDate")
      select "idCampaignPoint", "idCompany", "idCampaign", "idUser", "idEvent", ${KIND_OF_EVENT}, "idElement",
       "elementText", "points", "eventDate" from campaign_points`.execute(db);
    await db.schema.dropTable('campaign_points').execute();
    await db.schema.alterTable('campaign_points_next').renameTo('campaign_points').execute();
    await db.schema
      .createIndex('campaign_points_user')
      .on('campaign_points')
      .columns(['idCompany', 'idUser', 'eventDate'])
      .execute();
  }

  await db.schema
    .createTable('campaign_departments')
    .addColumn('idCampaign', 'integer', (col) => col.notNull().references('campaigns.idCampaign'))
    .addColumn('idCompany', 'integer', (col) => col.notNull().references('companies.idCompany'))
    .addColumn('department', 'varchar(200)', (col) => col.notNull())
    .addPrimaryKeyConstraint('campaign_departments_pk', ['idCampaign', 'department'])
    .execute();

  await withId(db, db.schema.createTable('learning_events'), 'idLearningEvent')
    .addColumn('idCompany', 'integer', (col) => col.notNull().references('companies.idCompany'))
    .addColumn('idUser', 'integer', (col) => col.notNull().references('users.idUser'))
    .addColumn('type', 'varchar(40)', (col) => col.notNull())
    .addColumn('elementType', 'varchar(20)', (col) => col.notNull())
    .addColumn('idElement', 'integer', (col) => col.notNull())
    .addColumn('elementText', 'varchar(300)')
    // The enrollment the event happened in (0 outside one): completing a training again in a new enrollment
    // is a new event.
    .addColumn('idEnrollment', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('createdAt', 'varchar(32)', (col) => col.notNull())
    .addUniqueConstraint('learning_events_once', [
      'idCompany',
      'idUser',
      'type',
      'elementType',
      'idElement',
      'idEnrollment',
    ])
    .execute();
  await db.schema
    .createIndex('learning_events_company')
    .on('learning_events')
    .columns(['idCompany', 'createdAt'])
    .execute();

  // A completed training with a certificate tells the member (modules/learning-events); companies that
  // exist get the notification with the rest of their settings, new ones from the seed or their pack.
  const companies = await sql<{ idCompany: number }>`select "idCompany" from companies`.execute(db);
  for (const { idCompany } of companies.rows) {
    const existing = await sql<{ type: string; position: number }>`
      select "type", "position" from notifications where "idCompany" = ${idCompany}`.execute(db);
    if (existing.rows.some((row) => row.type === CERTIFICATE_NOTIFICATION.type)) continue;
    const position = existing.rows.reduce((last, row) => Math.max(last, Number(row.position)), -1) + 1;
    await sql`
      insert into notifications ("idCompany", "type", "description", "section", "status", "position")
      values (${idCompany}, ${CERTIFICATE_NOTIFICATION.type}, ${CERTIFICATE_NOTIFICATION.description},
              ${CERTIFICATE_NOTIFICATION.section}, ${CERTIFICATE_NOTIFICATION.status}, ${position})`.execute(db);
  }
}

/** The member notification of a certificate made available (the demo seed has it already). */
const CERTIFICATE_NOTIFICATION = {
  type: 'CERTIFICATE_AVAILABLE',
  description: 'Certificado disponível',
  section: 'LEARNING',
  status: 'MANDATORY',
} as const;

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('learning_events').execute();
  await db.schema.dropTable('campaign_departments').execute();
  await sql`delete from campaign_points where "idEvent" in (7, 8, 9)`.execute(db);
  await sql`delete from gamification_events where "idEvent" in (7, 8, 9)`.execute(db);
}
