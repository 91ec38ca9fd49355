import type { Kysely } from 'kysely';
import { flagColumn, withId } from '../migration-helpers';

/**
 * SCORM 2004 sequencing and the outside origins of packages. A package version keeps the sequencing its
 * manifest declares (scorm-again's activity tree settings) and the origins outside the package its files
 * reference, with those an administrator allowed. Each member's attempt on a sequenced course keeps the
 * sequencing engine's state and the root activity's rolled-up status and score; global objectives and
 * shared data stores (`adl.data`) are kept per member and scope (the whole system, or one course attempt).
 * A SCO's record names the engine's attempt it belongs to.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const date = 'varchar(32)';
  await db.schema.alterTable('learning_scorm_packages').addColumn('sequencing', 'text').execute();
  await db.schema.alterTable('learning_scorm_packages').addColumn('externalOrigins', 'text').execute();
  await db.schema.alterTable('learning_scorm_packages').addColumn('allowedOrigins', 'text').execute();
  await db.schema.alterTable('learning_sco_enrollments').addColumn('activityAttempt', 'varchar(40)').execute();

  await withId(db, db.schema.createTable('learning_scorm_attempts'), 'idScormAttempt')
    .addColumn('idCompany', 'integer', (col) => col.notNull().references('companies.idCompany'))
    .addColumn('idUser', 'integer', (col) => col.notNull().references('users.idUser'))
    .addColumn('idEnrollment', 'integer', (col) => col.notNull())
    .addColumn('idScormPackage', 'integer', (col) => col.notNull().references('learning_scorm_packages.idScormPackage'))
    .addColumn('attempt', 'integer', (col) => col.notNull())
    .addColumn('state', 'text')
    .addColumn('completionStatus', 'varchar(20)')
    .addColumn('successStatus', 'varchar(20)')
    .addColumn('scoreScaled', 'real')
    .addColumn('progressMeasure', 'real')
    .addColumn('ended', 'integer', flagColumn(0))
    .addColumn('createdAt', date, (col) => col.notNull())
    .addColumn('updatedAt', date, (col) => col.notNull())
    .addUniqueConstraint('learning_scorm_attempts_member', ['idUser', 'idEnrollment', 'idScormPackage', 'attempt'])
    .execute();

  await withId(db, db.schema.createTable('learning_scorm_shared_states'), 'idScormSharedState')
    .addColumn('idCompany', 'integer', (col) => col.notNull().references('companies.idCompany'))
    .addColumn('idUser', 'integer', (col) => col.notNull().references('users.idUser'))
    .addColumn('kind', 'varchar(20)', (col) => col.notNull())
    .addColumn('scope', 'varchar(100)', (col) => col.notNull())
    .addColumn('snapshot', 'text', (col) => col.notNull())
    .addColumn('updatedAt', date, (col) => col.notNull())
    .addUniqueConstraint('learning_scorm_shared_states_member', ['idUser', 'kind', 'scope'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('learning_scorm_shared_states').execute();
  await db.schema.dropTable('learning_scorm_attempts').execute();
  await db.schema.alterTable('learning_sco_enrollments').dropColumn('activityAttempt').execute();
  await db.schema.alterTable('learning_scorm_packages').dropColumn('allowedOrigins').execute();
  await db.schema.alterTable('learning_scorm_packages').dropColumn('externalOrigins').execute();
  await db.schema.alterTable('learning_scorm_packages').dropColumn('sequencing').execute();
}
