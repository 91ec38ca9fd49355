import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/harness';
import type { Db } from './database';
import { unitOfWork, withTransaction } from './unit-of-work';

/** A repository over one handle: writes and counts rows of a probe table. */
const probes = (db: Db) => ({
  add: (name: string) => sql`insert into unit_probe (name) values (${name})`.execute(db),
  count: async () => {
    const { rows } = await sql<{ total: number }>`select count(*) as total from unit_probe`.execute(db);
    return Number(rows[0]?.total ?? 0);
  },
});

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await sql`create table unit_probe (name varchar(20) not null)`.execute(database.db);
});
afterAll(async () => database.close());
beforeEach(async () => {
  await sql`delete from unit_probe`.execute(database.db);
});

describe('withTransaction', () => {
  it('keeps every row the work wrote when it succeeds', async () => {
    const answer = await withTransaction(database.db, probes, async (repos) => {
      await repos.add('a');
      await repos.add('b');
      return repos.count();
    });
    expect(answer).toBe(2);
    expect(await probes(database.db).count()).toBe(2);
  });

  it('keeps none of them when the work fails midway', async () => {
    const failing = withTransaction(database.db, probes, async (repos) => {
      await repos.add('a');
      throw new Error('second write refused');
    });
    await expect(failing).rejects.toThrow('second write refused');
    expect(await probes(database.db).count()).toBe(0);
  });

  it('joins the transaction it is called in, so the outer failure undoes the inner work', async () => {
    const run = unitOfWork(database.db, probes);
    const failing = run(async (repos, trx) => {
      await repos.add('outer');
      await withTransaction(trx, probes, async (inner) => {
        await inner.add('inner');
        expect(await inner.count()).toBe(2);
      });
      throw new Error('outer refused');
    });
    await expect(failing).rejects.toThrow('outer refused');
    expect(await probes(database.db).count()).toBe(0);
  });
});
