import fc from 'fast-check';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { countRowWrites } from './db-writes';
import { createWalkApp, loadFixture, PARAMETER_SOURCES, pathParameters, schemaPart } from './route-walk';
import { fuzzArbitrary, hostileValue, toJsonSchema, toQueryValues } from './schema-arbitrary';

// Hostile input on every route of the route table: bodies, queries and path parameters drawn from each
// route's own schemas (valid, one field broken, extra keys, wholly hostile). No answer may be a 5xx, and a
// refused request (4xx) must leave every table as it was. `npm test` runs a fixed seed; `npm run bench`
// runs many more cases (FUZZ_RUNS, FUZZ_SEED).

const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const SEED = Number(process.env.FUZZ_SEED ?? 1400);

/** Routes allowed to write on a refused request, and why (for example a counter of failed PIN attempts). */
const WRITES_ON_REFUSAL: Record<string, string> = {};

const { t, routes } = await createWalkApp();
const fixture = await loadFixture(t);
const rowWrites = await countRowWrites(t.db, t.engine);
let maria = await t.login('maria@acme.example');
// The reports answer administrators and managers only, and the console's authoring calls refuse members before
// reading the request: both are fuzzed as an administrator, so their own validation and SQL meet the hostile
// input instead of the refusal every member gets first (authoring also as a member, who must be refused).
const ana = await t.login('ana@acme.example');
const callerOf = (url: string, asMember: boolean) =>
  url.startsWith('/reports/') || (url.startsWith('/admin/authoring') && !asMember) ? ana : maria;
afterAll(async () => {
  await t.close();
});
// A fuzzed logout or 'Sessões ativas' call may end maria's session: each route starts with one that works.
beforeEach(async () => {
  const check = await t.app.inject({ url: `/users/${maria.loginInfo.idUser}`, headers: maria.headers });
  if (check.statusCode === 401) maria = await t.login('maria@acme.example');
});

const fuzzed = routes.filter((route) => !route.url.includes('*'));

it('counts the rows a request writes, and none for one rolled back', async () => {
  const before = await rowWrites();
  const login = await t.login('carlos@globex.example');
  const afterLogin = await rowWrites();
  expect(afterLogin).toBeGreaterThan(before);
  await t.db
    .transaction()
    .execute(async (trx) => {
      await trx.deleteFrom('user_sessions').where('idUser', '=', login.loginInfo.idUser).execute();
      throw new Error('rolled back');
    })
    .catch(() => undefined);
  expect(await rowWrites()).toBe(afterLogin);
});

async function parameterArbitrary(url: string): Promise<fc.Arbitrary<string>> {
  const real: Record<string, string> = {};
  for (const name of pathParameters(url)) {
    const source = PARAMETER_SOURCES[name];
    if (source) real[name] = String(await source.of(fixture));
  }
  const names = pathParameters(url);
  return fc
    .tuple(
      ...names.map((name) =>
        fc.oneof(
          fc.constant(real[name] ?? '1'),
          // JSON, not String(): an object with its own `toString` key cannot be turned into a string.
          hostileValue().map((value) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value)))),
        ),
      ),
    )
    .map((values) => {
      let index = 0;
      return url.replace(/:([A-Za-z0-9_]+)/g, () => encodeURIComponent(values[index++] ?? '').slice(0, 2000) || '0');
    });
}

describe.each(fuzzed.map((route) => [route.key, route] as const))('%s', (key, route) => {
  it('answers hostile bodies and queries with a 4xx that changes nothing, never a 5xx', async () => {
    const body = toJsonSchema(schemaPart(route.schema, 'body'));
    const query = toJsonSchema(schemaPart(route.schema, 'querystring'));
    const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
    const request = fc.record({
      url: await parameterArbitrary(route.url),
      body: hasBody ? fuzzArbitrary(body) : fc.constant(undefined),
      query: query ? fuzzArbitrary(query) : fc.constant(undefined),
      asMember: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(request, async (input) => {
        const before = await rowWrites();
        const queryValues = toQueryValues(input.query);
        const response = await t.app.inject({
          method: route.method as 'POST',
          url: input.url,
          headers: {
            ...(input.asMember || !route.isPublic ? callerOf(route.url, input.asMember).headers : {}),
            ...(input.body !== undefined ? { 'content-type': 'application/json' } : {}),
          },
          ...(queryValues ? { query: queryValues } : {}),
          ...(input.body !== undefined ? { payload: JSON.stringify(input.body) } : {}),
        });
        expect(response.statusCode, `${key} answered ${response.statusCode}: ${response.body}`).toBeLessThan(500);
        if (response.statusCode >= 400 && !(key in WRITES_ON_REFUSAL)) {
          expect(await rowWrites(), `${key} wrote to the database and answered ${response.statusCode}`).toBe(before);
        }
        if (response.statusCode >= 400) expect(response.json()).toMatchObject({ success: false });
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
  }, 600_000);

  it('answers a body that is not JSON, or of another type, with a 4xx', async () => {
    if (route.method === 'GET' || route.method === 'DELETE') return;
    const raw = [
      { 'content-type': 'application/json', payload: '{"a":' },
      { 'content-type': 'application/json', payload: '\u0000\u0001' },
      { 'content-type': 'text/plain', payload: 'username=maria' },
      { 'content-type': 'application/x-www-form-urlencoded', payload: 'a=1&a=2' },
      { 'content-type': 'application/json', payload: `{"a":${'['.repeat(5000)}` },
    ];
    for (const { payload, ...headers } of raw) {
      const response = await t.app.inject({
        method: route.method as 'POST',
        url: route.url.replace(/:([A-Za-z0-9_]+)/g, '1'),
        headers: { ...headers, ...callerOf(route.url, false).headers },
        payload,
      });
      expect(response.statusCode, `${key} with ${headers['content-type']}: ${response.body}`).toBeGreaterThanOrEqual(
        400,
      );
      expect(response.statusCode).toBeLessThan(500);
    }
  });
});
