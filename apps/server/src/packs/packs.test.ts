import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, type TestDatabase } from '../../test/harness';
import { migrateToLatest } from '../db/database';
import { createDiskStorage, type Storage } from '../platform/storage';
import { DEMO_LOGINS, importDemoPacks } from './demo-packs';
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

  it('give a new installation its demo tenants with dates counted from the import, and importing them again changes nothing', async () => {
    const fresh = await createTestDatabase();
    try {
      await migrateToLatest(fresh.db);
      // A moment off the whole minute: what happened minutes or days before it is counted from it exactly.
      const now = new Date('2026-11-21T10:37:12.345Z');
      const first = await importDemoPacks(fresh.db, storage, now);
      expect(first.map((result) => result.created).every((created) => created > 0)).toBe(true);
      const counts = await tableCounts(fresh.db);
      for (const table of ['chat_messages', 'learning_answers', 'learning_certificates', 'navigation_trackings']) {
        expect(counts[table], table).toBeGreaterThan(0);
      }
      const question = await fresh.db
        .selectFrom('chat_messages')
        .select('moment')
        .where('message', '=', 'Vai ter a apresentação das metas de 2027?')
        .executeTakeFirstOrThrow();
      expect(question.moment).toBe('2026-11-21T10:32:12.345Z');
      const campaign = await fresh.db
        .selectFrom('campaigns')
        .select(['startDate', 'endDate'])
        .where('name', '=', 'Conhecimento em Ação')
        .executeTakeFirstOrThrow();
      expect(campaign).toEqual({ startDate: '2026-10-22T10:37:12.345Z', endDate: '2027-01-20T10:37:12.345Z' });

      const again = await importDemoPacks(fresh.db, storage, now);
      expect(again.map((result) => [result.created, result.updated])).toEqual([
        [0, 0],
        [0, 0],
      ]);
      expect(await tableCounts(fresh.db)).toEqual(counts);
    } finally {
      await fresh.close();
    }
  });

  it('sign every demo login in', async () => {
    const t = await createTestApp();
    try {
      for (const login of DEMO_LOGINS) {
        const session = await t.login(login.username);
        expect(session.loginInfo.username, login.app).toBe(login.username);
      }
    } finally {
      await t.close();
    }
  });
});
