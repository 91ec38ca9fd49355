import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../migration-helpers';

/** The tables of the learning catalog's structure, kept per company in each server process (catalog-cache.ts). */
export const CATALOG_TABLES = [
  'learning_nodes',
  'learning_blocks',
  'learning_block_elements',
  'learning_content_items',
  'learning_evaluations',
  'learning_node_tags',
] as const;

/**
 * A version per company of its learning catalog, raised by triggers on every write of the catalog's
 * tables, so the copies kept by server processes are renewed whichever code writes them. A content's view
 * count, raised on every view, is not structure: an update that changes it does not raise the version
 * (content answers read the count from the database).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('cache_versions')
    .addColumn('idCompany', 'integer', (column) => column.primaryKey())
    .addColumn('catalogVersion', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  const bump = (row: 'NEW' | 'OLD') =>
    `insert into cache_versions ("idCompany", "catalogVersion") values (${row}."idCompany", 1)
     on conflict ("idCompany") do update set "catalogVersion" = cache_versions."catalogVersion" + 1;`;
  if (isPostgres(db)) {
    await sql
      .raw(`create or replace function trilha_bump_catalog_version() returns trigger as $$
        begin
          if tg_op <> 'INSERT' then ${bump('OLD')} end if;
          if tg_op <> 'DELETE' then ${bump('NEW')} end if;
          return null;
        end $$ language plpgsql`)
      .execute(db);
    for (const table of CATALOG_TABLES) {
      await sql
        .raw(`create trigger ${table}_catalog_version after insert or delete on ${table}
          for each row execute function trilha_bump_catalog_version()`)
        .execute(db);
      const onlyStructure = table === 'learning_content_items' ? 'when (new.views is not distinct from old.views)' : '';
      await sql
        .raw(`create trigger ${table}_catalog_version_update after update on ${table}
          for each row ${onlyStructure} execute function trilha_bump_catalog_version()`)
        .execute(db);
    }
    return;
  }
  for (const table of CATALOG_TABLES) {
    await sql
      .raw(`create trigger ${table}_catalog_version_insert after insert on ${table} begin ${bump('NEW')} end`)
      .execute(db);
    const onlyStructure = table === 'learning_content_items' ? 'when new.views is old.views' : '';
    await sql
      .raw(
        `create trigger ${table}_catalog_version_update after update on ${table} ${onlyStructure} begin ${bump('NEW')} end`,
      )
      .execute(db);
    await sql
      .raw(`create trigger ${table}_catalog_version_delete after delete on ${table} begin ${bump('OLD')} end`)
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of CATALOG_TABLES) {
    if (isPostgres(db)) {
      await sql.raw(`drop trigger if exists ${table}_catalog_version on ${table}`).execute(db);
      await sql.raw(`drop trigger if exists ${table}_catalog_version_update on ${table}`).execute(db);
      await sql.raw(`drop trigger if exists ${table}_catalog_version_update on ${table}`).execute(db);
    } else {
      for (const kind of ['insert', 'update', 'delete']) {
        await sql.raw(`drop trigger if exists ${table}_catalog_version_${kind}`).execute(db);
      }
    }
  }
  if (isPostgres(db)) await sql.raw('drop function if exists trilha_bump_catalog_version()').execute(db);
  await db.schema.dropTable('cache_versions').execute();
}
