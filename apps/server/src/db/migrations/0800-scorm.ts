import type { Kysely } from 'kysely';
import { flagColumn, withId } from '../migration-helpers';

/**
 * Packaged courses (SCORM 1.2 and 2004): uploaded packages and their processing status, their launchable
 * items (SCOs and assets) in tree order, each member's run-time data per SCO, and the sessions whose times
 * add up to a SCO's total time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const date = 'varchar(32)';

  await withId(db, db.schema.createTable('learning_scorm_packages'), 'idScormPackage')
    .addColumn('idCompany', 'integer', (col) => col.notNull().references('companies.idCompany'))
    .addColumn('idContentItem', 'integer')
    .addColumn('title', 'varchar(300)', (col) => col.notNull())
    .addColumn('fileName', 'varchar(300)', (col) => col.notNull())
    .addColumn('uploadKey', 'varchar(500)', (col) => col.notNull())
    .addColumn('uploadSize', 'integer', (col) => col.notNull())
    .addColumn('status', 'varchar(10)', (col) => col.notNull())
    .addColumn('errorMessage', 'text')
    .addColumn('version', 'varchar(4)')
    .addColumn('edition', 'varchar(3)')
    .addColumn('storagePrefix', 'varchar(200)')
    .addColumn('organization', 'text')
    .addColumn('warnings', 'text')
    .addColumn('files', 'text')
    .addColumn('fileCount', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('totalBytes', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('idJob', 'integer')
    .addColumn('createdBy', 'integer', (col) => col.notNull().references('users.idUser'))
    .addColumn('createdAt', date, (col) => col.notNull())
    .addColumn('processedAt', date)
    .execute();
  await db.schema
    .createIndex('learning_scorm_packages_company')
    .on('learning_scorm_packages')
    .columns(['idCompany', 'idContentItem'])
    .execute();

  await withId(db, db.schema.createTable('learning_scos'), 'idSco')
    .addColumn('idCompany', 'integer', (col) => col.notNull().references('companies.idCompany'))
    .addColumn('idScormPackage', 'integer', (col) => col.notNull().references('learning_scorm_packages.idScormPackage'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('identifier', 'varchar(300)', (col) => col.notNull())
    .addColumn('parentIdentifier', 'varchar(300)')
    .addColumn('depth', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('title', 'varchar(300)', (col) => col.notNull())
    .addColumn('scormType', 'varchar(5)', (col) => col.notNull())
    .addColumn('isVisible', 'integer', flagColumn(1))
    .addColumn('launchPath', 'varchar(500)', (col) => col.notNull())
    .addColumn('launchQuery', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('masteryScore', 'real')
    .addColumn('scaledPassingScore', 'real')
    .addColumn('completionThreshold', 'real')
    .addColumn('prerequisites', 'text')
    .addColumn('maxTimeAllowed', 'varchar(50)')
    .addColumn('timeLimitAction', 'varchar(50)')
    .addColumn('dataFromLms', 'text')
    .addColumn('sequencing', 'text')
    .execute();
  await db.schema
    .createIndex('learning_scos_package')
    .on('learning_scos')
    .columns(['idScormPackage', 'position'])
    .execute();

  await withId(db, db.schema.createTable('learning_sco_enrollments'), 'idScoEnrollment')
    .addColumn('idCompany', 'integer', (col) => col.notNull().references('companies.idCompany'))
    .addColumn('idUser', 'integer', (col) => col.notNull().references('users.idUser'))
    .addColumn('idSco', 'integer', (col) => col.notNull().references('learning_scos.idSco'))
    .addColumn('idScormPackage', 'integer', (col) => col.notNull().references('learning_scorm_packages.idScormPackage'))
    .addColumn('idEnrollment', 'integer', (col) => col.notNull())
    .addColumn('idNodeEnrollment', 'integer')
    .addColumn('status', 'varchar(20)', (col) => col.notNull())
    .addColumn('lessonStatus', 'varchar(20)')
    .addColumn('completionStatus', 'varchar(20)')
    .addColumn('successStatus', 'varchar(20)')
    .addColumn('scoreRaw', 'real')
    .addColumn('scoreMin', 'real')
    .addColumn('scoreMax', 'real')
    .addColumn('scoreScaled', 'real')
    .addColumn('grade', 'real')
    .addColumn('progressMeasure', 'real')
    .addColumn('location', 'varchar(1000)')
    .addColumn('suspendData', 'text')
    .addColumn('exitMode', 'varchar(20)')
    .addColumn('interactions', 'text')
    .addColumn('objectives', 'text')
    .addColumn('extra', 'text')
    .addColumn('totalTime', 'real', (col) => col.notNull().defaultTo(0))
    .addColumn('numberOfAccess', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('attempt', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('startDate', date, (col) => col.notNull())
    .addColumn('lastAccessDate', date)
    .addColumn('finishDate', date)
    .addUniqueConstraint('learning_sco_enrollments_member', ['idUser', 'idEnrollment', 'idSco'])
    .execute();
  await db.schema
    .createIndex('learning_sco_enrollments_package')
    .on('learning_sco_enrollments')
    .columns(['idCompany', 'idEnrollment', 'idScormPackage'])
    .execute();

  await withId(db, db.schema.createTable('learning_sco_sessions'), 'idScoSession')
    .addColumn('idCompany', 'integer', (col) => col.notNull().references('companies.idCompany'))
    .addColumn('idScoEnrollment', 'integer', (col) =>
      col.notNull().references('learning_sco_enrollments.idScoEnrollment'),
    )
    .addColumn('sessionKey', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('attempt', 'integer', (col) => col.notNull())
    .addColumn('seconds', 'real', (col) => col.notNull().defaultTo(0))
    .addColumn('lastSequence', 'integer', (col) => col.notNull().defaultTo(-1))
    .addColumn('terminated', 'integer', flagColumn(0))
    .addColumn('interactions', 'text')
    .addColumn('startedAt', date, (col) => col.notNull())
    .addColumn('lastCommitAt', date)
    .execute();
  await db.schema
    .createIndex('learning_sco_sessions_enrollment')
    .on('learning_sco_sessions')
    .column('idScoEnrollment')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('learning_sco_sessions').execute();
  await db.schema.dropTable('learning_sco_enrollments').execute();
  await db.schema.dropTable('learning_scos').execute();
  await db.schema.dropTable('learning_scorm_packages').execute();
}
