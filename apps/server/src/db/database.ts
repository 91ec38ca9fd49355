import { chmodSync, closeSync, existsSync, mkdirSync, openSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { textOrderKey } from '@trilha/shared/rules/text-order';
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
  /** SQLite only: the whole database as the bytes of its file (tests keep a seeded one to start from). */
  snapshot?: () => Uint8Array;
};

// COUNT(*) and SUM() come back from PostgreSQL as int8/numeric strings; the app wants numbers on both engines.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

/** Opens PostgreSQL when a URL is given, otherwise SQLite at `sqlitePath` (`:memory:` for tests). */
export function openDatabase(options: {
  databaseUrl?: string;
  sqlitePath: string;
  poolSize?: number;
  /** SQLite in memory only: starts from these bytes (a `snapshot()`) instead of an empty database. */
  sqliteImage?: Uint8Array;
}): DatabaseHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
    return { db, engine: 'postgres', close: () => db.destroy() };
  }
  if (options.sqlitePath !== ':memory:') {
    mkdirSync(dirname(options.sqlitePath), { recursive: true });
    keepPrivate(options.sqlitePath);
  }
  // Several worker processes share the file: WAL lets them read while one writes, and a write that finds the
  // lock taken waits in the driver without blocking the event loop (no busy timeout here, see the dialect).
  const sqlite = new DatabaseSync(options.sqlitePath, { timeout: 0 });
  if (options.sqliteImage && options.sqlitePath === ':memory:') sqlite.deserialize(options.sqliteImage);
  sqlite.exec('PRAGMA journal_mode = WAL');
  // Every acknowledged write (progress, grades, payments) survives a crash or power loss.
  sqlite.exec('PRAGMA synchronous = FULL');
  sqlite.exec('PRAGMA foreign_keys = ON');
  // The order key of texts (migration 2100 gives PostgreSQL the same function).
  sqlite.function('pt_order', { deterministic: true }, (value) =>
    typeof value === 'string' ? textOrderKey(value) : value,
  );
  const db = new Kysely<Tables>({ dialect: new NodeSqliteDialect(sqlite) });
  return { db, engine: 'sqlite', close: () => db.destroy(), snapshot: () => sqlite.serialize() };
}

/**
 * The database holds every member's data: its file is readable by the server's user only (0600, like the
 * signing secret beside it). A new file is made so before SQLite opens it (its journal files take the same
 * permissions); an older one made readable by all is narrowed.
 */
function keepPrivate(path: string): void {
  if (!existsSync(path)) closeSync(openSync(path, 'a', 0o600));
  for (const file of [path, `${path}-wal`, `${path}-shm`]) {
    if (existsSync(file) && (statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  }
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
