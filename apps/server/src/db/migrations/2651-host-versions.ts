import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../migration-helpers';

/**
 * One version of which host belongs to which company, raised by triggers on every write of `app_hosts` and
 * of an app's bucket, whichever code writes them (the console, a pack import, SQL by hand): each server
 * process keeps its host-to-company answers while the version stays (platform/host-company.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('host_versions')
    .addColumn('id', 'integer', (column) => column.primaryKey())
    .addColumn('version', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await sql`insert into host_versions (id, version) values (1, 0)`.execute(db);
  const bump = 'update host_versions set version = version + 1 where id = 1;';
  if (isPostgres(db)) {
    await sql
      .raw(`create or replace function trilha_bump_host_version() returns trigger as $$
        begin ${bump} return null; end $$ language plpgsql`)
      .execute(db);
    await sql
      .raw(`create trigger app_hosts_host_version after insert or update or delete on app_hosts
        for each statement execute function trilha_bump_host_version()`)
      .execute(db);
    await sql
      .raw(`create trigger apps_host_version after update of bucket on apps
        for each statement execute function trilha_bump_host_version()`)
      .execute(db);
    return;
  }
  for (const kind of ['insert', 'update', 'delete']) {
    await sql
      .raw(`create trigger app_hosts_host_version_${kind} after ${kind} on app_hosts begin ${bump} end`)
      .execute(db);
  }
  await sql.raw(`create trigger apps_host_version after update of bucket on apps begin ${bump} end`).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql.raw('drop trigger if exists app_hosts_host_version on app_hosts').execute(db);
    await sql.raw('drop trigger if exists apps_host_version on apps').execute(db);
    await sql.raw('drop function if exists trilha_bump_host_version()').execute(db);
  } else {
    for (const kind of ['insert', 'update', 'delete'])
      await sql.raw(`drop trigger if exists app_hosts_host_version_${kind}`).execute(db);
    await sql.raw('drop trigger if exists apps_host_version').execute(db);
  }
  await db.schema.dropTable('host_versions').execute();
}
