import { z } from '../zod';

/** The answer of every failed call: a stable code for the client and a Portuguese message for the member. */
export const errorResponse = z.object({
  success: z.literal(false),
  code: z.string(),
  message: z.string(),
  field: z.string().optional(),
  /** Every problem of a refused form, each at its field (`classes.0.name`). */
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  requestId: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

/** A flag stored as 0/1, as the specification sends them. */
export const flag = z.union([z.literal(0), z.literal(1)]);
export type Flag = z.infer<typeof flag>;

/** The largest id a column holds (PostgreSQL `integer`); a larger number can name nothing. */
export const MAX_ID = 2_147_483_647;

/** Positive integer id in a JSON body. */
export const id = z.number().int().positive().max(MAX_ID);

/** Positive integer id taken from a path or query string. */
export const idParam = z.coerce.number().int().positive().max(MAX_ID);

/** `{ success: true }` alone. */
export const okResponse = z.object({ success: z.literal(true), message: z.string().optional() });
export type OkResponse = z.infer<typeof okResponse>;

/** The `offset` and `limit` of a page request: at most `maxLimit` rows, `defaultLimit` when none is asked. */
export function pageFields(maxLimit: number, defaultLimit: number) {
  return {
    offset: z.coerce.number().int().min(0).default(0),
    limit: z.coerce.number().int().min(1).max(maxLimit).default(defaultLimit),
  };
}

/** A page of a list as the specification answers it: the page's rows in `result`, the count of all of them. */
export function recordsPage<Row extends z.ZodType>(row: Row) {
  return z.object({ success: z.literal(true), totalRecords: z.number(), result: z.array(row) });
}

/** A bounded page request as the list calls of the specification send it. */
export const pageQuery = z.object(pageFields(100, 10));

/** The body of a call that takes none: nothing, or an empty object. */
export const emptyBody = z.object({}).nullish();
