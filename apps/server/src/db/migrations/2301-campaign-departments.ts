import type { Kysely } from 'kysely';

/**
 * The departments a campaign is open to (the console's 'Departamentos'): one row per campaign and
 * department name, as members' `department` is written. A campaign without rows is open to every member.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('campaign_departments')
    .addColumn('idCampaign', 'integer', (col) => col.notNull().references('campaigns.idCampaign'))
    .addColumn('idCompany', 'integer', (col) => col.notNull().references('companies.idCompany'))
    .addColumn('department', 'varchar(200)', (col) => col.notNull())
    .addPrimaryKeyConstraint('campaign_departments_pk', ['idCampaign', 'department'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('campaign_departments').execute();
}
