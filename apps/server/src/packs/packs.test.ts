import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/harness';
import { migrateToLatest } from '../db/database';
import { seedDemo } from '../db/seed/demo';
import { createDiskStorage, type Storage } from '../platform/storage';
import { exportPack } from './pack-export';
import { formatPackError } from './pack-reader';
import { importPackFolder } from './packs';

const FIXTURES = resolve(import.meta.dirname, '../../test/packs');
const NOW = new Date('2026-11-21T12:00:00Z');

let database: TestDatabase;
let storage: Storage;
let dataDir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  await migrateToLatest(database.db);
  dataDir = mkdtempSync(join(tmpdir(), 'trilha-packs-'));
  storage = createDiskStorage(join(dataDir, 'uploads'));
});

afterAll(async () => {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function counts() {
  const count = async (
    table:
      | 'companies'
      | 'apps'
      | 'users'
      | 'sections'
      | 'learning_nodes'
      | 'learning_teams'
      | 'campaigns'
      | 'learning_content_items'
      | 'audit_log',
  ) => {
    const row = await database.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  return {
    companies: await count('companies'),
    apps: await count('apps'),
    users: await count('users'),
    sections: await count('sections'),
    nodes: await count('learning_nodes'),
    teams: await count('learning_teams'),
    campaigns: await count('campaigns'),
    contents: await count('learning_content_items'),
  };
}

describe('tenant packs', () => {
  it('reports every error of a broken pack with its file and line, and writes nothing', async () => {
    const before = await counts();
    const outcome = await importPackFolder(database.db, storage, join(FIXTURES, 'invalid'), { now: NOW });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    const lines = outcome.errors.map(formatPackError);
    const where = outcome.errors.map((error) => `${error.file}:${error.line}`);
    // The colour, the app type and the missing file in pack.yaml; the CPF, the unknown field and the missing name in users.yaml.
    expect(where).toEqual(
      expect.arrayContaining(['pack.yaml:6', 'pack.yaml:11', 'pack.yaml:14', 'users.yaml:4', 'users.yaml:5']),
    );
    expect(lines.join('\n')).toMatch(/CPF/);
    expect(lines.join('\n')).toMatch(/campo desconhecido: nome/);
    expect(lines.join('\n')).toMatch(/nao-existe\.svg/);
    expect(await counts()).toEqual(before);
  });

  it('imports a valid pack, and importing it again updates rather than duplicates', async () => {
    const first = await importPackFolder(database.db, storage, join(FIXTURES, 'valid'), { now: NOW });
    if (!first.ok) throw new Error(first.errors.map(formatPackError).join('\n'));
    expect(first.result.created).toBeGreaterThan(0);
    const afterFirst = await counts();
    expect(afterFirst).toMatchObject({
      companies: 1,
      apps: 2,
      users: 2,
      nodes: 2,
      teams: 1,
      campaigns: 1,
      contents: 1,
    });

    const second = await importPackFolder(database.db, storage, join(FIXTURES, 'valid'), { now: NOW });
    if (!second.ok) throw new Error(second.errors.map(formatPackError).join('\n'));
    expect(second.result.created).toBe(0);
    expect(await counts()).toEqual(afterFirst);

    const app = await database.db
      .selectFrom('apps')
      .selectAll()
      .where('bucket', '=', 'lumen')
      .executeTakeFirstOrThrow();
    expect(app.logo).toMatch(/^\/files\/packs\/lumen\/media\/logo\.svg$/);
    expect(await storage.stat('packs/lumen/media/logo.svg')).not.toBeNull();
    const audit = await database.db.selectFrom('audit_log').selectAll().where('action', '=', 'pack.import').execute();
    expect(audit).toHaveLength(2);
    expect(audit.every((entry) => entry.source === 'pack' && entry.idUser === null)).toBe(true);
  });

  it('exports a company as a pack that imports back without changes', async () => {
    const company = await database.db
      .selectFrom('companies')
      .select('idCompany')
      .where('name', '=', 'Lumen Energia')
      .executeTakeFirstOrThrow();
    const folder = join(dataDir, 'exported');
    const { pack } = await exportPack(database.db, storage, company.idCompany, folder);
    expect(pack.company.key).toBe('lumen');
    const before = await counts();
    const again = await importPackFolder(database.db, storage, folder, { now: NOW });
    if (!again.ok) throw new Error(again.errors.map(formatPackError).join('\n'));
    expect(again.result.created).toBe(0);
    expect(await counts()).toEqual(before);
  });
});

describe('the demo packs (packs/)', () => {
  const DEMO = resolve(import.meta.dirname, '../../../../packs');
  // The import's own records: its audit entries and the keys it gives every entity.
  const OWN_RECORDS = new Set(['audit_log', 'pack_keys']);

  /** The row count of every table of the schema (read from the database, so a new table is counted too). */
  async function tableCounts(db: TestDatabase['db']) {
    const tables = (await db.introspection.getTables())
      .map((table) => table.name)
      .filter((name) => !name.startsWith('kysely_') && !OWN_RECORDS.has(name))
      .sort();
    const result: Record<string, number> = {};
    for (const table of tables) {
      const row = await (db as unknown as Kysely<Record<string, Record<string, unknown>>>)
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      result[table] = Number(row.n);
    }
    return result;
  }

  it('import into an empty installation as the demo seed writes it, and a second import changes nothing', async () => {
    const fresh = await createTestDatabase();
    const seeded = await createTestDatabase();
    try {
      await migrateToLatest(fresh.db);
      await migrateToLatest(seeded.db);
      // A moment off the whole minute: a date the seed counts from it must come back counted from it too.
      const now = new Date('2026-11-21T10:37:12.345Z');
      await seedDemo(seeded.db, storage, now);
      for (const name of ['acme', 'globex']) {
        const outcome = await importPackFolder(fresh.db, storage, join(DEMO, name), { now });
        if (!outcome.ok) throw new Error(outcome.errors.map(formatPackError).join('\n'));
      }
      const first = await tableCounts(fresh.db);
      expect(first).toEqual(await tableCounts(seeded.db));
      const maria = await fresh.db
        .selectFrom('users')
        .select('passwordHash')
        .where('username', '=', 'maria@acme.example')
        .executeTakeFirstOrThrow();
      expect(maria.passwordHash).toBeTruthy();
      // Member activity falls on the same moments (minutes ago, days ago at an hour) and votes give the same averages.
      const momentsOf = async (db: TestDatabase['db']) => ({
        chat: await db.selectFrom('chat_messages').select(['message', 'moment']).orderBy('idChatMessage').execute(),
        notices: await db
          .selectFrom('member_notifications')
          .select(['title', 'createdAt'])
          .orderBy('idNotification')
          .execute(),
        campaigns: await db
          .selectFrom('campaigns')
          .select(['name', 'startDate', 'endDate'])
          .orderBy('idCampaign')
          .execute(),
        visits: await db
          .selectFrom('navigation_trackings')
          .select(['timeStart', 'timeExecuted'])
          .orderBy('idNavigationTracking')
          .execute(),
        attempts: await db
          .selectFrom('learning_questionnaires')
          .select(['startDate', 'finishDate', 'grade'])
          .orderBy('idQuestionnaire')
          .execute(),
        answers: await db
          .selectFrom('learning_answers')
          .select(['position', 'answerText', 'isCorrect'])
          .orderBy('idAnswer')
          .execute(),
        ratings: await db
          .selectFrom('content_items')
          .select(['text', 'rating', 'numberVotes'])
          .orderBy('idContentItem')
          .execute(),
      });
      // Row ids differ (the import writes in its own order): rows are compared as sorted lists.
      const sorted = (moments: Record<string, unknown[]>) =>
        Object.fromEntries(
          Object.entries(moments).map(([name, rows]) => [name, rows.map((row) => JSON.stringify(row)).sort()]),
        );
      expect(sorted(await momentsOf(fresh.db))).toEqual(sorted(await momentsOf(seeded.db)));
      // App settings come back as the seed wrote them, the side menu's name of the contents entry among them.
      const appsOf = (db: TestDatabase['db']) =>
        db
          .selectFrom('apps')
          .select(['bucket', 'name', 'idAppType', 'gamification', 'contentsMenuName', 'agreementVersion'])
          .orderBy('bucket')
          .execute();
      expect(await appsOf(fresh.db)).toEqual(await appsOf(seeded.db));
      expect((await appsOf(fresh.db)).find((app) => app.bucket === 'acme-academy')?.contentsMenuName).toBe(
        'productsAndTrails',
      );

      for (const name of ['acme', 'globex']) {
        const again = await importPackFolder(fresh.db, storage, join(DEMO, name), { now });
        if (!again.ok) throw new Error(again.errors.map(formatPackError).join('\n'));
        expect(again.result.created).toBe(0);
      }
      expect(await tableCounts(fresh.db)).toEqual(first);
    } finally {
      await fresh.close();
      await seeded.close();
    }
  });
});
