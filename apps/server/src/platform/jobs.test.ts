import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock, createTestDatabase, type TestDatabase } from '../../test/harness';
import { type DatabaseHandle, migrateToLatest, openDatabase } from '../db/database';
import { createJobQueue } from './jobs';

// Two workers with their own connections to one database, as two instances would have.
let database: TestDatabase;
let second: DatabaseHandle;
const log = { info: () => undefined, warn: () => undefined, error: () => undefined } as never;

beforeAll(async () => {
  database = await createTestDatabase({ file: true });
  await migrateToLatest(database.db);
  second = openDatabase({ databaseUrl: database.url, sqlitePath: database.sqlitePath, poolSize: 4 });
});
afterAll(async () => {
  await second?.close();
  await database?.close();
});

describe('database jobs', () => {
  it('never gives the same job to two workers running at the same time', async () => {
    const clock = createTestClock();
    const runs: Array<{ idJob: number; worker: string }> = [];
    const workers = [
      createJobQueue({ db: database.db, clock, log, instanceId: 'one' }),
      createJobQueue({ db: second.db, clock, log, instanceId: 'two' }),
    ];
    for (const worker of workers) {
      worker.register<{ n: number }>('count', async (_payload, job) => {
        runs.push({ idJob: job.idJob, worker: worker.instanceId });
        await new Promise((r) => setTimeout(r, 2));
      });
    }
    const ids: number[] = [];
    for (let n = 0; n < 60; n++) ids.push(await workers[0]!.enqueue('count', { n }, { idCompany: 1 }));

    const [first, other] = await Promise.all(workers.map((worker) => worker.runDue()));
    expect((first ?? 0) + (other ?? 0)).toBe(60);
    expect(runs.map((run) => run.idJob).sort((x, y) => x - y)).toEqual(ids);
    const rows = await database.db
      .selectFrom('jobs')
      .select(['status', 'attempts'])
      .where('type', '=', 'count')
      .execute();
    expect(rows.every((row) => row.status === 'done' && row.attempts === 1)).toBe(true);
  });

  it('retries a failed attempt later and keeps the last error visible, then fails for good', async () => {
    const clock = createTestClock();
    const queue = createJobQueue({ db: database.db, clock, log, retryDelayMs: 1000 });
    let calls = 0;
    queue.register('flaky', async () => {
      calls++;
      if (calls < 2) throw new Error('pacote temporariamente indisponível');
      return { imported: true };
    });
    queue.register('broken', async () => {
      throw new Error('manifesto inválido');
    });
    const flaky = await queue.enqueue('flaky', {}, { idCompany: 1 });
    const broken = await queue.enqueue('broken', {}, { idCompany: 1, maxAttempts: 2 });

    await queue.runDue();
    expect(await queue.get(flaky, 1)).toMatchObject({ status: 'queued', attempts: 1 });
    expect((await queue.get(flaky, 1))?.lastError).toBe('pacote temporariamente indisponível');
    expect(await queue.runDue()).toBe(0);

    clock.advance(1000);
    await queue.runDue();
    expect(await queue.get(flaky, 1)).toMatchObject({ status: 'done', attempts: 2, result: '{"imported":true}' });
    clock.advance(2000);
    await queue.runDue();
    expect(await queue.get(broken, 1)).toMatchObject({
      status: 'failed',
      attempts: 2,
      lastError: 'manifesto inválido',
    });
  });

  it('shows a job only to its own company', async () => {
    const queue = createJobQueue({ db: database.db, clock: createTestClock(), log });
    const idJob = await queue.enqueue('import', {}, { idCompany: 1 });
    expect(await queue.get(idJob, 1)).toBeDefined();
    expect(await queue.get(idJob, 2)).toBeUndefined();
  });

  it('takes over a job whose instance died once its lock lapses', async () => {
    const clock = createTestClock();
    const dead = createJobQueue({ db: database.db, clock, log, instanceId: 'dead', lockMs: 10_000 });
    const alive = createJobQueue({ db: second.db, clock, log, instanceId: 'alive', lockMs: 10_000 });
    let release!: () => void;
    dead.register('slow', () => new Promise((resolve) => (release = () => resolve(undefined))));
    alive.register('slow', async () => 'taken over');
    const idJob = await dead.enqueue('slow', {}, { idCompany: 1 });
    const stuck = dead.runDue();
    await new Promise((r) => setTimeout(r, 50));
    expect(await alive.runDue()).toBe(0);
    clock.advance(11_000);
    expect(await alive.runDue()).toBe(1);
    expect(await alive.get(idJob, 1)).toMatchObject({ status: 'done', result: '"taken over"' });
    // The instance that lost the lock cannot overwrite the outcome.
    release();
    await stuck;
    expect(await alive.get(idJob, 1)).toMatchObject({ status: 'done', result: '"taken over"' });
  });

  it('runs queued jobs in the background once started, and stop() waits for the job in hand', async () => {
    const queue = createJobQueue({ db: database.db, clock: createTestClock(), log, pollMs: 20 });
    const done: number[] = [];
    queue.register<{ n: number }>('background', async ({ n }) => {
      await new Promise((r) => setTimeout(r, 30));
      done.push(n);
    });
    queue.start();
    await queue.enqueue('background', { n: 1 });
    await queue.enqueue('background', { n: 2 });
    const deadline = Date.now() + 5000;
    while (done.length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    await queue.enqueue('background', { n: 3 });
    await new Promise((r) => setTimeout(r, 40));
    await queue.stop();
    expect(done.slice(0, 2)).toEqual([1, 2]);
    const running = await database.db.selectFrom('jobs').select('idJob').where('status', '=', 'running').execute();
    expect(running).toEqual([]);
  });
});
