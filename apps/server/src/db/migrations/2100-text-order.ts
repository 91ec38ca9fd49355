import { accentedLetters } from '@trilha/shared/rules/text-order';
import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../migration-helpers';

/**
 * `pt_order(text)`: the key texts members read are ordered by in SQL (names, tags, titles), the same as
 * `textOrderKey` so 'Ética' sits with the E's. SQLite gets the function from the connection
 * (`openDatabase`); PostgreSQL gets it here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  const { from, to } = accentedLetters();
  await sql`create or replace function pt_order(value text) returns text language sql immutable parallel safe
    as ${sql.raw(`$$ select lower(translate(value, '${from}', '${to}')) $$`)}`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`drop function if exists pt_order(text)`.execute(db);
}
