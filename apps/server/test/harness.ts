import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Session } from '@trilha/shared/api/auth';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { type BuildAppOptions, buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type DatabaseHandle, migrateToLatest, openDatabase } from '../src/db/database';
import { DEMO_PASSWORD, importDemoPacks } from '../src/packs/demo-packs';
import type { Clock } from '../src/platform/clock';
import type { Mailer, MailMessage } from '../src/platform/mail';
import { createDiskStorage } from '../src/platform/storage';
import {
  copyDemoUploads,
  type DemoTemplate,
  readSqliteImage,
  TEST_CLOCK_START,
  TEST_PASSWORD_COST,
  untilNoConnections,
} from './demo-template';

/** The engine this test run uses: `TEST_DB=postgres` (with `DATABASE_URL_TEST`) or SQLite in memory. */
export const TEST_ENGINE = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

/** A movable clock for tests. */
export function createTestClock(start = TEST_CLOCK_START) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    set: (date: Date | string) => {
      now = new Date(date).getTime();
    },
    advance: (ms: number) => {
      now += ms;
    },
  } satisfies Clock & Record<string, unknown>;
}

/** A mailer that keeps what it sent, for assertions. */
export function createRecordingMailer() {
  const sent: MailMessage[] = [];
  return { sent, send: async (message: MailMessage) => void sent.push(message) } satisfies Mailer & {
    sent: MailMessage[];
  };
}

/** A test database; `url` (PostgreSQL) or `sqlitePath` (a file) lets another connection or process open it. */
export type TestDatabase = DatabaseHandle & { url: string | undefined; sqlitePath: string };

/**
 * A database of its own for one test file: in-memory SQLite (or a file with `{ file: true }`, so other
 * connections and processes can open it), or a fresh PostgreSQL database dropped afterwards.
 */
