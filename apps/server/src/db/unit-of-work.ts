import type { Db } from './database';

/**
 * Runs `work` as one unit: in one transaction, with the repositories `bind` builds over it, so every row
 * it writes is kept together or not at all. Called on a handle that already is a transaction, the work
 * joins it (Kysely has no nested transactions), so a service may call another that opens its own unit.
 */
export function withTransaction<R, T>(
  db: Db,
  bind: (db: Db) => R,
  work: (repos: R, trx: Db) => Promise<T>,
): Promise<T> {
  if (db.isTransaction) return work(bind(db), db);
  return db.transaction().execute((trx) => work(bind(trx), trx));
}

/** A service's way to run a unit of work with its repositories bound to the transaction. */
export type UnitOfWork<R> = <T>(work: (repos: R, trx: Db) => Promise<T>) => Promise<T>;

/** The unit of work over `db` with the repositories `bind` builds, as a dependency a service receives. */
export function unitOfWork<R>(db: Db, bind: (db: Db) => R): UnitOfWork<R> {
  return (work) => withTransaction(db, bind, work);
}
