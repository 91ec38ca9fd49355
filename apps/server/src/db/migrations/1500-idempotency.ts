import type { Kysely } from 'kysely';
import { withId } from '../migration-helpers';

/**
 * Writes a device sent with an `Idempotency-Key`: the first answer is kept so a replay (an offline queue
 * sending again after a lost answer) gets it back instead of writing twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('idempotency_keys'), 'idIdempotencyKey')
    .addColumn('idCompany', 'integer', (col) => col.notNull())
    .addColumn('idUser', 'integer', (col) => col.notNull())
    .addColumn('key', 'varchar(100)', (col) => col.notNull())
    .addColumn('method', 'varchar(10)', (col) => col.notNull())
    .addColumn('path', 'varchar(1000)', (col) => col.notNull())
    .addColumn('statusCode', 'integer')
    .addColumn('response', 'text')
    .addColumn('createdAt', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('idempotency_keys_owner_key')
    .on('idempotency_keys')
    .columns(['idCompany', 'idUser', 'key'])
    .unique()
    .execute();
  await db.schema.createIndex('idempotency_keys_created').on('idempotency_keys').column('createdAt').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('idempotency_keys').execute();
}
