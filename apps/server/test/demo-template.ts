import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { type Db, migrateToLatest, openDatabase } from '../src/db/database';
import { DEMO_PASSWORD, importDemoPacks } from '../src/packs/demo-packs';
import { hashPassword, LEGACY_PASSWORD_COST, verifyPassword } from '../src/platform/passwords';
import { createDiskStorage } from '../src/platform/storage';

/**
 * The scrypt cost of passwords in test apps: the cost hashes had before it was raised to OWASP's, so the
 * hundreds of logins of a test run take the time they took then. The production cost and the upgrade of
 * older hashes are tested with the production cost (`apps/server/src/modules/auth/sessions.test.ts`).
 */
export const TEST_PASSWORD_COST = LEGACY_PASSWORD_COST;

/** A test clock's first instant: the demo's dates (campaigns, points) sit around it. */
export const TEST_CLOCK_START = new Date('2026-11-21T12:00:00Z');

/**
 * Where the imported demo kept for a test run lies: its uploaded files, and the database to start from
 * (SQLite's bytes in a file, or a PostgreSQL template database).
 */
export type DemoTemplate = { uploadsDir: string; sqliteImagePath?: string; postgresTemplate?: string };

declare module 'vitest' {
  export interface ProvidedContext {
    demoTemplate: DemoTemplate | null;
  }
}

/**
 * Vitest's global setup of the server projects: migrates and imports the demo packs once per run, so each
 * test file copies them (SQLite bytes, `CREATE DATABASE ... TEMPLATE`) instead of importing them again.
 * The demo password is stored at the test apps' cost, so no file pays a first login at the production cost
 * and its upgrade (a fresh import, `createTestApp({ freshDemo: true })`, keeps the production cost).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const engine = project.config.env?.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
  const dir = mkdtempSync(join(tmpdir(), 'trilha-demo-template-'));
  const uploadsDir = join(dir, 'uploads');
  const storage = createDiskStorage(uploadsDir);

  if (engine === 'sqlite') {
    const handle = openDatabase({ sqlitePath: ':memory:' });
    await migrateToLatest(handle.db);
    await importDemoPacks(handle.db, storage, TEST_CLOCK_START);
    await storeDemoPasswordAtTestCost(handle.db);
    const sqliteImagePath = join(dir, 'demo.sqlite');
    writeFileSync(sqliteImagePath, handle.snapshot?.() ?? new Uint8Array());
    await handle.close();
    project.provide('demoTemplate', { uploadsDir, sqliteImagePath });
    return async () => rmSync(dir, { recursive: true, force: true });
  }

  const adminUrl = process.env.DATABASE_URL_TEST;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs DATABASE_URL_TEST');
  const name = `trilha_template_${process.pid}`;
  await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name}`);
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = openDatabase({ databaseUrl: url.toString(), sqlitePath: ':memory:', poolSize: 1 });
  await migrateToLatest(handle.db);
  await importDemoPacks(handle.db, storage, TEST_CLOCK_START);
  await storeDemoPasswordAtTestCost(handle.db);
  await handle.close();
  await untilNoConnections(adminUrl, name);
  project.provide('demoTemplate', { uploadsDir, postgresTemplate: name });
  return async () => {
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    rmSync(dir, { recursive: true, force: true });
  };
}

/** Replaces the hashes of the demo password (made at the production cost) by one made at the test cost. */
async function storeDemoPasswordAtTestCost(db: Db): Promise<void> {
  const rows = await db
    .selectFrom('users')
    .select('passwordHash')
    .distinct()
    .where('passwordHash', 'is not', null)
    .execute();
  const testHash = await hashPassword(DEMO_PASSWORD, TEST_PASSWORD_COST);
  for (const { passwordHash } of rows) {
    if (passwordHash && (await verifyPassword(DEMO_PASSWORD, passwordHash))) {
      await db.updateTable('users').set({ passwordHash: testHash }).where('passwordHash', '=', passwordHash).execute();
    }
  }
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Waits (up to 10 s) until no connection is left on a database: a closed pool's connections go shortly
 * after its promise resolves, and a database is copied or dropped only once they have.
 */
export async function untilNoConnections(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const { rows } = await client.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where datname = $1',
        [name],
      );
      if ((rows[0]?.n ?? 0) === 0 || Date.now() > deadline) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    await client.end();
  }
}

/** The SQLite bytes of the imported demo. */
export function readSqliteImage(template: DemoTemplate): Uint8Array | undefined {
  return template.sqliteImagePath ? readFileSync(template.sqliteImagePath) : undefined;
}

/** Copies the demo's uploaded files into a test app's upload folder. */
export function copyDemoUploads(template: DemoTemplate, uploadsDir: string): void {
  cpSync(template.uploadsDir, uploadsDir, { recursive: true });
}
