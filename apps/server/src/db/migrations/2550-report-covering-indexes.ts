import type { Kysely } from 'kysely';

/**
 * Reports over a large company (issue 27, docs/performance.md): the attempts per evaluation, the viewing
 * records per content item and the points per date are read from indexes that hold every column the
 * reports use, so a report over every row reads no table row at all; they replace the narrower indexes of
 * migration 2400 on the same leading columns. The mandatory trainings are found without reading every node.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('learning_questionnaires_report_evaluation')
    .on('learning_questionnaires')
    .columns(['idCompany', 'idEvaluation', 'idUser', 'finishDate', 'grade', 'startDate', 'idEnrollment'])
    .execute();
  await db.schema.dropIndex('learning_questionnaires_report').execute();
  await db.schema
    .createIndex('navigation_trackings_report_item')
    .on('navigation_trackings')
    .columns(['idCompany', 'idNavigationType', 'idNavigationItem', 'idUser', 'timeStart', 'timeExecuted'])
    .execute();
  await db.schema.dropIndex('navigation_trackings_report').execute();
  await db.schema
    .createIndex('campaign_points_report_date')
    .on('campaign_points')
    .columns(['idCompany', 'eventDate', 'idUser', 'points', 'idCampaign'])
    .execute();
  await db.schema.dropIndex('campaign_points_report').execute();
  await db.schema
    .createIndex('learning_nodes_mandatory')
    .on('learning_nodes')
    .columns(['idCompany', 'mandatory'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('learning_nodes_mandatory').execute();
  await db.schema
    .createIndex('campaign_points_report')
    .on('campaign_points')
    .columns(['idCompany', 'eventDate'])
    .execute();
  await db.schema.dropIndex('campaign_points_report_date').execute();
  await db.schema
    .createIndex('navigation_trackings_report')
    .on('navigation_trackings')
    .columns(['idCompany', 'idNavigationType', 'idNavigationItem'])
    .execute();
  await db.schema.dropIndex('navigation_trackings_report_item').execute();
  await db.schema
    .createIndex('learning_questionnaires_report')
    .on('learning_questionnaires')
    .columns(['idCompany', 'idEvaluation'])
    .execute();
  await db.schema.dropIndex('learning_questionnaires_report_evaluation').execute();
}
