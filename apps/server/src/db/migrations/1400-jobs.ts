import type { Kysely } from 'kysely';
import { withId } from '../migration-helpers';

/** Background jobs claimed through the database, so any instance may run any job and none runs twice. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('jobs'), 'idJob')
    .addColumn('idCompany', 'integer')
    .addColumn('type', 'varchar(64)', (col) => col.notNull())
    .addColumn('payload', 'text', (col) => col.notNull())
    .addColumn('status', 'varchar(10)', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('maxAttempts', 'integer', (col) => col.notNull().defaultTo(3))
    .addColumn('runAt', 'varchar(32)', (col) => col.notNull())
    .addColumn('lockedBy', 'varchar(100)')
    .addColumn('lockedUntil', 'varchar(32)')
    .addColumn('lastError', 'text')
    .addColumn('result', 'text')
    .addColumn('createdAt', 'varchar(32)', (col) => col.notNull())
    .addColumn('updatedAt', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('jobs_claim').on('jobs').columns(['status', 'runAt']).execute();
  await db.schema.createIndex('jobs_company').on('jobs').columns(['idCompany', 'type']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('jobs').execute();
}
