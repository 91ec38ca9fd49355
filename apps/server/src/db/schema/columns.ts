import type { ColumnType } from 'kysely';

/**
 * A text column that holds only `Values`, read as that union. Writers that still compute a plain string
 * (shared rules returning `string`, test and demo builders) may set it as text; see docs/decisions.md.
 */
export type ReadTyped<Values extends string> = ColumnType<Values, string, string>;
