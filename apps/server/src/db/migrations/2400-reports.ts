import type { Kysely } from 'kysely';
import { flagColumn } from '../migration-helpers';

/**
 * Reports (issue 27): a training may be marked mandatory with a deadline, a fixed date (`dueDate`) and/or a
 * number of days from the member's enrollment, or from joining when not enrolled (`dueDays`); and the
 * indexes the reports' aggregations read by (current enrollments per class, a manager's team, answers per
 * question, SCORM records per package, viewing records and votes per item, points per date).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('learning_nodes').addColumn('mandatory', 'integer', flagColumn(0)).execute();
  await db.schema.alterTable('learning_nodes').addColumn('dueDate', 'varchar(32)').execute();
  await db.schema.alterTable('learning_nodes').addColumn('dueDays', 'integer').execute();

  // Current enrollments member by member: a member's rows and the rows read for each of them (contents,
  // lessons, attempts) lie together, which keeps a report over every enrollment fast.
  await db.schema
    .createIndex('learning_enrollments_report')
    .on('learning_enrollments')
    .columns(['idCompany', 'isCurrent', 'idUser'])
    .execute();
  await db.schema.createIndex('users_report_manager').on('users').columns(['idCompany', 'idManager']).execute();
  await db.schema.createIndex('learning_answers_report').on('learning_answers').column('idQuestion').execute();
  await db.schema
    .createIndex('learning_questionnaires_report')
    .on('learning_questionnaires')
    .columns(['idCompany', 'idEvaluation'])
    .execute();
  await db.schema
    .createIndex('learning_sco_enrollments_report')
    .on('learning_sco_enrollments')
    .columns(['idCompany', 'idScormPackage', 'idUser'])
    .execute();
  await db.schema
    .createIndex('navigation_trackings_report')
    .on('navigation_trackings')
    .columns(['idCompany', 'idNavigationType', 'idNavigationItem'])
    .execute();
  await db.schema
    .createIndex('content_ratings_report')
    .on('content_ratings')
    .columns(['idCompany', 'idContentItem'])
    .execute();
  await db.schema
    .createIndex('campaign_points_report')
    .on('campaign_points')
    .columns(['idCompany', 'eventDate'])
    .execute();
  // Covering indexes of an enrollment's time and grade (read once per enrollment of a report).
  await db.schema
    .createIndex('learning_sco_enrollments_report_enrollment')
    .on('learning_sco_enrollments')
    .columns(['idCompany', 'idEnrollment', 'grade', 'totalTime'])
    .execute();
  await db.schema
    .createIndex('learning_content_enrollments_report')
    .on('learning_content_enrollments')
    .columns(['idCompany', 'idEnrollment', 'timeExecuted'])
    .execute();
  await db.schema
    .createIndex('learning_questionnaires_report_enrollment')
    .on('learning_questionnaires')
    .columns(['idCompany', 'idEnrollment', 'idEvaluation', 'finishDate', 'grade'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of [
    'learning_questionnaires_report_enrollment',
    'learning_content_enrollments_report',
    'learning_sco_enrollments_report_enrollment',
    'campaign_points_report',
    'content_ratings_report',
    'navigation_trackings_report',
    'learning_sco_enrollments_report',
    'learning_questionnaires_report',
    'learning_answers_report',
    'users_report_manager',
    'learning_enrollments_report',
  ]) {
    await db.schema.dropIndex(index).execute();
  }
  await db.schema.alterTable('learning_nodes').dropColumn('dueDays').execute();
  await db.schema.alterTable('learning_nodes').dropColumn('dueDate').execute();
  await db.schema.alterTable('learning_nodes').dropColumn('mandatory').execute();
}
