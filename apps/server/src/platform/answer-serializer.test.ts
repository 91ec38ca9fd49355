import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { TestApp } from '../../test/harness';
import type { WalkRoute } from '../../test/route-walk';

/** fast-json-stringify as it is, with its compilations counted. */
const compilations = vi.hoisted(() => ({ count: 0 }));
vi.mock('fast-json-stringify', async (original) => {
  const actual = (await original()) as { default: (...args: unknown[]) => unknown };
  return {
    default: (...args: unknown[]) => {
      compilations.count += 1;
      return actual.default(...args);
    },
  };
});

// The API test files of a worker share their modules (vitest.config.ts): the server is loaded anew here, so the
// serializer it loads is the counting one above and not one an earlier file loaded.
vi.resetModules();
const { createWalkApp } = await import('../../test/route-walk');
const { compileAnswerSerializer, createAnswerSerializerCompiler } = await import('./answer-serializer');

const member = z.object({
  idUser: z.int(),
  name: z.string(),
  department: z.string().nullable(),
  manager: z.object({ idUser: z.int(), name: z.string() }).nullable(),
  badges: z.array(z.object({ code: z.string(), points: z.number() })),
  scores: z.record(z.string(), z.object({ grade: z.int() })),
  card: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('CONTENT'), idContentItem: z.int() }),
    z.object({ kind: z.literal('NODE'), nodeCode: z.string() }),
  ]),
  either: z.union([z.object({ text: z.string() }), z.object({ count: z.int() })]),
});

const leaky = {
  idUser: 7,
  name: 'Maria "M" Souza',
  passwordHash: 'secret-hash',
  department: null,
  manager: { idUser: 2, name: 'Ana', passwordHash: 'secret-hash' },
  badges: [{ code: 'A', points: 1.5, passwordHash: 'secret-hash' }],
  scores: { first: { grade: 90, passwordHash: 'secret-hash' } },
  card: { kind: 'NODE', nodeCode: 'abc', passwordHash: 'secret-hash' },
  either: { count: 3, passwordHash: 'secret-hash' },
};

describe('compiled answer serializer', () => {
  it('writes only the declared fields, at every depth and in every branch of a union', () => {
    const serialize = compileAnswerSerializer(member);
    expect(serialize).toBeDefined();
    const written = serialize?.(leaky) ?? '';
    expect(written).not.toContain('secret-hash');
    expect(JSON.parse(written)).toEqual(JSON.parse(JSON.stringify(member.encode(leaky as z.input<typeof member>))));
  });

  it('refuses to compile a schema that lets undeclared fields through, so zod encodes it', () => {
    expect(compileAnswerSerializer(z.looseObject({ id: z.int() }))).toBeUndefined();
    expect(
      compileAnswerSerializer(z.object({ inner: z.object({ id: z.int() }).catchall(z.unknown()) })),
    ).toBeUndefined();
  });

  it('writes every key of a record, as zod does', () => {
    const serialize = compileAnswerSerializer(z.object({ cmi: z.record(z.string(), z.unknown()) }));
    const cmi = { 'cmi.location': '3', 'cmi.suspend_data': { a: [1, null] } };
    expect(JSON.parse(serialize?.({ cmi, other: 1 }) ?? '')).toEqual({ cmi });
  });

  it('keeps zod for a schema JSON Schema cannot say', () => {
    expect(compileAnswerSerializer(z.object({ at: z.date() }))).toBeUndefined();
  });

  it("compiles a route's serializer on its first answer, once, not when the route is registered", () => {
    const compile = createAnswerSerializerCompiler({ checkAnswers: false });
    const before = compilations.count;
    const serialize = compile({ schema: member, method: 'GET', url: '/x', httpStatus: '200' });
    expect(compilations.count).toBe(before);
    expect(JSON.parse(serialize(leaky))).not.toHaveProperty('passwordHash');
    serialize(leaky);
    expect(compilations.count).toBe(before + 1);
  });

  it('with the check on, fails an answer that does not match its schema, as zod did', () => {
    const compile = createAnswerSerializerCompiler({ checkAnswers: true });
    const serialize = compile({ schema: member, method: 'GET', url: '/x', httpStatus: '200' });
    expect(() => serialize({ ...leaky, idUser: 'seven' })).toThrow();
    expect(() => serialize({ ...leaky, card: { kind: 'OTHER' } })).toThrow();
    expect(serialize(leaky)).not.toContain('secret-hash');
  });
});

describe("every route's answer schemas", () => {
  let t: TestApp;
  let routes: WalkRoute[];
  beforeAll(async () => {
    ({ t, routes } = await createWalkApp());
  });
  afterAll(() => t?.close());

  it('compile to a serializer (none left to the slower zod encoder)', () => {
    const left: string[] = [];
    for (const route of routes) {
      const response = (route.schema as { response?: Record<string, unknown> } | undefined)?.response ?? {};
      for (const [status, schema] of Object.entries(response)) {
        if (schema instanceof z.ZodType && !compileAnswerSerializer(schema)) left.push(`${route.key} ${status}`);
      }
    }
    expect(routes.length).toBeGreaterThan(100);
    expect(left).toEqual([]);
  });
});