export async function createTestDatabase(options: { file?: boolean; from?: DemoTemplate } = {}): Promise<TestDatabase> {
  if (TEST_ENGINE === 'sqlite') {
    if (!options.file) {
      const sqliteImage = options.from ? readSqliteImage(options.from) : undefined;
      return { ...openDatabase({ sqlitePath: ':memory:', sqliteImage }), url: undefined, sqlitePath: ':memory:' };
    }
    const dir = mkdtempSync(join(tmpdir(), 'trilha-db-'));
    const sqlitePath = join(dir, 'trilha.sqlite');
    const handle = openDatabase({ sqlitePath });
    return {
      ...handle,
      url: undefined,
      sqlitePath,
      close: async () => {
        await handle.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const adminUrl = process.env.DATABASE_URL_TEST;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs DATABASE_URL_TEST');
  const name = `trilha_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const template = options.from?.postgresTemplate;
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = openDatabase({ databaseUrl: url.toString(), sqlitePath: ':memory:', poolSize: 4 });
  return {
    ...handle,
    url: url.toString(),
    sqlitePath: ':memory:',
    close: async () => {
      await handle.close();
      // The pool's promise resolves before its connections have closed; dropping with FORCE at once would
      // kill connections still saying goodbye, and their clients would throw. Wait for them to go first.
      await untilNoConnections(adminUrl, name);
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export { TEST_PASSWORD_COST };

/** The signing secret of test apps and test server processes. */
export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-0123';

export type TestAppOptions = Partial<Omit<BuildAppOptions, 'config' | 'database'>> & {
  /** Extra environment for the configuration (`REDIS_URL`, `S3_*`...). */
  env?: Record<string, string>;
  /** A database already migrated with the demo imported, shared with another test app (a second instance). */
  database?: TestDatabase;
  /** Imports the demo anew instead of copying the run's template (whose demo password is at the test cost). */
  freshDemo?: boolean;
};

/**
 * A real app on a real database with the demo packs imported, driven through `app.inject`.
 * `login` signs a demo member in and returns the session.
 */
export async function createTestApp(options: TestAppOptions = {}) {
  const { env, database: shared, freshDemo, ...appOptions } = options;
  // The demo imported once for the run (test/demo-template.ts), copied here; imported anew into a storage of the
  // caller's, or when asked.
  const template = options.storage || freshDemo ? null : inject('demoTemplate');
  const database = shared ?? (await createTestDatabase({ from: template ?? undefined }));
  const dataDir = mkdtempSync(join(tmpdir(), 'trilha-test-'));
  // The demo's dates (campaigns, points) sit around the test clock's start.
  const clock = createTestClock();
  const storage = options.storage ?? createDiskStorage(join(dataDir, 'uploads'));
  if (!shared && template) {
    copyDemoUploads(template, join(dataDir, 'uploads'));
  } else if (!shared) {
    await migrateToLatest(database.db);
    await importDemoPacks(database.db, storage, clock.now());
  }
  const mailer = createRecordingMailer();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATA_DIR: dataDir,
    JWT_SECRET: TEST_JWT_SECRET,
    ...env,
  });
  const app = await buildApp({
    config,
    database,
    storage,
    clock,
    mailer,
    serveWeb: false,
    loginAttemptsPerMinute: 1000,
    passwordCost: TEST_PASSWORD_COST,
    ...appOptions,
  });
  await app.ready();

  const apps = await database.db.selectFrom('apps').select(['idApp', 'idCompany', 'bucket', 'idAppType']).execute();
  // A token is accepted only on its company's hosts: requests made with a session carry the app's own host.
  const hostRows = await database.db.selectFrom('app_hosts').select(['idApp', 'host']).orderBy('position').execute();
  const hostOf = (idApp: number) => hostRows.find((row) => row.idApp === idApp)?.host ?? 'localhost';
  const appOf = (bucket: string) => {
    const found = apps.find((entry) => entry.bucket === bucket);
    if (!found) throw new Error(`no demo app ${bucket}`);
    return found;
  };

  async function login(username: string, bucket = username.endsWith('@globex.example') ? 'globex' : 'acme') {
    const target = appOf(bucket);
    const response = await app.inject({
      method: 'POST',
      url: '/login',
      payload: { username, password: DEMO_PASSWORD, idAppType: target.idAppType, idApp: target.idApp },
    });
    if (response.statusCode !== 200) throw new Error(`login of ${username} failed: ${response.body}`);
    const session = response.json().data as Session;
    return { ...session, headers: { authorization: `Bearer ${session.token}`, host: hostOf(target.idApp) } };
  }

  return {
    app,
    database,
    db: database.db,
    engine: database.engine,
    clock,
    mailer,
    storage,
    appOf,
    /** The first host of an app (requests with its members' tokens must be made to one of its company's hosts). */
    hostOf,
    login,
    /** Stops the app; the database is closed too unless it was passed in (it belongs to the caller). */
    async close() {
      await app.close();
      if (!shared) await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A JSON answer, typed loosely for assertions. */
// biome-ignore lint/suspicious/noExplicitAny: tests read answers of every route; their schemas are asserted by value, not restated as types
export type Json = Record<string, any>;

/** The JSON body of an answer, typed loosely for assertions. */
export function body(response: LightMyRequestResponse): Json {
  return response.json() as Json;
}

export type { FastifyInstance };

/**
 * Two instances of the server on one demo database, each on its own connection (as two worker processes are),
 * and a third connection to write on as another process would: for tests of what each process keeps.
 */
export async function createTwoInstances() {
  const database = await createTestDatabase({ file: true });
  await migrateToLatest(database.db);
  await importDemoPacks(
    database.db,
    createDiskStorage(mkdtempSync(join(tmpdir(), 'trilha-instances-'))),
    createTestClock().now(),
  );
  const connection = () => openDatabase({ databaseUrl: database.url, sqlitePath: database.sqlitePath, poolSize: 2 });
  const a = await createTestApp({ database });
  const second = connection();
  const b = await createTestApp({ database: { ...database, ...second } });
  const writer = connection();
  return {
    a,
    b,
    writer: writer.db,
    close: async () => {
      await b.close();
      await a.close();
      await writer.close();
      await second.close();
      await database.close();
    },
  };
}
