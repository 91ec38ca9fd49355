import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_ENGINE } from './harness';
import { type ServerProcess, startServerProcess } from './server-process';

// Durability on SQLite (WAL, synchronous = FULL): a stream of acknowledged writes, the server process killed
// with SIGKILL in the middle of it, and every write it acknowledged still there after a restart.

/** One kind of acknowledged write: how to send write number `n`, and how many are stored. */
type DurableWrite = {
  name: string;
  /** True when the server acknowledged the write (a 2xx). */
  send: (server: ServerProcess, n: number) => Promise<boolean>;
  /** How many writes are in the database. */
  countStored: (database: DatabaseSync) => number;
};

/** `POST /login/forgot`: each acknowledged call stored a password-reset code (and an outbox message). */
const passwordLinkWrite: DurableWrite = {
  name: 'password links (POST /login/forgot)',
  async send(server) {
    const response = await fetch(`${server.url}/login/forgot`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'maria@acme.example', idAppType: 1, idApp: 1 }),
    });
    return response.ok;
  },
  countStored: (database) =>
    Number((database.prepare('select count(*) as n from password_resets').get() as { n: number }).n),
};

/** The write under test: switch to content progress here once that route exists. */
const DURABLE_WRITE: DurableWrite = passwordLinkWrite;

const WRITERS = 4;
const KILL_AFTER_ACKS = 60;

const dataDir = mkdtempSync(join(tmpdir(), 'trilha-durability-'));
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(TEST_ENGINE !== 'sqlite')(`durability of ${DURABLE_WRITE.name}`, () => {
  it('keeps every acknowledged write after the server is killed with SIGKILL mid-stream', async () => {
    const env = { LOGIN_RATE_LIMIT_PER_MINUTE: '100000', LOG_LEVEL: 'warn' };
    const server = await startServerProcess({ env, dataDir });
    let acknowledged = 0;
    let sent = 0;
    let killed = false;
    // Each writer keeps writing until the server is gone; the kill lands while the others' writes are in flight.
    const writer = async () => {
      for (;;) {
        const ok = await DURABLE_WRITE.send(server, sent++).catch(() => false);
        if (ok) acknowledged++;
        else if (killed) return;
        if (acknowledged >= KILL_AFTER_ACKS && !killed) {
          killed = true;
          server.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: WRITERS }, writer));
    expect(await server.exited).toBe('SIGKILL');
    expect(acknowledged).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);
    expect(sent).toBeGreaterThan(acknowledged);

    const restarted = await startServerProcess({ env, dataDir });
    try {
      expect((await fetch(`${restarted.url}/ready`)).status).toBe(200);
      const database = new DatabaseSync(join(dataDir, 'trilha.sqlite'), { readOnly: true });
      try {
        expect(DURABLE_WRITE.countStored(database)).toBeGreaterThanOrEqual(acknowledged);
      } finally {
        database.close();
      }
    } finally {
      await restarted.stop();
    }
  }, 120_000);
});
