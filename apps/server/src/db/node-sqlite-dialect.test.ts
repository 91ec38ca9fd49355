import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './database';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function sharedFile() {
  const folder = mkdtempSync(join(tmpdir(), 'trilha-sqlite-'));
  folders.push(folder);
  return join(folder, 'shared.sqlite');
}

describe('node:sqlite shared by several processes', () => {
  it('waits for another connection’s write without blocking the event loop, then writes', async () => {
    const path = sharedFile();
    const handle = openDatabase({ sqlitePath: path });
    await sql`create table counters (id integer primary key, value integer not null)`.execute(handle.db);
    await sql`insert into counters (id, value) values (1, 0)`.execute(handle.db);
    // Another worker process holds the write lock.
    const other = new DatabaseSync(path);
    other.exec('begin immediate');
    other.exec('update counters set value = value + 1 where id = 1');

    let ticks = 0;
    const ticker = setInterval(() => {
      ticks += 1;
    }, 1);
    const write = handle.db.transaction().execute(async (trx) => {
      await sql`update counters set value = value + 10 where id = 1`.execute(trx);
    });
    const autocommit = sql`update counters set value = value + 100 where id = 1`.execute(handle.db);
    // While the lock is held this process keeps running its timers.
    while (ticks < 5) await new Promise((resolve) => setTimeout(resolve, 1));
    other.exec('commit');
    await Promise.all([write, autocommit]);
    clearInterval(ticker);

    const { rows } = await sql<{ value: number }>`select value from counters where id = 1`.execute(handle.db);
    expect(rows[0]?.value).toBe(111);
    other.close();
    await handle.close();
  });

  it('gives up with the busy error when the lock is never released', async () => {
    const path = sharedFile();
    const handle = openDatabase({ sqlitePath: path });
    await sql`create table t (id integer primary key)`.execute(handle.db);
    const other = new DatabaseSync(path);
    other.exec('begin immediate');
    await expect(sql`insert into t (id) values (1)`.execute(handle.db)).rejects.toMatchObject({ errcode: 5 });
    other.exec('rollback');
    other.close();
    await handle.close();
  }, 15_000);
});

describe('commits shared by the units of work waiting together', () => {
  async function counterTable() {
    const path = sharedFile();
    const handle = openDatabase({ sqlitePath: path });
    await sql`create table rows (id integer primary key, label text not null unique)`.execute(handle.db);
    // Another process's view of the file: it sees only what is committed.
    const other = new DatabaseSync(path, { readOnly: true });
    const committed = () =>
      (other.prepare('select label from rows order by id').all() as Array<{ label: string }>).map((row) => row.label);
    return { handle, other, committed };
  }

  it('answers each transaction only once it is committed, and the transactions that waited share one commit', async () => {
    const { handle, other, committed } = await counterTable();
    const labels = Array.from({ length: 10 }, (_, index) => `row ${index}`);
    let seenAtFirstAnswer: string[] = [];
    const writes = labels.map((label, index) =>
      handle.db
        .transaction()
        .execute(async (trx) => {
          await sql`insert into rows (label) values (${label})`.execute(trx);
        })
        .then(() => {
          if (index === 0) seenAtFirstAnswer = committed();
        }),
    );
    await Promise.all(writes);
    // Without shared commits the first would answer with its own row alone on disk.
    expect(seenAtFirstAnswer).toEqual(labels);
    other.close();
    await handle.close();
  });

  it('undoes only the rows of a transaction that fails inside a shared commit', async () => {
    const { handle, other, committed } = await counterTable();
    const outcomes = await Promise.allSettled(
      ['a', 'b', 'c', 'd'].map((label) =>
        handle.db.transaction().execute(async (trx) => {
          await sql`insert into rows (label) values (${label})`.execute(trx);
          await sql`insert into rows (label) values (${`${label} again`})`.execute(trx);
          if (label === 'b') throw new Error('b refused');
        }),
      ),
    );
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    expect(committed()).toEqual(['a', 'a again', 'c', 'c again', 'd', 'd again']);
    other.close();
    await handle.close();
  });

  it('keeps a statement that fails alone out of the others’ commit, and answers a read only once what it saw is committed', async () => {
    const { handle, other, committed } = await counterTable();
    await sql`insert into rows (label) values ('first')`.execute(handle.db);
    let seenWhenRead: string[] = [];
    const outcomes = await Promise.allSettled([
      handle.db.transaction().execute(async (trx) => {
        await sql`insert into rows (label) values ('second')`.execute(trx);
      }),
      sql`insert into rows (label) values ('first')`.execute(handle.db),
      sql<{ label: string }>`select label from rows order by id`.execute(handle.db).then((result) => {
        seenWhenRead = committed();
        return result.rows.map((row) => row.label);
      }),
      sql`insert into rows (label) values ('third')`.execute(handle.db),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    expect(outcomes[2]).toEqual({ status: 'fulfilled', value: ['first', 'second'] });
    expect(seenWhenRead).toEqual(expect.arrayContaining(['first', 'second']));
    expect(committed()).toEqual(['first', 'second', 'third']);
    other.close();
    await handle.close();
  });

  it('fails every unit of a shared commit that SQLite refuses, and keeps none of their rows', async () => {
    const path = sharedFile();
    const handle = openDatabase({ sqlitePath: path });
    await sql`create table parents (id integer primary key)`.execute(handle.db);
    // Checked at commit: a row pointing at no parent makes the commit itself fail.
    await sql`create table children (id integer primary key, parent integer not null references parents (id) deferrable initially deferred)`.execute(
      handle.db,
    );
    const outcomes = await Promise.allSettled([
      handle.db.transaction().execute(async (trx) => {
        await sql`insert into parents (id) values (1)`.execute(trx);
      }),
      handle.db.transaction().execute(async (trx) => {
        await sql`insert into children (parent) values (99)`.execute(trx);
      }),
      handle.db.transaction().execute(async (trx) => {
        await sql`insert into parents (id) values (3)`.execute(trx);
      }),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected', 'rejected']);
    const { rows } = await sql<{ n: number }>`select count(*) as n from parents`.execute(handle.db);
    expect(rows[0]?.n).toBe(0);
    // The connection is usable afterwards.
    await handle.db.transaction().execute(async (trx) => {
      await sql`insert into parents (id) values (4)`.execute(trx);
    });
    await handle.close();
  });
});
