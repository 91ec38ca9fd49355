import fc from 'fast-check';
import { z } from 'zod';

/** The part of JSON Schema (2020-12, as zod writes it) the generators understand. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  default?: unknown;
};

/** A route schema as Fastify holds it: a zod schema (the type provider's) or already JSON Schema. */
export function toJsonSchema(schema: unknown): JsonSchema | undefined {
  if (!schema) return undefined;
  if (schema instanceof z.ZodType) {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  }
  return schema as JsonSchema;
}

const MAX_STRING = 64;
/** How deep a generated value nests before recursive parts of a schema are left empty. */
const MAX_DEPTH = 14;

/**
 * Values the schema accepts (as far as JSON Schema can say: refinements such as password rules may still
 * refuse some; filter with the zod schema when a valid value is needed).
 */
export function validArbitrary(schema: JsonSchema, root: JsonSchema = schema, depth = 0): fc.Arbitrary<unknown> {
  // A recursive schema (a menu's sections and their children) stops nesting here: arbitraries are built
  // eagerly, so without a floor a `$ref` to itself would never end.
  if (depth > MAX_DEPTH && !schema.minItems) {
    const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
    if (type === 'array' || schema.$ref) return fc.constant(type === 'array' ? [] : undefined);
  }
  if (schema.$ref) return validArbitrary(resolveRef(schema.$ref, root), root, depth + 1);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf ?? schema.oneOf) {
    return fc.oneof(...(schema.anyOf ?? schema.oneOf ?? []).map((part) => validArbitrary(part, root, depth + 1)));
  }
  if (schema.allOf?.[0]) return validArbitrary(schema.allOf[0], root, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return validString(schema);
    case 'integer':
    case 'number':
      return validNumber(schema, type === 'integer');
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const item = schema.items ? validArbitrary(schema.items, root, depth + 1) : fc.jsonValue({ maxDepth: 1 });
      return fc.array(item, {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, (schema.minItems ?? 0) + 5),
      });
    }
    case 'object': {
      const properties = schema.properties ?? {};
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, part] of Object.entries(properties)) model[name] = validArbitrary(part, root, depth + 1);
      return fc.record(model, { requiredKeys: (schema.required ?? []).filter((name) => name in properties) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? MAX_STRING, minLength + MAX_STRING));
  switch (schema.format) {
    case 'email':
      return fc.emailAddress();
    case 'uri':
    case 'url':
      return fc.webUrl();
    case 'date-time':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((date) => date.toISOString());
    case 'date':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10));
    case 'uuid':
      return fc.uuid();
    default:
      break;
  }
  if (schema.pattern) {
    return fc
      .stringMatching(new RegExp(schema.pattern))
      .filter((value) => value.length >= minLength && value.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY));
  }
  return fc.string({ minLength, maxLength, unit: 'grapheme' });
}

function validNumber(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const low =
    schema.exclusiveMinimum !== undefined
      ? schema.exclusiveMinimum + (integer ? 1 : Number.EPSILON)
      : (schema.minimum ?? -1_000_000);
  const high =
    schema.exclusiveMaximum !== undefined
      ? schema.exclusiveMaximum - (integer ? 1 : Number.EPSILON)
      : (schema.maximum ?? 1_000_000);
  // Small values are the interesting ones (real ids); the bounds themselves are tried too.
  if (integer) {
    const min = Math.max(Math.ceil(low), Number.MIN_SAFE_INTEGER);
    const max = Math.min(Math.floor(high), Number.MAX_SAFE_INTEGER);
    return fc.oneof(
      fc.integer({ min, max: Math.min(max, min + 1000) }),
      fc.constantFrom(min, max),
      fc.integer({ min: Math.max(min, -2_147_483_648), max: Math.min(max, 2_147_483_647) }),
    );
  }
  return fc.double({ min: low, max: high, noNaN: true, noDefaultInfinity: true });
}

function resolveRef(ref: string, root: JsonSchema): JsonSchema {
  const name = ref.replace(/^#\/\$defs\//, '');
  if (ref === '#') return root;
  const found = root.$defs?.[name];
  if (!found) throw new Error(`unresolved $ref ${ref}`);
  return found;
}

/** Strings that have broken servers before: traversal, injection, control and odd Unicode, huge numbers as text. */
const NASTY_STRINGS = [
  '',
  ' ',
  '../../../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  "' OR '1'='1' --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  `\${7*7}{{7*7}}`,
  '\u0000',
  '\u202e\u0000\ud800',
  '🙂'.repeat(300),
  'a'.repeat(100_000),
  '1e309',
  '-0',
  'NaN',
  'Infinity',
  '0x7fffffff',
  '__proto__',
  'constructor',
  'null',
  'true',
  '[]',
  '{}',
];

const NASTY_NUMBERS = [0, -0, -1, 1.5, 2 ** 31, 2 ** 53, -(2 ** 53), Number.MAX_VALUE, Number.MIN_VALUE, 1e308, -1e308];

/** Any value a hostile client could send where this schema's value goes. */
export function hostileValue(): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.constantFrom<unknown>(...NASTY_STRINGS, ...NASTY_NUMBERS, null, true, false, [], {}),
    fc.string({ unit: 'binary', maxLength: 200 }),
    fc.jsonValue({ maxDepth: 4 }),
    fc.constant(nested(60)),
    fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString'), fc.jsonValue({ maxDepth: 1 })),
  );
}

function nested(depth: number): unknown {
  let value: unknown = 'fundo';
  for (let level = 0; level < depth; level++) value = level % 2 ? [value] : { a: value };
  return value;
}

/**
 * Requests' bodies, queries or params for fuzzing: valid ones, valid ones with one field made hostile,
 * extra and prototype-polluting keys, and wholly hostile values.
 */
export function fuzzArbitrary(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  if (!schema) return fc.oneof(fc.constant(undefined), hostileValue());
  const valid = validArbitrary(schema);
  const fields = Object.keys(schema.properties ?? {});
  const oneFieldBroken =
    fields.length > 0
      ? fc
          .tuple(valid, fc.constantFrom(...fields), hostileValue())
          .map(([value, field, bad]) =>
            value && typeof value === 'object' ? { ...(value as object), [field]: bad } : value,
          )
      : valid;
  const withExtraKeys = fc
    .tuple(
      valid,
      fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'isAdmin', 'idCompany', 'x'), hostileValue()),
    )
    .map(([value, extra]) => (value && typeof value === 'object' ? Object.assign({}, value, extra) : value));
  return fc.oneof(
    { weight: 2, arbitrary: valid },
    { weight: 4, arbitrary: oneFieldBroken },
    { weight: 1, arbitrary: withExtraKeys },
    { weight: 2, arbitrary: hostileValue() },
  );
}

/** A query string object as a client sends it: every value a string (or a list of strings). */
export function toQueryValues(value: unknown): Record<string, string | string[]> | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const query: Record<string, string | string[]> = {};
  for (const [key, entry] of Object.entries(value)) {
    if (entry === undefined) continue;
    query[key] = Array.isArray(entry)
      ? entry.map((item) => (typeof item === 'string' ? item : JSON.stringify(item)))
      : typeof entry === 'string'
        ? entry
        : JSON.stringify(entry);
  }
  return query;
}
