import type { Kysely } from 'kysely';
import { withId } from '../migration-helpers';

/**
 * One row per signed-in session (a login, a support access, an app switch, a single sign-on): the token
 * names its row (`sid`), so one session can be ended without ending the member's others, and the member
 * sees where they are signed in ('Sessões ativas': device, last use).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('user_sessions'), 'idSession')
    .addColumn('idCompany', 'integer', (col) => col.notNull())
    .addColumn('idUser', 'integer', (col) => col.notNull())
    .addColumn('idApp', 'integer', (col) => col.notNull())
    .addColumn('supportIdUser', 'integer')
    .addColumn('userAgent', 'varchar(300)')
    .addColumn('createdAt', 'varchar(32)', (col) => col.notNull())
    .addColumn('lastUsedAt', 'varchar(32)', (col) => col.notNull())
    .addColumn('expiresAt', 'varchar(32)', (col) => col.notNull())
    .addColumn('endedAt', 'varchar(32)')
    .execute();
  await db.schema.createIndex('user_sessions_member').on('user_sessions').columns(['idUser', 'endedAt']).execute();
  await db.schema
    .createIndex('user_sessions_supporter')
    .on('user_sessions')
    .columns(['supportIdUser', 'endedAt'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_sessions').execute();
}
