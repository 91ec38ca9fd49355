import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';
import {
  CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';

/** Kysely dialect over Node's built-in `node:sqlite`, so no native addon is needed at install. */
export class NodeSqliteDialect implements Dialect {
  readonly #database: DatabaseSync;

  constructor(database: DatabaseSync) {
    this.#database = database;
  }

  createDriver(): Driver {
    return new NodeSqliteDriver(this.#database);
  }

  createQueryCompiler(): QueryCompiler {
    return new SqliteQueryCompiler();
  }

  createAdapter(): DialectAdapter {
    return new NodeSqliteAdapter();
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new SqliteIntrospector(db);
  }
}

/**
 * SQLite's adapter, except that Kysely need not take turns for us: the driver hands its one connection out
 * itself, so that it can see who waits for it (see the commit groups below).
 */
class NodeSqliteAdapter extends SqliteAdapter {
  override get supportsMultipleConnections(): boolean {
    return true;
  }
}

const STATEMENT_CACHE_SIZE = 500;

/** A commit group closes when it holds this many units of work, or when it has been open this long. */
const GROUP_MAX_UNITS = 64;
const GROUP_MAX_MS = 10;

/**
 * Units of work that share one commit: one open transaction on the connection, each unit's transaction a
 * savepoint inside it, and each unit answered only once the shared commit has reached the disk.
 */
type CommitGroup = {
  openedAt: number;
  units: Array<{ resolve: () => void; reject: (error: unknown) => void }>;
  savepoints: number;
};

/** One holder's turn on the connection: a single statement or a transaction (alone, or in a commit group). */
class Lease implements DatabaseConnection {
  state: 'statement' | 'transaction' | 'savepoint' | 'ended' = 'statement';
  savepoint = '';
  readonly #driver: NodeSqliteDriver;
  #release: (() => void) | undefined;

  constructor(driver: NodeSqliteDriver, release: () => void) {
    this.#driver = driver;
    this.#release = release;
  }

  executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    return this.#driver.execute<R>(this, compiledQuery);
  }

  // biome-ignore lint/correctness/useYield: streaming is not used; Kysely requires the method.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streaming is not supported by the node:sqlite driver');
  }

  /** Hands the connection to the next holder (once; Kysely's release after an early one does nothing). */
  release(): void {
    const release = this.#release;
    this.#release = undefined;
    release?.();
  }
}

/**
 * One connection guarded by a queue: a transaction holds the connection until it ends, so queries of other
 * requests never run inside it.
 *
 * With `synchronous = FULL` each commit waits for the disk to flush the log, and `node:sqlite` waits on the
 * event loop, so one worker would write at the disk's flush rate. Commits are therefore grouped: a
 * transaction's commit is held open until the event loop's next turn, and the units of work that use the
 * connection meanwhile run inside the same SQLite transaction (each transaction as a savepoint, so one that
 * fails undoes only its own rows; each statement alone as itself). One commit then makes them all durable.
 * No unit is answered before that commit: a write is acknowledged only once it is on disk, and a read that
 * ran inside the group answers only once what it saw is too. A group also commits at `GROUP_MAX_UNITS`
 * units or after `GROUP_MAX_MS`, and a commit SQLite refuses fails every unit in it.
 */
class NodeSqliteDriver implements Driver {
  readonly #database: DatabaseSync;
  readonly #connection: NodeSqliteConnection;
  #queue: Promise<void> = Promise.resolve();
  #group: CommitGroup | undefined;

