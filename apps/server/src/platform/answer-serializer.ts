import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Keywords that only validate and never shape the output: dropped before compiling, so a union's branch is
 * chosen by its types and constants alone (the compiled serializer validates a value only to pick a branch).
 */
const VALIDATION_ONLY = new Set([
  '$schema',
  'format',
  'pattern',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'multipleOf',
  'uniqueItems',
  'propertyNames',
  'description',
  'title',
  'examples',
]);

/** Thrown at compile time when an answer's schema cannot be compiled; the zod encoder is used for it instead. */
class NotCompilable extends Error {}

/**
 * The JSON Schema fast-json-stringify compiles for an answer. `additionalProperties: false` goes (the compiled
 * serializer writes only the declared fields whatever it says, and inside a union it would make a value with
 * a private field match no branch); an object with declared fields that lets others through is refused, so
 * no compiled schema can let a private field leave.
 */
function serializableSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(serializableSchema);
  if (!node || typeof node !== 'object') return node;
  const shaped: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (VALIDATION_ONLY.has(key)) continue;
    if (key === 'additionalProperties') {
      if (value === false) continue;
      // A record (`propertyNames`) carries any key by design, as zod writes it; an object with declared
      // fields that lets others through (a loose object, a catch-all) could carry a private one.
      if ('properties' in node || !('propertyNames' in node)) {
        throw new NotCompilable('an object that lets undeclared fields through');
      }
    }
    shaped[key] =
      key === 'properties' || key === 'definitions' || key === '$defs'
        ? Object.fromEntries(Object.entries(value as object).map(([name, part]) => [name, serializableSchema(part)]))
        : serializableSchema(value);
  }
  return shaped;
}

/** The compiled serializer of a zod answer schema, or undefined when the schema cannot be said in JSON Schema. */
export function compileAnswerSerializer(schema: z.ZodType): ((data: unknown) => string) | undefined {
  try {
    const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-07', unrepresentable: 'throw' });
    return fastJson(serializableSchema(json) as Parameters<typeof fastJson>[0]);
  } catch {
    return undefined;
  }
}

/**
 * Answers are written by fast-json-stringify compiled from each route's zod response schema (the same
 * declared fields as zod's output, at JSON.stringify's speed); a schema JSON Schema cannot express keeps
 * zod's encoder. Each is compiled on its route's first answer, not when the server starts (compiling all of
 * them took most of a start's time). With `checkAnswers` (tests and development) every answer is also
 * encoded by zod: a value that does not match its schema fails as it always did, and a compiled answer that
 * differs from zod's fails the request, so every test that reads an answer checks the compiled serializer
 * against zod.
 */
export function createAnswerSerializerCompiler(options: { checkAnswers: boolean }): FastifySerializerCompiler<unknown> {
  return (route) => {
    const { schema, method, url } = route as { schema: unknown; method: string; url: string };
    const byZod = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
    const serializerOf = (): ((data: unknown) => string) => {
      const compiled = schema instanceof z.ZodType ? compileAnswerSerializer(schema) : undefined;
      if (!compiled) return byZod;
      if (!options.checkAnswers) return compiled;
      return (data) => {
        const expected = byZod(data);
        const written = compiled(data);
        if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
          throw new Error(`${method} ${url}: the compiled answer differs from its schema's: ${written} / ${expected}`);
        }
        return written;
      };
    };
    let serialize: ((data: unknown) => string) | null = null;
    return (data) => {
      serialize ??= serializerOf();
      return serialize(data);
    };
  };
}
