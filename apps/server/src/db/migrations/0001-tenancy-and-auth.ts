import type { Kysely } from 'kysely';
import { flagColumn, withId } from '../migration-helpers';

/** Companies, their apps and hosts, members, menu sections, password resets and the message outbox. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('companies'), 'idCompany')
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('design', 'text', (col) => col.notNull())
    .addColumn('createdAt', 'varchar(32)', (col) => col.notNull())
    .execute();

  await withId(db, db.schema.createTable('apps'), 'idApp')
    .addColumn('idCompany', 'integer', (col) => col.notNull().references('companies.idCompany'))
    .addColumn('idAppType', 'integer', (col) => col.notNull())
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('bucket', 'varchar(100)', (col) => col.notNull().unique())
    .addColumn('logo', 'text')
    .addColumn('favIcon', 'text')
    .addColumn('primaryColor', 'varchar(32)', (col) => col.notNull())
    .addColumn('secondaryColor', 'varchar(32)', (col) => col.notNull())
    .addColumn('thirdColor', 'varchar(32)', (col) => col.notNull())
    .addColumn('companyLogin', 'text')
    .addColumn('loginImage', 'text')
    .addColumn('loginImageMobile', 'text')
    .addColumn('loginPosition', 'varchar(10)', (col) => col.notNull().defaultTo('middle'))
    .addColumn('showLoginLogo', 'integer', flagColumn(1))
    .addColumn('landingPage', 'integer', flagColumn(0))
    .addColumn('landingLogo', 'text')
    .addColumn('landingPageLocation', 'text')
    .addColumn('landingPageContact', 'text')
    .addColumn('lastContentRedirect', 'integer', flagColumn(0))
    .addColumn('agreementVersion', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('agreementTerms', 'text')
    .addColumn('onBoardScreen', 'integer', flagColumn(0))
    .addColumn('onBoardUrl', 'text')
    .addColumn('askPWA', 'integer', flagColumn(0))
    .addColumn('gamification', 'integer', flagColumn(0))
    .addColumn('adminUrl', 'text')
    .addColumn('samlConfiguration', 'text')
    .addColumn('createdAt', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('apps_company').on('apps').column('idCompany').execute();

  await db.schema
    .createTable('app_hosts')
    .addColumn('host', 'varchar(253)', (col) => col.primaryKey())
    .addColumn('idApp', 'integer', (col) => col.notNull().references('apps.idApp'))
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await withId(db, db.schema.createTable('users'), 'idUser')
    .addColumn('idCompany', 'integer', (col) => col.notNull().references('companies.idCompany'))
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('phone', 'varchar(20)')
    .addColumn('cpf', 'varchar(14)')
    .addColumn('userType', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('username', 'varchar(254)', (col) => col.notNull())
    .addColumn('passwordHash', 'text')
    .addColumn('tokenVersion', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('userLicenceTermsAccepted', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('communicationAccepted', 'integer', flagColumn(0))
    .addColumn('emailNotification', 'integer', flagColumn(0))
    .addColumn('smsNotification', 'integer', flagColumn(0))
    .addColumn('guestCompany', 'varchar(200)')
    .addColumn('guestCnpj', 'varchar(20)')
    .addColumn('department', 'varchar(200)')
    .addColumn('role', 'varchar(200)')
    .addColumn('managerName', 'varchar(200)')
    .addColumn('idManager', 'integer')
    .addColumn('unit', 'varchar(200)')
    .addColumn('branch', 'varchar(200)')
    .addColumn('employeeCode', 'varchar(100)')
    .addColumn('admin', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('canAccessSupport', 'integer', flagColumn(0))
    .addColumn('active', 'integer', flagColumn(1))
    .addColumn('photo', 'text')
    .addColumn('askPWA', 'integer', flagColumn(0))
    .addColumn('lastLogin', 'varchar(32)')
    .addColumn('lastAccess', 'varchar(32)')
    .addColumn('createdAt', 'varchar(32)', (col) => col.notNull())
    .addUniqueConstraint('users_company_username', ['idCompany', 'username'])
    .execute();
  await db.schema.createIndex('users_company_email').on('users').columns(['idCompany', 'email']).execute();

  await db.schema
    .createTable('user_apps')
    .addColumn('idUser', 'integer', (col) => col.notNull().references('users.idUser'))
    .addColumn('idApp', 'integer', (col) => col.notNull().references('apps.idApp'))
    .addPrimaryKeyConstraint('user_apps_pk', ['idUser', 'idApp'])
    .execute();

  await withId(db, db.schema.createTable('sections'), 'idSection')
    .addColumn('idCompany', 'integer', (col) => col.notNull().references('companies.idCompany'))
    .addColumn('idApp', 'integer', (col) => col.notNull().references('apps.idApp'))
    .addColumn('idSectionType', 'integer', (col) => col.notNull())
    .addColumn('parentIdSection', 'integer')
    .addColumn('sectionTo', 'integer')
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('text', 'varchar(200)', (col) => col.notNull())
    .addColumn('description', 'text')
    .addColumn('image', 'text')
    .addColumn('imageSecondary', 'text')
    .addColumn('color', 'varchar(32)')
    .addColumn('imageStyle', 'varchar(10)', (col) => col.notNull().defaultTo('default'))
    .addColumn('showText', 'integer', flagColumn(1))
    .addColumn('content', 'text')
    .addColumn('url', 'text')
    .addColumn('design', 'text')
    .addColumn('active', 'integer', flagColumn(1))
    .execute();
  await db.schema
    .createIndex('sections_app')
    .on('sections')
    .columns(['idApp', 'parentIdSection', 'position'])
    .execute();

  await withId(db, db.schema.createTable('password_resets'), 'idPasswordReset')
    .addColumn('idUser', 'integer', (col) => col.notNull().references('users.idUser'))
    .addColumn('tokenHash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('expiresAt', 'varchar(32)', (col) => col.notNull())
    .addColumn('usedAt', 'varchar(32)')
    .addColumn('createdAt', 'varchar(32)', (col) => col.notNull())
    .execute();

  await withId(db, db.schema.createTable('outbox'), 'idOutbox')
    .addColumn('idCompany', 'integer')
    .addColumn('channel', 'varchar(10)', (col) => col.notNull())
    .addColumn('recipient', 'varchar(254)', (col) => col.notNull())
    .addColumn('subject', 'text')
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('createdAt', 'varchar(32)', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'outbox',
    'password_resets',
    'sections',
    'user_apps',
    'users',
    'app_hosts',
    'apps',
    'companies',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
