import type { Kysely } from 'kysely';
import { withId } from '../migration-helpers';

/**
 * Every PIN request (`/contract/sendpin`), for any number, member's or not: the hourly limits count these
 * rows the same way for every number, so the answer cannot tell a member's phone from an unknown one, and
 * they count per requesting address, so nobody else's requests use up a member's own. Only a hash of the
 * number is kept; rows older than a day are removed as new ones arrive.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('activation_requests'), 'idActivationRequest')
    .addColumn('idApp', 'integer', (col) => col.notNull())
    .addColumn('phoneHash', 'varchar(64)', (col) => col.notNull())
    .addColumn('address', 'varchar(64)', (col) => col.notNull())
    .addColumn('createdAt', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('activation_requests_phone')
    .on('activation_requests')
    .columns(['idApp', 'phoneHash', 'address', 'createdAt'])
    .execute();
  await db.schema
    .createIndex('activation_requests_address')
    .on('activation_requests')
    .columns(['address', 'createdAt'])
    .execute();
  await db.schema.createIndex('activation_requests_created').on('activation_requests').column('createdAt').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('activation_requests').execute();
}
