import { sql } from 'kysely';
import type { Db, Engine } from '../src/db/database';

/** Tables whose rows are not application data. */
const SKIPPED = /^kysely_migration/;

const COUNTER = 'test_row_writes';

/**
 * Counts every row written from now on: a trigger on each application table adds one to a counter row for
 * each row inserted, updated or deleted, in the writer's own transaction (a write rolled back is not
 * counted). A request that leaves the count as it was stored nothing; reading one row stays cheap however
 * many requests a test makes, where hashing every table took most of the fuzzing's time.
 */
export async function countRowWrites(db: Db, engine: Engine): Promise<() => Promise<number>> {
  const tables = (await db.introspection.getTables())
    .map((table) => table.name)
    .filter((name) => !SKIPPED.test(name) && name !== COUNTER);
  await sql`create table ${sql.table(COUNTER)} (n integer not null)`.execute(db);
  await sql`insert into ${sql.table(COUNTER)} (n) values (0)`.execute(db);
  if (engine === 'postgres') {
    await sql
      .raw(
        `create function test_count_row_write() returns trigger language plpgsql as $$
         begin update ${COUNTER} set n = n + 1; return null; end $$`,
      )
      .execute(db);
  }
  for (const table of tables) {
    if (engine === 'postgres') {
      await sql
        .raw(
          `create trigger test_row_write after insert or update or delete on "${table}"
           for each row execute function test_count_row_write()`,
        )
        .execute(db);
      continue;
    }
    for (const event of ['insert', 'update', 'delete']) {
      await sql
        .raw(
          `create trigger "test_row_${event}_${table}" after ${event} on "${table}"
           begin update ${COUNTER} set n = n + 1; end`,
        )
        .execute(db);
    }
  }
  return async () => {
    const { rows } = await sql<{ n: number }>`select n from ${sql.table(COUNTER)}`.execute(db);
    return Number(rows[0]?.n ?? 0);
  };
}
