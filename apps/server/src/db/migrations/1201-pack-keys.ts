import { type Kysely, sql } from 'kysely';

/** The stable keys that tie a tenant pack's entities to their rows, so importing a pack again updates them. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pack_keys')
    .addColumn('idCompany', 'integer', (col) => col.notNull().references('companies.idCompany'))
    .addColumn('entityType', 'varchar(40)', (col) => col.notNull())
    .addColumn('packKey', 'varchar(200)', (col) => col.notNull())
    .addColumn('entityId', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('pack_keys_pk', ['idCompany', 'entityType', 'packKey'])
    .execute();
  await db.schema.createIndex('pack_keys_entity').on('pack_keys').columns(['entityType', 'entityId']).execute();
  // A company's own key names it across the installation.
  await db.schema
    .createIndex('pack_keys_company')
    .on('pack_keys')
    .column('packKey')
    .unique()
    .where(sql.ref('entityType'), '=', 'company')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('pack_keys').execute();
}
