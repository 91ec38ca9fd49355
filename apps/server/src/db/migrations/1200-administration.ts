import type { Kysely } from 'kysely';
import { withId } from '../migration-helpers';

/**
 * The operator side: the audit log of every administrative change (the console, the admin API, pack
 * imports and support sessions), with the member who made it and the administrator behind a support session.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const date = 'varchar(32)';

  await withId(db, db.schema.createTable('audit_log'), 'idAuditLog')
    .addColumn('idCompany', 'integer', (col) => col.notNull().references('companies.idCompany'))
    // Who: the signed-in member (null for a pack imported from the command line)...
    .addColumn('idUser', 'integer', (col) => col.references('users.idUser'))
    // ...and, during a support session, the administrator acting as them.
    .addColumn('supportIdUser', 'integer', (col) => col.references('users.idUser'))
    .addColumn('source', 'varchar(20)', (col) => col.notNull())
    .addColumn('action', 'varchar(60)', (col) => col.notNull())
    .addColumn('entityType', 'varchar(40)', (col) => col.notNull())
    .addColumn('entityId', 'varchar(200)')
    .addColumn('summary', 'varchar(300)')
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('requestId', 'varchar(100)')
    .addColumn('createdAt', date, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('audit_log_company').on('audit_log').columns(['idCompany', 'createdAt']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
}
