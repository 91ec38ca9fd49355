import type { Kysely } from 'kysely';

/**
 * Launches played offline: a SCO enrollment remembers when the commit that wrote its run-time data was made,
 * so a commit that arrives late (sent by a device coming back online) never overwrites newer data.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('learning_sco_enrollments').addColumn('dataAt', 'varchar(32)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('learning_sco_enrollments').dropColumn('dataAt').execute();
}
