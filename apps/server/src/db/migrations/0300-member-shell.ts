import type { Kysely } from 'kysely';
import { flagColumn, withId } from '../migration-helpers';

/** The catalogue of things that earn campaign points; areas award them by code (modules/campaigns). */
const GAMIFICATION_EVENTS = [
  { idEvent: 1, code: 'CONTENT_COMPLETED', name: 'Conteúdo concluído' },
  { idEvent: 2, code: 'RATING_SENT', name: 'Avaliação de conteúdo enviada' },
  { idEvent: 3, code: 'CONTENT_ACCESSED', name: 'Conteúdo acessado' },
  { idEvent: 4, code: 'COURSE_COMPLETED', name: 'Treinamento concluído' },
  { idEvent: 5, code: 'EVALUATION_PASSED', name: 'Avaliação aprovada' },
  { idEvent: 6, code: 'PROFILE_COMPLETED', name: 'Perfil completo' },
];

/**
 * The member's shell: terms acceptances per app, campaigns with their events and points ledger,
 * activation PINs, navigation records (last content) and pending single sign-on requests.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // The home's own design (layout and colours), as the sections carry theirs.
  await db.schema.alterTable('apps').addColumn('homeDesign', 'text').execute();

  await withId(db, db.schema.createTable('terms_acceptances'), 'idTermsAcceptance')
    .addColumn('idCompany', 'integer', (col) => col.notNull().references('companies.idCompany'))
    .addColumn('idUser', 'integer', (col) => col.notNull().references('users.idUser'))
    .addColumn('idApp', 'integer', (col) => col.notNull().references('apps.idApp'))
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('communicationAccepted', 'integer', flagColumn(0))
    .addColumn('acceptedAt', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('terms_acceptances_user_app')
    .on('terms_acceptances')
    .columns(['idUser', 'idApp', 'version'])
    .execute();

  await db.schema
    .createTable('gamification_events')
    .addColumn('idEvent', 'integer', (col) => col.primaryKey())
    .addColumn('code', 'varchar(40)', (col) => col.notNull().unique())
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .execute();
  await db
    .insertInto('gamification_events' as never)
    .values(GAMIFICATION_EVENTS as never)
    .execute();

  await withId(db, db.schema.createTable('campaigns'), 'idCampaign')
    .addColumn('idCompany', 'integer', (col) => col.notNull().references('companies.idCompany'))
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('description', 'text')
    .addColumn('startDate', 'varchar(32)', (col) => col.notNull())
    .addColumn('endDate', 'varchar(32)', (col) => col.notNull())
    .addColumn('status', 'integer', flagColumn(1))
    .addColumn('createdAt', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('campaigns_company').on('campaigns').columns(['idCompany', 'startDate']).execute();

  await db.schema
    .createTable('campaign_events')
    .addColumn('idCampaign', 'integer', (col) => col.notNull().references('campaigns.idCampaign'))
    .addColumn('idEvent', 'integer', (col) => col.notNull().references('gamification_events.idEvent'))
    .addColumn('points', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('campaign_events_pk', ['idCampaign', 'idEvent'])
    .execute();

  await withId(db, db.schema.createTable('campaign_points'), 'idCampaignPoint')
    .addColumn('idCompany', 'integer', (col) => col.notNull().references('companies.idCompany'))
    .addColumn('idCampaign', 'integer', (col) => col.notNull().references('campaigns.idCampaign'))
    .addColumn('idUser', 'integer', (col) => col.notNull().references('users.idUser'))
    .addColumn('idEvent', 'integer', (col) => col.notNull().references('gamification_events.idEvent'))
    .addColumn('idElement', 'integer', (col) => col.notNull())
    .addColumn('elementText', 'varchar(300)')
    .addColumn('points', 'integer', (col) => col.notNull())
    .addColumn('eventDate', 'varchar(32)', (col) => col.notNull())
    // Once per campaign, member, event and item, even when two requests race.
    .addUniqueConstraint('campaign_points_once', ['idCampaign', 'idUser', 'idEvent', 'idElement'])
    .execute();
  await db.schema
    .createIndex('campaign_points_user')
    .on('campaign_points')
    .columns(['idCompany', 'idUser', 'eventDate'])
    .execute();

  await withId(db, db.schema.createTable('activation_pins'), 'idActivationPin')
    .addColumn('idCompany', 'integer', (col) => col.notNull().references('companies.idCompany'))
    .addColumn('idApp', 'integer', (col) => col.notNull().references('apps.idApp'))
    .addColumn('idUser', 'integer', (col) => col.notNull().references('users.idUser'))
    .addColumn('phone', 'varchar(11)', (col) => col.notNull())
    .addColumn('pinHash', 'varchar(64)', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('expiresAt', 'varchar(32)', (col) => col.notNull())
    .addColumn('usedAt', 'varchar(32)')
    .addColumn('createdAt', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('activation_pins_phone')
    .on('activation_pins')
    .columns(['idApp', 'phone', 'createdAt'])
    .execute();

  await withId(db, db.schema.createTable('navigation_trackings'), 'idNavigationTracking')
    .addColumn('idCompany', 'integer', (col) => col.notNull().references('companies.idCompany'))
    .addColumn('idApp', 'integer', (col) => col.notNull().references('apps.idApp'))
    .addColumn('idUser', 'integer', (col) => col.notNull().references('users.idUser'))
    .addColumn('idNavigationItem', 'integer', (col) => col.notNull())
    .addColumn('idNavigationType', 'integer', (col) => col.notNull())
    .addColumn('idSection', 'integer')
    .addColumn('timeStart', 'varchar(32)', (col) => col.notNull())
    .addColumn('timeExecuted', 'integer', (col) => col.notNull())
    .addColumn('createdAt', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('navigation_trackings_user')
    .on('navigation_trackings')
    .columns(['idUser', 'idApp', 'idNavigationType', 'createdAt'])
    .execute();

  await db.schema
    .createTable('sso_requests')
    .addColumn('idRequest', 'varchar(100)', (col) => col.primaryKey())
    .addColumn('idApp', 'integer', (col) => col.notNull().references('apps.idApp'))
    .addColumn('createdAt', 'varchar(32)', (col) => col.notNull())
    .execute();

  // Activation finds the member by mobile number.
  await db.schema.createIndex('users_company_phone').on('users').columns(['idCompany', 'phone']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_company_phone').execute();
  await db.schema.alterTable('apps').dropColumn('homeDesign').execute();
  for (const table of [
    'sso_requests',
    'navigation_trackings',
    'activation_pins',
    'campaign_points',
    'campaign_events',
    'campaigns',
    'gamification_events',
    'terms_acceptances',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
