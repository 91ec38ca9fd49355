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
