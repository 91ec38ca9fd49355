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
    return new SqliteAdapter();
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new SqliteIntrospector(db);
  }
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * One connection guarded by a queue: a transaction holds the connection until it ends,
 * so queries of other requests never run inside it.
 */
class NodeSqliteDriver implements Driver {
  readonly #connection: NodeSqliteConnection;
  #queue: Promise<void> = Promise.resolve();
  #release: (() => void) | undefined;

  constructor(database: DatabaseSync) {
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
    this.#release = release;
    return this.#connection;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(): Promise<void> {
    const release = this.#release;
    this.#release = undefined;
    release?.();
  }

  async destroy(): Promise<void> {
    this.#connection.close();
  }
}

/** How long a statement waits for another process's write to end before failing (as a busy timeout would). */
const BUSY_WAIT_MS = 5000;

/** SQLITE_BUSY and its extended codes: another connection (another worker process) holds the lock. */
function isBusy(error: unknown): boolean {
  const code = (error as { errcode?: unknown } | null)?.errcode;
  return typeof code === 'number' && (code & 0xff) === 5;
}

class NodeSqliteConnection implements DatabaseConnection {
  readonly #database: DatabaseSync;
  /** Prepared statements by SQL text, each with whether it answers rows (asking SQLite costs as much as a small read). */
  readonly #statements = new Map<string, { statement: StatementSync; returnsRows: boolean }>();
  #inTransaction = false;

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
        const result = this.#execute<R>(compiledQuery);
        if (/^begin\b/i.test(compiledQuery.sql)) this.#inTransaction = true;
        else if (/^(commit|rollback)\b/i.test(compiledQuery.sql)) this.#inTransaction = false;
        return result;
      } catch (error) {
        const isCommit = /^commit\b/i.test(compiledQuery.sql);
        if (/^rollback\b/i.test(compiledQuery.sql) || (isCommit && !isBusy(error))) this.#inTransaction = false;
        // A refused commit leaves the transaction open and is tried again, as SQLite documents.
        if (!isBusy(error) || (this.#inTransaction && !isCommit) || Date.now() - started >= BUSY_WAIT_MS) throw error;
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

  // biome-ignore lint/correctness/useYield: streaming is not used; Kysely requires the method.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streaming is not supported by the node:sqlite driver');
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
