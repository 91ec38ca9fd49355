import type { Kysely } from 'kysely';
import { flagColumn, withId } from '../migration-helpers';

/**
 * The learner's journey (document 3, 2.8 to 2.10, 4.11, 4.12, 7.4 and 7.7): company features, issued
 * certificates with their public authenticity id, comments on pages and classes with their reports,
 * external-course requests, and class attachments.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const date = 'varchar(32)';

  // Features a company has switched on (EXTERNAL_COURSES, CONTACT_US, RECOMMENDATION_BLOCK...).
  await db.schema
    .createTable('company_features')
    .addColumn('idCompany', 'integer', (col) => col.notNull().references('companies.idCompany'))
    .addColumn('code', 'varchar(60)', (col) => col.notNull())
    .addColumn('active', 'integer', flagColumn(1))
    .addPrimaryKeyConstraint('company_features_pk', ['idCompany', 'code'])
    .execute();

  // One certificate per completed enrollment (or child page of it), issued at the first download.
  await withId(db, db.schema.createTable('learning_certificates'), 'idUserCertificate')
    .addColumn('idCompany', 'integer', (col) => col.notNull().references('companies.idCompany'))
    .addColumn('idUser', 'integer', (col) => col.notNull().references('users.idUser'))
    .addColumn('idEnrollment', 'integer', (col) => col.notNull().references('learning_enrollments.idEnrollment'))
    .addColumn('idNodeEnrollment', 'integer', (col) =>
      col.notNull().references('learning_node_enrollments.idNodeEnrollment'),
    )
    .addColumn('authenticityId', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('title', 'varchar(300)', (col) => col.notNull())
    .addColumn('username', 'varchar(300)', (col) => col.notNull())
    .addColumn('workload', 'integer')
    .addColumn('startDate', date)
    .addColumn('finishDate', date)
    .addColumn('progress', 'integer', (col) => col.notNull())
    .addColumn('createdAt', date, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('learning_certificates_node_enrollment')
    .on('learning_certificates')
    .columns(['idNodeEnrollment'])
    .unique()
    .execute();

  await withId(db, db.schema.createTable('learning_comments'), 'idComment')
    .addColumn('idCompany', 'integer', (col) => col.notNull().references('companies.idCompany'))
    // TEAM or NODE, and the class or page id.
    .addColumn('entityType', 'varchar(10)', (col) => col.notNull())
    .addColumn('entityId', 'integer', (col) => col.notNull())
    .addColumn('idParentComment', 'integer', (col) => col.references('learning_comments.idComment'))
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('createdBy', 'integer', (col) => col.notNull().references('users.idUser'))
    .addColumn('creationDate', date, (col) => col.notNull())
    .addColumn('lastModifiedDate', date)
    // The administrator who hid it for inappropriate content, and when.
    .addColumn('hiddenBy', 'integer', (col) => col.references('users.idUser'))
    .addColumn('hiddenAt', date)
    // When an administrator looked at its reports and kept it.
    .addColumn('reportsReviewedAt', date)
    .execute();
  await db.schema
    .createIndex('learning_comments_entity')
    .on('learning_comments')
    .columns(['idCompany', 'entityType', 'entityId', 'idParentComment'])
    .execute();

  await db.schema
    .createTable('learning_comment_reports')
    .addColumn('idCompany', 'integer', (col) => col.notNull().references('companies.idCompany'))
    .addColumn('idComment', 'integer', (col) => col.notNull().references('learning_comments.idComment'))
    .addColumn('idUser', 'integer', (col) => col.notNull().references('users.idUser'))
    .addColumn('createdAt', date, (col) => col.notNull())
    .addPrimaryKeyConstraint('learning_comment_reports_pk', ['idComment', 'idUser'])
    .execute();

  await withId(db, db.schema.createTable('learning_external_courses'), 'idUserExternalCourse')
    .addColumn('idCompany', 'integer', (col) => col.notNull().references('companies.idCompany'))
    .addColumn('idUser', 'integer', (col) => col.notNull().references('users.idUser'))
    .addColumn('title', 'varchar(300)', (col) => col.notNull())
    // IN_PERSON, ONLINE or BLENDED.
    .addColumn('type', 'varchar(20)', (col) => col.notNull())
    .addColumn('workload', 'integer', (col) => col.notNull())
    .addColumn('startDate', 'varchar(10)', (col) => col.notNull())
    .addColumn('finishDate', 'varchar(10)', (col) => col.notNull())
    .addColumn('expirationDate', 'varchar(10)')
    .addColumn('entityName', 'varchar(300)', (col) => col.notNull())
    .addColumn('evidencePath', 'varchar(1000)')
    // PENDING, APPROVED, REJECTED or CANCELED.
    .addColumn('status', 'varchar(20)', (col) => col.notNull())
    .addColumn('statusReason', 'varchar(1000)')
    .addColumn('hasResubmission', 'integer', flagColumn(0))
    .addColumn('idParentUserExternalCourse', 'integer', (col) =>
      col.references('learning_external_courses.idUserExternalCourse'),
    )
    .addColumn('reviewedBy', 'integer', (col) => col.references('users.idUser'))
    .addColumn('creationDate', date, (col) => col.notNull())
    .addColumn('lastModifiedDate', date, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('learning_external_courses_user')
    .on('learning_external_courses')
    .columns(['idCompany', 'idUser', 'status'])
    .execute();

  await withId(db, db.schema.createTable('learning_attachments'), 'idAttachment')
    .addColumn('idCompany', 'integer', (col) => col.notNull().references('companies.idCompany'))
    .addColumn('idTeam', 'integer', (col) => col.notNull().references('learning_teams.idTeam'))
    // 1 PDF ... 7 video (document 3, 9).
    .addColumn('idAttachmentType', 'integer', (col) => col.notNull())
    .addColumn('title', 'varchar(300)', (col) => col.notNull())
    .addColumn('url', 'varchar(1000)', (col) => col.notNull())
    .addColumn('format', 'varchar(10)', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('learning_attachments_team')
    .on('learning_attachments')
    .columns(['idCompany', 'idTeam', 'position'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'learning_attachments',
    'learning_external_courses',
    'learning_comment_reports',
    'learning_comments',
    'learning_certificates',
    'company_features',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
