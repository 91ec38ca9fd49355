import { type RawBuilder, sql } from 'kysely';

/**
 * Orders by a text column in Portuguese order on both engines: `pt_order(column)` ignores accents and case
 * (spec texts are Portuguese; 'Ética' sits with the E's). Follow it with the column itself, and an id, for a
 * stable page order.
 */
export function byText(column: string): RawBuilder<string> {
  return sql<string>`pt_order(${sql.ref(column)})`;
}