  constructor(database: DatabaseSync) {
    this.#database = database;
    this.#connection = new NodeSqliteConnection(database);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.#queue;
    let release!: () => void;
    this.#queue = new Promise<void>((resolve) => {
      release = resolve;
    });
    await previous;
    return new Lease(this, release);
  }

  /** A statement of a holder: inside its transaction, in the open group as a unit of its own, or alone. */
  async execute<R>(lease: Lease, compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    if (lease.state !== 'statement' || !this.#group) return this.#connection.executeQuery<R>(compiledQuery);
    const result = await this.#connection.executeQuery<R>(compiledQuery);
    await this.#joinGroup(lease);
    return result;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    const lease = connection as Lease;
    if (this.#group) {
      this.#group.savepoints += 1;
      lease.savepoint = `unit_${this.#group.savepoints}`;
      await this.#connection.executeQuery(CompiledQuery.raw(`savepoint ${lease.savepoint}`));
      lease.state = 'savepoint';
      return;
    }
    await this.#connection.executeQuery(CompiledQuery.raw('begin immediate'));
    lease.state = 'transaction';
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const lease = connection as Lease;
    if (lease.state === 'savepoint') {
      await this.#connection.executeQuery(CompiledQuery.raw(`release ${lease.savepoint}`));
      return this.#joinGroup(lease);
    }
    const group: CommitGroup = { openedAt: Date.now(), units: [], savepoints: 0 };
    this.#group = group;
    setImmediate(() => void this.#commitLater(group));
    return this.#joinGroup(lease);
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const lease = connection as Lease;
    // Its commit failed with its group's, which is already undone.
    if (lease.state === 'ended') return;
    if (lease.state === 'savepoint') {
      lease.state = 'ended';
      try {
        await this.#connection.executeQuery(CompiledQuery.raw(`rollback to ${lease.savepoint}`));
        await this.#connection.executeQuery(CompiledQuery.raw(`release ${lease.savepoint}`));
      } catch (error) {
        this.#failGroup(error);
        throw error;
      }
      return;
    }
    lease.state = 'ended';
    await this.#connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    (connection as Lease).release();
  }

  async destroy(): Promise<void> {
    this.#connection.close();
  }

  /**
   * A unit that wrote or read inside the open group has ended: it is answered at the group's commit, and the
   * next holder goes on meanwhile; a full or old group commits now, this unit's turn still held.
   */
  async #joinGroup(lease: Lease): Promise<void> {
    const group = this.#group;
    if (!group) return;
    lease.state = 'ended';
    if (!this.#database.isTransaction) {
      // SQLite undid the whole transaction (a full disk, an I/O error): every unit in it is lost.
      const error = new Error('the shared transaction was undone by SQLite');
      this.#failGroup(error);
      throw error;
    }
    if (group.units.length + 1 < GROUP_MAX_UNITS && Date.now() - group.openedAt < GROUP_MAX_MS) {
      const committed = new Promise<void>((resolve, reject) => group.units.push({ resolve, reject }));
      lease.release();
      return committed;
    }
    await this.#commit(group);
  }

  /** The group's commit on the event loop's next turn, in the connection's queue like any unit. */
  async #commitLater(group: CommitGroup): Promise<void> {
    const lease = (await this.acquireConnection()) as Lease;
    try {
      if (this.#group === group) await this.#commit(group);
    } catch {
      // Every unit of the group has been failed with the error.
    } finally {
      lease.release();
    }
  }

  async #commit(group: CommitGroup): Promise<void> {
    try {
      await this.#connection.executeQuery(CompiledQuery.raw('commit'));
    } catch (error) {
      this.#failGroup(error);
      throw error;
    }
    this.#group = undefined;
    for (const unit of group.units) unit.resolve();
  }

  /** Undoes the open group and fails every unit waiting on its commit. */
  #failGroup(error: unknown): void {
    const group = this.#group;
    this.#group = undefined;
    if (this.#database.isTransaction) this.#database.exec('rollback');
    for (const unit of group?.units ?? []) unit.reject(error);
  }
}

/** How long a statement waits for another process's write to end before failing (as a busy timeout would). */
const BUSY_WAIT_MS = 5000;

/** SQLITE_BUSY and its extended codes: another connection (another worker process) holds the lock. */
function isBusy(error: unknown): boolean {
  const code = (error as { errcode?: unknown } | null)?.errcode;
  return typeof code === 'number' && (code & 0xff) === 5;
}

/** The statements on the database, each prepared once. */
class NodeSqliteConnection {
  readonly #database: DatabaseSync;
  /** Prepared statements by SQL text, each with whether it answers rows (asking SQLite costs as much as a small read). */
  readonly #statements = new Map<string, { statement: StatementSync; returnsRows: boolean }>();

  constructor(database: DatabaseSync) {
    this.#database = database;
  }

  /**
   * Runs a statement; when another process holds the database's write lock, waits for it without blocking
   * this process (SQLite's own busy timeout would sleep on the event loop, stalling every request of the
   * worker). Only statements outside a transaction, a transaction's `begin` and its `commit` are tried
   * again: each had no effect when refused. The connection is opened with no busy timeout of its own.
   */
  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const started = Date.now();
    for (let attempt = 0; ; attempt += 1) {
      try {
        return this.#execute<R>(compiledQuery);
      } catch (error) {
        // A refused commit leaves the transaction open and is tried again, as SQLite documents.
        const retried = !this.#database.isTransaction || /^commit\b/i.test(compiledQuery.sql);
        if (!isBusy(error) || !retried || Date.now() - started >= BUSY_WAIT_MS) throw error;
        await new Promise((resolve) => setTimeout(resolve, Math.min(1 + attempt, 10)));
      }
    }
  }

  #execute<R>(compiledQuery: CompiledQuery): QueryResult<R> {
    const { statement, returnsRows } = this.#prepare(compiledQuery.sql);
    const parameters = compiledQuery.parameters.map(toSqliteValue);
    if (returnsRows) {
      return { rows: statement.all(...parameters) as R[] };
    }
    const { changes, lastInsertRowid } = statement.run(...parameters);
    return {
      insertId: BigInt(lastInsertRowid),
      numAffectedRows: BigInt(changes),
      rows: [],
    };
  }

  close(): void {
    this.#statements.clear();
    this.#database.close();
  }

  #prepare(sql: string): { statement: StatementSync; returnsRows: boolean } {
    let prepared = this.#statements.get(sql);
    if (!prepared) {
      if (this.#statements.size >= STATEMENT_CACHE_SIZE) {
        const oldest = this.#statements.keys().next().value;
        if (oldest !== undefined) this.#statements.delete(oldest);
      }
      const statement = this.#database.prepare(sql);
      prepared = { statement, returnsRows: statement.columns().length > 0 };
      this.#statements.set(sql, prepared);
    }
    return prepared;
  }
}

function toSqliteValue(value: unknown): SQLInputValue {
  if (value === undefined || value === null) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object' && !(value instanceof Uint8Array)) return JSON.stringify(value);
  return value as SQLInputValue;
}
