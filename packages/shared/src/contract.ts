import type { z } from 'zod';

/**
 * One API call, written once for both sides: its method, its path (`:name` for each path parameter), the
 * status of its answer, and the schemas of what it takes and answers.
 *
 * The schemas are named by type only (`typeof libraryQuery`), so a contract costs the web a few bytes and no
 * zod: the server registers the route from the contract and must validate with exactly those schemas
 * (`apps/server/src/platform/route.ts`), and the web calls it through `call()` (`apps/web/src/api/client.ts`),
 * typed from the same schemas.
 */
export interface Contract<S extends CallSchemas = CallSchemas> {
  readonly method: Method;
  readonly path: string;
  readonly status: AnswerStatus;
  /** Type only: never present at run time. */
  readonly schemas?: S;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type AnswerStatus = 200 | 201 | 202 | 204;

/** The schemas of a call: path parameters, query string, body and the answer. */
export interface CallSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
}

/** Declares a call: `contract<{ params: typeof p; response: typeof r }>('GET', '/things/:id')`. */
/* @__NO_SIDE_EFFECTS__ */
export function contract<S extends CallSchemas>(method: Method, path: string, status: AnswerStatus = 200): Contract<S> {
  return { method, path, status };
}

/** The schemas of a contract. */
export type SchemasOf<C> = C extends Contract<infer S> ? S : never;

/** What a call answers, as the client reads it. */
export type AnswerOf<C> = z.output<SchemasOf<C>['response']>;

/**
 * What the client sends for a schema: the schema's input, except where the input is open (`z.coerce` takes
 * anything), where the parsed type says what to send.
 */
export type Sent<T extends z.ZodType | undefined> = T extends z.ZodType
  ? {
      [K in keyof z.input<T>]: unknown extends z.input<T>[K]
        ? Partial<z.output<T>>[K & keyof z.output<T>]
        : z.input<T>[K];
    }
  : never;

/** The path of a call with its parameters in place, each encoded as a path segment. */
export function pathOf(call: Pick<Contract, 'method' | 'path'>, params: Record<string, unknown> = {}): string {
  return call.path.replace(/:([A-Za-z]\w*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`${call.method} ${call.path}: missing "${name}"`);
    return encodeURIComponent(String(value));
  });
}
