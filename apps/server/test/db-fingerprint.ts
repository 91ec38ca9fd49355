import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../src/db/database';

/** Tables whose rows are not application data. */
const SKIPPED = /^kysely_migration/;

/** A hash of every row of every table: equal fingerprints mean the request changed nothing stored. */
export async function fingerprintDatabase(db: Db): Promise<string> {
  const tables = (await db.introspection.getTables()).map((table) => table.name).filter((name) => !SKIPPED.test(name));
  const hash = createHash('sha256');
  for (const table of tables.sort()) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table)} order by 1`.execute(db);
    hash.update(table);
    hash.update(JSON.stringify(rows.rows));
  }
  return hash.digest('hex');
}
