import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, PostgresAdapter } from 'kysely';

/** True when the migration runs on PostgreSQL; column types differ slightly from SQLite. */
export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** Adds an auto-incremented integer primary key that both engines understand. */
export function withId<T extends string>(
  db: Kysely<unknown>,
  table: CreateTableBuilder<T, never>,
  column: string,
): CreateTableBuilder<T, string> {
  return isPostgres(db)
    ? table.addColumn(column, 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn(column, 'integer', (col) => col.primaryKey().autoIncrement());
}

/** A 0/1 flag column with a default. */
export function flagColumn(value: 0 | 1) {
  return (col: ColumnDefinitionBuilder) => col.notNull().defaultTo(value);
}
