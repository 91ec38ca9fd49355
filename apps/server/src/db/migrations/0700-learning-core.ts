import { type Kysely, sql } from 'kysely';
import { flagColumn, withId } from '../migration-helpers';

/**
 * The learning platform core (spec document 3): nodes (pages) made of blocks whose elements are child
 * nodes, content items or evaluations; classes and their meetings; enrollments, requests, node and
 * content enrollments; trackings, likes, client logs and the calendar.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const date = 'varchar(32)';

  await withId(db, db.schema.createTable('learning_nodes'), 'idNode')
    .addColumn('idCompany', 'integer', (col) => col.notNull().references('companies.idCompany'))
    .addColumn('nodeCode', 'varchar(100)', (col) => col.notNull())
    .addColumn('originalNodeCode', 'varchar(100)')
    .addColumn('nodeType', 'varchar(20)', (col) => col.notNull())
    .addColumn('entryPoint', 'integer', flagColumn(0))
    .addColumn('title', 'varchar(200)', (col) => col.notNull())
    .addColumn('shortTitle', 'varchar(100)')
    .addColumn('label', 'varchar(100)')
    .addColumn('description', 'text')
    .addColumn('syllabus', 'text')
    .addColumn('workload', 'integer')
    .addColumn('image', 'text')
    .addColumn('mobileImage', 'text')
    .addColumn('selfEnrollment', 'integer', flagColumn(1))
    .addColumn('visibility', 'varchar(20)', (col) => col.notNull().defaultTo('PUBLIC'))
    .addColumn('audience', 'text')
    .addColumn('status', 'varchar(20)', (col) => col.notNull().defaultTo('PUBLISHED'))
    .addColumn('allowComments', 'integer', flagColumn(0))
    .addColumn('commentsLabel', 'varchar(100)')
    .addColumn('hasCampaign', 'integer', flagColumn(0))
    .addColumn('equivalentNodeCode', 'varchar(100)')
    .addColumn('createdAt', date, (col) => col.notNull())
    .addUniqueConstraint('learning_nodes_code', ['idCompany', 'nodeCode'])
    .execute();

  await db.schema
    .createTable('learning_node_tags')
    .addColumn('idCompany', 'integer', (col) => col.notNull().references('companies.idCompany'))
    .addColumn('idNode', 'integer', (col) => col.notNull().references('learning_nodes.idNode'))
    .addColumn('tag', 'varchar(100)', (col) => col.notNull())
    .addPrimaryKeyConstraint('learning_node_tags_pk', ['idNode', 'tag'])
    .execute();
  await db.schema
    .createIndex('learning_node_tags_company')
    .on('learning_node_tags')
    .columns(['idCompany', 'tag'])
    .execute();

  await withId(db, db.schema.createTable('learning_content_items'), 'idContentItem')
    .addColumn('idCompany', 'integer', (col) => col.notNull().references('companies.idCompany'))
    .addColumn('idContentType', 'integer', (col) => col.notNull())
    .addColumn('idSection', 'integer')
    .addColumn('text', 'varchar(300)', (col) => col.notNull())
    .addColumn('description', 'text')
    .addColumn('label', 'varchar(100)')
    .addColumn('author', 'varchar(200)')
    .addColumn('content', 'text')
    .addColumn('contentLocation', 'text')
    .addColumn('link', 'text')
    .addColumn('image', 'text')
    .addColumn('mobileImage', 'text')
    .addColumn('duration', 'integer')
    .addColumn('workload', 'integer')
    .addColumn('shareable', 'integer', flagColumn(0))
    .addColumn('isSeekingBlocked', 'integer', flagColumn(0))
    .addColumn('idChatRoom', 'integer')
    .addColumn('views', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('active', 'integer', flagColumn(1))
    .addColumn('createdAt', date, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('learning_content_items_company')
    .on('learning_content_items')
    .column('idCompany')
    .execute();

  await withId(db, db.schema.createTable('learning_evaluations'), 'idEvaluation')
    .addColumn('idCompany', 'integer', (col) => col.notNull().references('companies.idCompany'))
    .addColumn('title', 'varchar(200)', (col) => col.notNull())
    .addColumn('description', 'text')
    .addColumn('evaluationType', 'varchar(20)', (col) => col.notNull())
    .addColumn('evaluationMasteryScore', 'integer')
    .addColumn('createdAt', date, (col) => col.notNull())
    .execute();

  await withId(db, db.schema.createTable('learning_blocks'), 'idBlock')
    .addColumn('idCompany', 'integer', (col) => col.notNull().references('companies.idCompany'))
    .addColumn('idNode', 'integer', (col) => col.notNull().references('learning_nodes.idNode'))
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('type', 'varchar(40)', (col) => col.notNull())
    .addColumn('title', 'varchar(200)')
    .addColumn('text', 'text')
    .addColumn('parameters', 'text', (col) => col.notNull().defaultTo('{}'))
    .execute();
  await db.schema.createIndex('learning_blocks_node').on('learning_blocks').columns(['idNode', 'position']).execute();

  await withId(db, db.schema.createTable('learning_block_elements'), 'idBlockElement')
    .addColumn('idCompany', 'integer', (col) => col.notNull().references('companies.idCompany'))
    .addColumn('idBlock', 'integer', (col) => col.notNull().references('learning_blocks.idBlock'))
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('elementType', 'varchar(20)', (col) => col.notNull())
    .addColumn('idNode', 'integer', (col) => col.references('learning_nodes.idNode'))
    .addColumn('idContentItem', 'integer', (col) => col.references('learning_content_items.idContentItem'))
    .addColumn('idEvaluation', 'integer', (col) => col.references('learning_evaluations.idEvaluation'))
    .addColumn('sequential', 'integer', flagColumn(0))
    .addColumn('mandatory', 'integer', flagColumn(1))
    .addColumn('title', 'varchar(200)')
    .addColumn('image', 'text')
    .addColumn('mobileImage', 'text')
    .addColumn('link', 'text')
    .execute();
  await db.schema
    .createIndex('learning_block_elements_block')
    .on('learning_block_elements')
    .columns(['idBlock', 'position'])
    .execute();
  await db.schema.createIndex('learning_block_elements_node').on('learning_block_elements').column('idNode').execute();
  await db.schema
    .createIndex('learning_block_elements_content')
    .on('learning_block_elements')
    .column('idContentItem')
    .execute();

  await withId(db, db.schema.createTable('learning_teams'), 'idTeam')
    .addColumn('idCompany', 'integer', (col) => col.notNull().references('companies.idCompany'))
    .addColumn('idNode', 'integer', (col) => col.notNull().references('learning_nodes.idNode'))
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('description', 'text')
    .addColumn('initialDate', date)
    .addColumn('finalDate', date)
    .addColumn('duration', 'integer')
    .addColumn('capacity', 'integer')
    .addColumn('enrolledCount', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('needApproval', 'integer', flagColumn(0))
    .addColumn('allowReenrollment', 'integer', flagColumn(0))
    .addColumn('allowAccessUponCompletion', 'integer', flagColumn(1))
    .addColumn('idCertificate', 'integer')
    .addColumn('enableCertificateForChildren', 'integer', flagColumn(0))
    .addColumn('allowComments', 'integer', flagColumn(0))
    .addColumn('commentsLabel', 'varchar(100)')
    .addColumn('hasAttachments', 'integer', flagColumn(0))
    .addColumn('status', 'varchar(20)', (col) => col.notNull().defaultTo('ACTIVE'))
    .addColumn('createdAt', date, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('learning_teams_node').on('learning_teams').columns(['idNode', 'initialDate']).execute();

  await withId(db, db.schema.createTable('learning_meetings'), 'idMeeting')
    .addColumn('idCompany', 'integer', (col) => col.notNull().references('companies.idCompany'))
    .addColumn('idTeam', 'integer', (col) => col.references('learning_teams.idTeam'))
    .addColumn('idNode', 'integer', (col) => col.references('learning_nodes.idNode'))
    .addColumn('meetingType', 'varchar(20)', (col) => col.notNull())
    .addColumn('title', 'varchar(200)', (col) => col.notNull())
    .addColumn('startDate', date, (col) => col.notNull())
    .addColumn('finishDate', date, (col) => col.notNull())
    .addColumn('address', 'text')
    .addColumn('speaker', 'varchar(200)')
    .execute();
  await db.schema
    .createIndex('learning_meetings_company')
    .on('learning_meetings')
    .columns(['idCompany', 'startDate'])
    .execute();
  await db.schema.createIndex('learning_meetings_team').on('learning_meetings').column('idTeam').execute();

  await withId(db, db.schema.createTable('learning_enrollments'), 'idEnrollment')
    .addColumn('idCompany', 'integer', (col) => col.notNull().references('companies.idCompany'))
    .addColumn('idUser', 'integer', (col) => col.notNull().references('users.idUser'))
    .addColumn('idNode', 'integer', (col) => col.notNull().references('learning_nodes.idNode'))
    .addColumn('idTeam', 'integer', (col) => col.notNull().references('learning_teams.idTeam'))
    .addColumn('status', 'varchar(20)', (col) => col.notNull())
    .addColumn('progress', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('isCurrent', 'integer', flagColumn(1))
    .addColumn('processing', 'integer', flagColumn(0))
    .addColumn('startDate', date)
    .addColumn('finishDate', date)
    .addColumn('validityDate', date)
    .addColumn('lastAccessDate', date)
    .addColumn('creationDate', date, (col) => col.notNull())
    .execute();
  // One current enrollment per member and training: a double click or a race cannot enroll twice.
  await db.schema
    .createIndex('learning_enrollments_current')
    .on('learning_enrollments')
    .columns(['idUser', 'idNode'])
    .unique()
    .where(sql.ref('isCurrent'), '=', 1)
    .execute();
  await db.schema.createIndex('learning_enrollments_team').on('learning_enrollments').column('idTeam').execute();

  await withId(db, db.schema.createTable('learning_enrollment_requests'), 'idEnrollmentRequest')
    .addColumn('idCompany', 'integer', (col) => col.notNull().references('companies.idCompany'))
    .addColumn('idUser', 'integer', (col) => col.notNull().references('users.idUser'))
    .addColumn('idNode', 'integer', (col) => col.notNull().references('learning_nodes.idNode'))
    .addColumn('idTeam', 'integer', (col) => col.notNull().references('learning_teams.idTeam'))
    .addColumn('status', 'varchar(20)', (col) => col.notNull())
    .addColumn('reason', 'text')
    .addColumn('idEnrollment', 'integer', (col) => col.references('learning_enrollments.idEnrollment'))
    .addColumn('creationDate', date, (col) => col.notNull())
    .addColumn('statusDate', date, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('learning_enrollment_requests_pending')
    .on('learning_enrollment_requests')
    .columns(['idUser', 'idNode'])
    .unique()
    .where(sql.ref('status'), '=', 'PENDING')
    .execute();

  await withId(db, db.schema.createTable('learning_node_enrollments'), 'idNodeEnrollment')
    .addColumn('idCompany', 'integer', (col) => col.notNull().references('companies.idCompany'))
    .addColumn('idUser', 'integer', (col) => col.notNull().references('users.idUser'))
    .addColumn('idEnrollment', 'integer', (col) => col.notNull().references('learning_enrollments.idEnrollment'))
    .addColumn('idNode', 'integer', (col) => col.notNull().references('learning_nodes.idNode'))
    .addColumn('idParentNodeEnrollment', 'integer')
    .addColumn('status', 'varchar(20)', (col) => col.notNull())
    .addColumn('progress', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('startDate', date, (col) => col.notNull())
    .addColumn('finishDate', date)
    .addUniqueConstraint('learning_node_enrollments_node', ['idEnrollment', 'idNode'])
    .execute();

  await withId(db, db.schema.createTable('learning_content_enrollments'), 'idContentEnrollment')
    .addColumn('idCompany', 'integer', (col) => col.notNull().references('companies.idCompany'))
    .addColumn('idUser', 'integer', (col) => col.notNull().references('users.idUser'))
    .addColumn('idEnrollment', 'integer', (col) => col.notNull().references('learning_enrollments.idEnrollment'))
    .addColumn('idNodeEnrollment', 'integer', (col) =>
      col.notNull().references('learning_node_enrollments.idNodeEnrollment'),
    )
    .addColumn('idContentItem', 'integer', (col) => col.notNull().references('learning_content_items.idContentItem'))
    .addColumn('status', 'varchar(20)', (col) => col.notNull())
    .addColumn('progress', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('grade', 'integer')
    .addColumn('lastPosition', 'real', (col) => col.notNull().defaultTo(0))
    .addColumn('furthestPosition', 'real', (col) => col.notNull().defaultTo(0))
    .addColumn('furthestAt', date)
    .addColumn('timeExecuted', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('startDate', date, (col) => col.notNull())
    .addColumn('finishDate', date)
    .addUniqueConstraint('learning_content_enrollments_item', ['idNodeEnrollment', 'idContentItem'])
    .execute();
  await db.schema
    .createIndex('learning_content_enrollments_enrollment')
    .on('learning_content_enrollments')
    .column('idEnrollment')
    .execute();

  await withId(db, db.schema.createTable('learning_questionnaires'), 'idQuestionnaire')
    .addColumn('idCompany', 'integer', (col) => col.notNull().references('companies.idCompany'))
    .addColumn('idEvaluation', 'integer', (col) => col.notNull().references('learning_evaluations.idEvaluation'))
    .addColumn('idUser', 'integer', (col) => col.notNull().references('users.idUser'))
    .addColumn('idEnrollment', 'integer', (col) => col.references('learning_enrollments.idEnrollment'))
    .addColumn('idNodeEnrollment', 'integer')
    .addColumn('questionnaireType', 'varchar(20)')
    .addColumn('startDate', date, (col) => col.notNull())
    .addColumn('finishDate', date)
    .addColumn('grade', 'integer')
    .execute();
  await db.schema
    .createIndex('learning_questionnaires_enrollment')
    .on('learning_questionnaires')
    .columns(['idEnrollment', 'idEvaluation'])
    .execute();

  await withId(db, db.schema.createTable('learning_content_trackings'), 'idContentTracking')
    .addColumn('idCompany', 'integer', (col) => col.notNull().references('companies.idCompany'))
    .addColumn('idUser', 'integer', (col) => col.notNull().references('users.idUser'))
    .addColumn('idContentItem', 'integer', (col) => col.notNull().references('learning_content_items.idContentItem'))
    .addColumn('idSection', 'integer')
    .addColumn('startTime', date, (col) => col.notNull())
    .addColumn('secondsPlayed', 'integer', (col) => col.notNull())
    .addColumn('createdAt', date, (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('learning_likes')
    .addColumn('idCompany', 'integer', (col) => col.notNull().references('companies.idCompany'))
    .addColumn('idUser', 'integer', (col) => col.notNull().references('users.idUser'))
    .addColumn('entityType', 'varchar(20)', (col) => col.notNull())
    .addColumn('entityId', 'varchar(100)', (col) => col.notNull())
    .addColumn('createdAt', date, (col) => col.notNull())
    .addPrimaryKeyConstraint('learning_likes_pk', ['idUser', 'entityType', 'entityId'])
    .execute();
  await db.schema
    .createIndex('learning_likes_entity')
    .on('learning_likes')
    .columns(['idCompany', 'entityType', 'entityId'])
    .execute();

  await withId(db, db.schema.createTable('client_logs'), 'idClientLog')
    .addColumn('idCompany', 'integer', (col) => col.notNull().references('companies.idCompany'))
    .addColumn('idUser', 'integer', (col) => col.notNull().references('users.idUser'))
    .addColumn('event', 'varchar(100)', (col) => col.notNull())
    .addColumn('idContent', 'integer')
    .addColumn('data', 'text')
    .addColumn('createdAt', date, (col) => col.notNull())
    .execute();

  await withId(db, db.schema.createTable('learning_schedule_types'), 'idScheduleType')
    .addColumn('idCompany', 'integer', (col) => col.notNull().references('companies.idCompany'))
    .addColumn('description', 'varchar(200)', (col) => col.notNull())
    .addColumn('color', 'varchar(32)')
    .execute();

  await withId(db, db.schema.createTable('learning_schedules'), 'idSchedule')
    .addColumn('idCompany', 'integer', (col) => col.notNull().references('companies.idCompany'))
    .addColumn('idScheduleType', 'integer', (col) => col.notNull().references('learning_schedule_types.idScheduleType'))
    .addColumn('title', 'varchar(200)', (col) => col.notNull())
    .addColumn('description', 'text')
    .addColumn('url', 'text')
    .addColumn('startDate', date, (col) => col.notNull())
    .addColumn('endDate', date, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('learning_schedules_company')
    .on('learning_schedules')
    .columns(['idCompany', 'startDate'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'learning_schedules',
    'learning_schedule_types',
    'client_logs',
    'learning_likes',
    'learning_content_trackings',
    'learning_questionnaires',
    'learning_content_enrollments',
    'learning_node_enrollments',
    'learning_enrollment_requests',
    'learning_enrollments',
    'learning_meetings',
    'learning_teams',
    'learning_block_elements',
    'learning_blocks',
    'learning_evaluations',
    'learning_content_items',
    'learning_node_tags',
    'learning_nodes',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
