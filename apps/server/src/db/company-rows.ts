import type {
  DeleteQueryBuilder,
  DeleteResult,
  Selectable,
  SelectQueryBuilder,
  UpdateQueryBuilder,
  UpdateResult,
} from 'kysely';
import type { Db } from './database';
import type { Tables } from './schema';

/** The tables whose rows belong to one company (they carry `idCompany`). */
export type CompanyTable = { [T in keyof Tables]: 'idCompany' extends keyof Tables[T] ? T : never }[keyof Tables];

/** Equality filters on a table's columns, added after the company's in the order given. */
export type RowMatch<T extends keyof Tables> = Partial<Selectable<Tables[T]>>;

type Filterable = { where(column: string, op: '=', value: unknown): Filterable };

/** Narrows a query to the company's rows and then to each column of `match`, in that order. */
function whereCompany<Q>(query: Q, idCompany: number, match: object): Q {
  let narrowed = (query as unknown as Filterable).where('idCompany', '=', idCompany);
  for (const [column, value] of Object.entries(match)) {
    // A match column given without a value would compare with NULL (no rows) or fail to bind: a caller's bug.
    if (value === undefined) throw new Error(`company rows: no value to match ${column}`);
    narrowed = narrowed.where(column, '=', value);
  }
  return narrowed as unknown as Q;
}

/**
 * A select from the company's rows of `table` (and those equal to `match`), for the caller to choose the
 * columns and run: `fromCompany(db, 'learning_scos', idCompany, { idSco }).selectAll().executeTakeFirst()`.
 */
export function fromCompany<T extends CompanyTable>(
  db: Db,
  table: T,
  idCompany: number,
  match: RowMatch<T> = {},
): SelectQueryBuilder<Tables, T, Record<never, never>> {
  return whereCompany(
    db.selectFrom(table) as unknown as SelectQueryBuilder<Tables, T, Record<never, never>>,
    idCompany,
    match,
  );
}

/** Every column of the company's rows of `table` equal to `match`. */
export function selectRows<T extends CompanyTable>(
  db: Db,
  table: T,
  idCompany: number,
  match: RowMatch<T> = {},
): Promise<Array<Selectable<Tables[T]>>> {
  return fromCompany(db, table, idCompany, match).selectAll().execute() as Promise<Array<Selectable<Tables[T]>>>;
}

/** An update of the company's rows of `table` equal to `match`, for the caller to `set` and run. */
export function updateCompanyRows<T extends CompanyTable>(
  db: Db,
  table: T,
  idCompany: number,
  match: RowMatch<T> = {},
): UpdateQueryBuilder<Tables, T, T, UpdateResult> {
  return whereCompany(
    db.updateTable(table) as unknown as UpdateQueryBuilder<Tables, T, T, UpdateResult>,
    idCompany,
    match,
  );
}

/** A delete of the company's rows of `table` equal to `match`, for the caller to run. */
export function deleteCompanyRows<T extends CompanyTable>(
  db: Db,
  table: T,
  idCompany: number,
  match: RowMatch<T> = {},
): DeleteQueryBuilder<Tables, T, DeleteResult> {
  return whereCompany(db.deleteFrom(table) as unknown as DeleteQueryBuilder<Tables, T, DeleteResult>, idCompany, match);
}
