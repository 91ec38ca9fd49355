import type { Kysely } from 'kysely';
import { flagColumn, withId } from '../migration-helpers';

/**
 * The member's account around the learning platform (spec 3, 2.9, 3, 4.10 and 4.13-4.16): company
 * features, notification settings, topics of interest, responsibility terms, the contact texts, one-time
 * codes that open another app signed in, and plans with trials, requests and upgrade campaigns.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const date = 'varchar(32)';

  // Company features by code (EXTERNAL_COURSES, CONTACT_US, RECOMMENDATION_BLOCK...): `GET /learning/features/:id`.
  // Company features (company_features) come with the learner's journey (1000-learner-journey).

  // The notifications a company sends, each OPTIONAL, MANDATORY or DEACTIVATED, in a section.
  await withId(db, db.schema.createTable('notifications'), 'idNotification')
    .addColumn('idCompany', 'integer', (col) => col.notNull().references('companies.idCompany'))
    .addColumn('type', 'varchar(60)', (col) => col.notNull())
    .addColumn('description', 'varchar(300)', (col) => col.notNull())
    .addColumn('section', 'varchar(20)', (col) => col.notNull())
    .addColumn('status', 'varchar(20)', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('notifications_type')
    .on('notifications')
    .columns(['idCompany', 'type'])
    .unique()
    .execute();

  // A member's own choice for an OPTIONAL notification; without a row the notification is on.
  await withId(db, db.schema.createTable('notification_users'), 'idNotificationUser')
    .addColumn('idCompany', 'integer', (col) => col.notNull().references('companies.idCompany'))
    .addColumn('idNotification', 'integer', (col) => col.notNull().references('notifications.idNotification'))
    .addColumn('idUser', 'integer', (col) => col.notNull().references('users.idUser'))
    .addColumn('active', 'integer', flagColumn(1))
    .addColumn('updatedAt', date, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('notification_users_user')
    .on('notification_users')
    .columns(['idUser', 'idNotification'])
    .unique()
    .execute();

  // Texts of company e-mail forms by key (CONTACT_US): title, description, feedback and where it goes.
  await withId(db, db.schema.createTable('company_email_forms'), 'idCompanyEmailForm')
    .addColumn('idCompany', 'integer', (col) => col.notNull().references('companies.idCompany'))
    .addColumn('formKey', 'varchar(60)', (col) => col.notNull())
    .addColumn('title', 'varchar(200)', (col) => col.notNull())
    .addColumn('description', 'text')
    .addColumn('feedbackMessage', 'varchar(500)')
    .addColumn('toAddress', 'varchar(254)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('company_email_forms_key')
    .on('company_email_forms')
    .columns(['idCompany', 'formKey'])
    .unique()
    .execute();

  // Topics of interest a member chose among the company's tags.
  await withId(db, db.schema.createTable('learning_user_tags'), 'idUserTag')
    .addColumn('idCompany', 'integer', (col) => col.notNull().references('companies.idCompany'))
    .addColumn('idUser', 'integer', (col) => col.notNull().references('users.idUser'))
    .addColumn('tag', 'varchar(100)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('learning_user_tags_user')
    .on('learning_user_tags')
    .columns(['idUser', 'tag'])
    .unique()
    .execute();

  // Responsibility terms members must sign, versioned; a new version asks for a new signature.
  await withId(db, db.schema.createTable('learning_responsibility_terms'), 'idTermOfResponsibility')
    .addColumn('idCompany', 'integer', (col) => col.notNull().references('companies.idCompany'))
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('versionNumber', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('active', 'integer', flagColumn(1))
    .execute();
  await withId(db, db.schema.createTable('learning_term_signatures'), 'idTermSignature')
    .addColumn('idCompany', 'integer', (col) => col.notNull().references('companies.idCompany'))
    .addColumn('idUser', 'integer', (col) => col.notNull().references('users.idUser'))
    .addColumn('idTermOfResponsibility', 'integer', (col) =>
      col.notNull().references('learning_responsibility_terms.idTermOfResponsibility'),
    )
    .addColumn('versionNumber', 'integer', (col) => col.notNull())
    .addColumn('signedAt', date, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('learning_term_signatures_user')
    .on('learning_term_signatures')
    .columns(['idUser', 'idTermOfResponsibility', 'versionNumber'])
    .unique()
    .execute();

  // 'Meus Aplicativos': a short-lived single-use code opens another app signed in (only its hash is kept).
  await db.schema
    .createTable('app_switch_codes')
    .addColumn('codeHash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('idCompany', 'integer', (col) => col.notNull().references('companies.idCompany'))
    .addColumn('idUser', 'integer', (col) => col.notNull().references('users.idUser'))
    .addColumn('idApp', 'integer', (col) => col.notNull().references('apps.idApp'))
    .addColumn('supportIdUser', 'integer', (col) => col.references('users.idUser'))
    .addColumn('expiresAt', date, (col) => col.notNull())
    .addColumn('usedAt', date)
    .execute();

  // Plans offered to a company's app (spec 3, 3 "Plan").
  await withId(db, db.schema.createTable('plans'), 'idPlan')
    .addColumn('idCompany', 'integer', (col) => col.notNull().references('companies.idCompany'))
    .addColumn('idRef', 'varchar(60)', (col) => col.notNull())
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('description', 'text')
    // JSON lists of texts.
    .addColumn('features', 'text', (col) => col.notNull())
    .addColumn('products', 'text', (col) => col.notNull())
    // 0: the plan has no trial (Enterprise: contact sales).
    .addColumn('trial', 'integer', flagColumn(1))
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('agreementContent', 'text')
    .execute();

  // The plan an app of the company runs on: a trial (with its count and end) or a contract.
  await withId(db, db.schema.createTable('company_plans'), 'idCompanyPlan')
    .addColumn('idCompany', 'integer', (col) => col.notNull().references('companies.idCompany'))
    .addColumn('idApp', 'integer', (col) => col.notNull().references('apps.idApp'))
    .addColumn('idPlan', 'integer', (col) => col.notNull().references('plans.idPlan'))
    .addColumn('trial', 'integer', flagColumn(0))
    .addColumn('trialsCount', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('startDate', date, (col) => col.notNull())
    .addColumn('finishDate', date)
    .addColumn('numberOfEmployees', 'varchar(20)')
    .execute();
  await db.schema.createIndex('company_plans_app').on('company_plans').columns(['idCompany', 'idApp']).execute();

  // Requests about plans: a member's upgrade wish, an administrator's contract or trial request, a contact.
  await withId(db, db.schema.createTable('plan_requests'), 'idPlanRequest')
    .addColumn('idCompany', 'integer', (col) => col.notNull().references('companies.idCompany'))
    .addColumn('idApp', 'integer', (col) => col.notNull().references('apps.idApp'))
    .addColumn('idUser', 'integer', (col) => col.notNull().references('users.idUser'))
    .addColumn('idPlan', 'integer', (col) => col.references('plans.idPlan'))
    // UPGRADE (a member's wish), PLAN (contract), TRIAL, EXTEND_TRIAL, CONTACT.
    .addColumn('kind', 'varchar(20)', (col) => col.notNull())
    .addColumn('numberOfLicences', 'integer')
    .addColumn('price', 'integer')
    .addColumn('details', 'text')
    .addColumn('createdAt', date, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('plan_requests_app')
    .on('plan_requests')
    .columns(['idCompany', 'idApp', 'kind'])
    .execute();

  // Upgrade campaigns shown on the home during their period.
  await withId(db, db.schema.createTable('plan_campaigns'), 'idPlanCampaign')
    .addColumn('idCompany', 'integer', (col) => col.notNull().references('companies.idCompany'))
    .addColumn('title', 'varchar(200)', (col) => col.notNull())
    .addColumn('text', 'text')
    .addColumn('startDate', date, (col) => col.notNull())
    .addColumn('finishDate', date, (col) => col.notNull())
    .addColumn('mediaType', 'varchar(20)')
    .addColumn('mediaUrl', 'varchar(500)')
    .addColumn('frequencyToShow', 'integer')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'plan_campaigns',
    'plan_requests',
    'company_plans',
    'plans',
    'app_switch_codes',
    'learning_term_signatures',
    'learning_responsibility_terms',
    'learning_user_tags',
    'company_email_forms',
    'notification_users',
    'notifications',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
