import type { Kysely } from 'kysely';

/**
 * The campaign modal's "seen" flag (spec document 2, `POST /campaign/:idCampaign/users/:idUser/notified`):
 * one row per campaign and member once the member has closed the campaign's announcement.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('campaign_notices')
    .addColumn('idCampaign', 'integer', (col) => col.notNull().references('campaigns.idCampaign'))
    .addColumn('idUser', 'integer', (col) => col.notNull().references('users.idUser'))
    .addColumn('idCompany', 'integer', (col) => col.notNull().references('companies.idCompany'))
    .addColumn('notifiedAt', 'varchar(32)', (col) => col.notNull())
    // Once per campaign and member: a repeated or racing request keeps the first moment.
    .addPrimaryKeyConstraint('campaign_notices_pk', ['idCampaign', 'idUser'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('campaign_notices').execute();
}
