import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../migration-helpers';

/** The tables a content app's section lists are made of, kept per company in each server process (content-cache.ts). */
const CONTENT_TABLES = ['sections', 'content_items'] as const;

/**
 * A version per company of its content app's sections and items (`cache_versions.contentVersion`), raised
 * by triggers on every write of those tables (the console, a pack import, a member's vote changing an
 * item's rating, SQL by hand), in the writer's own transaction, so the copies kept by server processes are
 * renewed whichever code writes them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('cache_versions')
    .addColumn('contentVersion', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  const bump = (row: 'NEW' | 'OLD') =>
    `insert into cache_versions ("idCompany", "contentVersion") values (${row}."idCompany", 1)
     on conflict ("idCompany") do update set "contentVersion" = cache_versions."contentVersion" + 1;`;
  if (isPostgres(db)) {
    await sql
      .raw(`create or replace function trilha_bump_content_version() returns trigger as $$
        begin
          if tg_op <> 'INSERT' then ${bump('OLD')} end if;
          if tg_op <> 'DELETE' then ${bump('NEW')} end if;
          return null;
        end $$ language plpgsql`)
      .execute(db);
    for (const table of CONTENT_TABLES) {
      await sql
        .raw(`create trigger ${table}_content_version after insert or update or delete on ${table}
          for each row execute function trilha_bump_content_version()`)
        .execute(db);
    }
    return;
  }
  for (const table of CONTENT_TABLES) {
    await sql
      .raw(`create trigger ${table}_content_version_insert after insert on ${table} begin ${bump('NEW')} end`)
      .execute(db);
    await sql
      .raw(
        `create trigger ${table}_content_version_update after update on ${table} begin ${bump('OLD')} ${bump('NEW')} end`,
      )
      .execute(db);
    await sql
      .raw(`create trigger ${table}_content_version_delete after delete on ${table} begin ${bump('OLD')} end`)
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of CONTENT_TABLES) {
    if (isPostgres(db)) {
      await sql.raw(`drop trigger if exists ${table}_content_version on ${table}`).execute(db);
    } else {
      for (const kind of ['insert', 'update', 'delete']) {
        await sql.raw(`drop trigger if exists ${table}_content_version_${kind}`).execute(db);
      }
    }
  }
  if (isPostgres(db)) await sql.raw('drop function if exists trilha_bump_content_version()').execute(db);
  await db.schema.alterTable('cache_versions').dropColumn('contentVersion').execute();
}
