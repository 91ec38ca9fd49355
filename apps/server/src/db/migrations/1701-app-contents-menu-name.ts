import type { Kysely } from 'kysely';

/**
 * The learning side menu's collapsible entry is 'Conteúdos', or 'Produtos e Trilhas' for some tenants
 * (spec 3, 2.10): a per-app setting holding the name's key (`productsAndTrails`), null for the default.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('apps').addColumn('contentsMenuName', 'varchar(40)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('apps').dropColumn('contentsMenuName').execute();
}
