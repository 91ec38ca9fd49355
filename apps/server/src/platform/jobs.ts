import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type { Db } from '../db/database';
import { isPostgres } from '../db/migration-helpers';
import type { JobsTable } from '../db/schema';
import type { Clock } from './clock';

/** A job as the database holds it; `status` is what a module shows (an import in progress, failed...). */
export type Job = Selectable<JobsTable>;
export type JobStatus = 'queued' | 'running' | 'done' | 'failed';

/** What a handler gets besides its payload. */
export type JobContext = { idJob: number; idCompany: number | null; attempt: number };

/** Runs one job; what it returns is stored as the job's result, a throw is a failed attempt. */
export type JobHandler<P = unknown> = (payload: P, job: JobContext) => Promise<unknown>;

export type JobQueueOptions = {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Names this instance in `lockedBy` (host and process by default). */
  instanceId?: string;
  /** How often an idle worker looks for work. */
  pollMs?: number;
  /** A running job's lock; renewed while its handler runs, taken over by another instance once it lapses. */
  lockMs?: number;
  /** Wait before the second attempt; doubled for each further one. */
  retryDelayMs?: number;
};

export type JobQueue = ReturnType<typeof createJobQueue>;

/**
 * Background jobs claimed through the database (SCORM imports, bulk mail...). Any instance may run any job:
 * a claim is one conditional UPDATE (with `FOR UPDATE SKIP LOCKED` on PostgreSQL), so two instances never
 * take the same job. Failed attempts are retried with a growing delay up to `maxAttempts`; a job whose
 * instance died is taken over when its lock lapses. Status, attempts and the last error stay in the row.
 *
 * Modules: `jobs.register('scorm-import', handler)` once at build, `jobs.enqueue('scorm-import', payload,
 * { idCompany })` in a service (inside its transaction by passing `trx`), `jobs.get(idJob, idCompany)` for status.
 */
