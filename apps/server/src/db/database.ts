import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Kysely, PostgresDialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { migrations } from './migrations/index';
import { NodeSqliteDialect } from './node-sqlite-dialect';
import type { Tables } from './schema';

export type Db = Kysely<Tables>;
export type Engine = 'sqlite' | 'postgres';

export type DatabaseHandle = {
  db: Db;
  engine: Engine;
  close: () => Promise<void>;
};

// COUNT(*) and SUM() come back from PostgreSQL as int8/numeric strings; the app wants numbers on both engines.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

/** Opens PostgreSQL when a URL is given, otherwise SQLite at `sqlitePath` (`:memory:` for tests). */
export function openDatabase(options: { databaseUrl?: string; sqlitePath: string; poolSize?: number }): DatabaseHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
    return { db, engine: 'postgres', close: () => db.destroy() };
  }
  if (options.sqlitePath !== ':memory:') mkdirSync(dirname(options.sqlitePath), { recursive: true });
  // Several worker processes share the file: WAL lets them read while one writes, and a write that finds the
  // lock taken waits in the driver without blocking the event loop (no busy timeout here, see the dialect).
  const sqlite = new DatabaseSync(options.sqlitePath, { timeout: 0 });
  sqlite.exec('PRAGMA journal_mode = WAL');
  // Every acknowledged write (progress, grades, payments) survives a crash or power loss.
  sqlite.exec('PRAGMA synchronous = FULL');
  sqlite.exec('PRAGMA foreign_keys = ON');
  const db = new Kysely<Tables>({ dialect: new NodeSqliteDialect(sqlite) });
  return { db, engine: 'sqlite', close: () => db.destroy() };
}

/** Brings the schema up to date; returns the names of the migrations it ran. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error;
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}

/** Whether a write failed on a unique index, on either engine (a concurrent insert won). */
export function isUniqueViolation(error: unknown): boolean {
  const err = error as { code?: string; message?: string } | null;
  return err?.code === '23505' || /UNIQUE constraint failed/i.test(err?.message ?? '');
}