export function createJobQueue(options: JobQueueOptions) {
  const { db, clock, log } = options;
  const instanceId = options.instanceId ?? `${hostname()}:${process.pid}`;
  const pollMs = options.pollMs ?? 1000;
  const lockMs = options.lockMs ?? 60_000;
  const retryDelayMs = options.retryDelayMs ?? 5_000;
  const postgres = isPostgres(db as unknown as Kysely<unknown>);
  const handlers = new Map<string, JobHandler<never>>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = true;
  let stopRequested = false;

  const at = (offsetMs = 0) => new Date(clock.now().getTime() + offsetMs).toISOString();

  /** Takes the next due job of a known type, or undefined; the UPDATE's own WHERE makes the claim exclusive. */
  async function claim(): Promise<(Job & { claim: string }) | undefined> {
    const types = [...handlers.keys()];
    if (types.length === 0) return undefined;
    const now = at();
    const claimToken = `${instanceId}:${randomBytes(6).toString('hex')}`;
    const row = await db
      .updateTable('jobs')
      .set((eb) => ({
        status: 'running',
        lockedBy: claimToken,
        lockedUntil: at(lockMs),
        attempts: eb('attempts', '+', 1),
        updatedAt: now,
      }))
      .where('idJob', '=', (eb) =>
        eb
          .selectFrom('jobs')
          .select('idJob')
          .where('type', 'in', types)
          .where((w) =>
            w.or([
              w.and([w('status', '=', 'queued'), w('runAt', '<=', now)]),
              w.and([w('status', '=', 'running'), w('lockedUntil', '<', now)]),
            ]),
          )
          .orderBy('runAt')
          .orderBy('idJob')
          .limit(1)
          .$if(postgres, (query) => query.forUpdate().skipLocked()),
      )
      .where((w) =>
        w.or([
          w.and([w('status', '=', 'queued'), w('runAt', '<=', now)]),
          w.and([w('status', '=', 'running'), w('lockedUntil', '<', now)]),
        ]),
      )
      .returningAll()
      .executeTakeFirst();
    return row ? { ...row, claim: claimToken } : undefined;
  }

  /** Writes the outcome only while this instance still holds the job. */
  async function finish(job: Job & { claim: string }, values: Partial<Omit<JobsTable, 'idJob'>>): Promise<void> {
    await db
      .updateTable('jobs')
      .set({ ...values, lockedBy: null, lockedUntil: null, updatedAt: at() })
      .where('idJob', '=', job.idJob)
      .where('lockedBy', '=', job.claim)
      .execute();
  }

  async function run(job: Job & { claim: string }): Promise<void> {
    const handler = handlers.get(job.type) as JobHandler<unknown> | undefined;
    const heartbeat = setInterval(() => {
      void db
        .updateTable('jobs')
        .set({ lockedUntil: at(lockMs) })
        .where('idJob', '=', job.idJob)
        .where('lockedBy', '=', job.claim)
        .execute()
        .catch((error: unknown) => log.warn({ err: error, idJob: job.idJob }, 'job lock renewal failed'));
    }, lockMs / 2);
    try {
      if (!handler) throw new Error(`no handler for job type ${job.type}`);
      const result = await handler(JSON.parse(job.payload), {
        idJob: job.idJob,
        idCompany: job.idCompany,
        attempt: job.attempts,
      });
      await finish(job, { status: 'done', result: result === undefined ? null : JSON.stringify(result) });
      log.info({ idJob: job.idJob, type: job.type, attempt: job.attempts }, 'job done');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const last = job.attempts >= job.maxAttempts;
      await finish(job, {
        status: last ? 'failed' : 'queued',
        lastError: message.slice(0, 2000),
        runAt: last ? job.runAt : at(retryDelayMs * 2 ** (job.attempts - 1)),
      });
      log.warn({ idJob: job.idJob, type: job.type, attempt: job.attempts, err: error }, 'job attempt failed');
    } finally {
      clearInterval(heartbeat);
    }
  }

  /** Claims and runs due jobs one after another until none is left. */
  async function drain(): Promise<number> {
    let count = 0;
    for (;;) {
      const job = await claim();
      if (!job) return count;
      await run(job);
      count++;
      if (stopRequested) return count;
    }
  }

  function schedule(delay: number): void {
    if (stopped) return;
    timer = setTimeout(() => {
      timer = undefined;
      running = drain()
        .catch((error: unknown) => log.error({ err: error }, 'job worker failed'))
        .then(() => {
          running = undefined;
          schedule(pollMs);
        });
    }, delay);
  }

  return {
    instanceId,

    /** Lets this instance run jobs of `type`. */
    register<P>(type: string, handler: JobHandler<P>): void {
      handlers.set(type, handler as JobHandler<never>);
    },

    /** Adds a job; pass `trx` to enqueue inside the caller's transaction. Returns its id. */
    async enqueue(
      type: string,
      payload: unknown,
      settings: { idCompany?: number | null; maxAttempts?: number; runAt?: Date; trx?: Db } = {},
    ): Promise<number> {
      const now = at();
      const { idJob } = await (settings.trx ?? db)
        .insertInto('jobs')
        .values({
          idCompany: settings.idCompany ?? null,
          type,
          payload: JSON.stringify(payload ?? null),
          status: 'queued',
          attempts: 0,
          maxAttempts: settings.maxAttempts ?? 3,
          runAt: settings.runAt ? settings.runAt.toISOString() : now,
          lockedBy: null,
          lockedUntil: null,
          lastError: null,
          result: null,
          createdAt: now,
          updatedAt: now,
        })
        .returning('idJob')
        .executeTakeFirstOrThrow();
      if (!stopped && timer !== undefined && running === undefined) {
        clearTimeout(timer);
        schedule(0);
      }
      return idJob;
    },

    /** A job of the company (status, attempts, last error, result), or undefined. */
    async get(idJob: number, idCompany: number | null): Promise<Job | undefined> {
      return db
        .selectFrom('jobs')
        .selectAll()
        .where('idJob', '=', idJob)
        .where((w) => (idCompany === null ? w('idCompany', 'is', null) : w('idCompany', '=', idCompany)))
        .executeTakeFirst();
    },

    /** Claims and runs due jobs until none is due; returns how many ran (tests and scripts). */
    runDue: drain,

    /** Starts polling for work. */
    start(): void {
      if (!stopped) return;
      stopped = false;
      stopRequested = false;
      schedule(0);
    },

    /** Stops polling and waits for the job in hand to finish. */
    async stop(): Promise<void> {
      stopped = true;
      stopRequested = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}
