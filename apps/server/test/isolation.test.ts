import { afterAll, describe, expect, it } from 'vitest';
import {
  buildValidInput,
  createWalkApp,
  fieldsOf,
  loadFixture,
  PARAMETER_SOURCES,
  PUBLIC_PARAMETER_ROUTES,
  pathParameters,
  RESTORE_AFTER_CONTROL,
  schemaPart,
  unknownParameterMessage,
  type WalkRoute,
} from './route-walk';

// The tenant isolation walk: every route of the route table that takes an id (in its path, or as a body
// or query field named in PARAMETER_SOURCES) is called with company A's ids by members of company B, and
// member ids by another member of A; each call must answer 403 or 404. A new route is walked as soon as
// it is registered; a parameter the walk cannot fill fails the walk with a message saying what to add.

const { t, routes } = await createWalkApp();
const fixture = await loadFixture(t);
afterAll(async () => {
  await t.close();
});

const takesIds = (route: WalkRoute) =>
  pathParameters(route.url).length > 0 ||
  [...fieldsOf(schemaPart(route.schema, 'body')), ...fieldsOf(schemaPart(route.schema, 'querystring'))].some(
    (name) => name in PARAMETER_SOURCES,
  );

/** What the walk has to say about the route table before calling anything. */
function planProblems(table: WalkRoute[]): string[] {
  const problems: string[] = [];
  for (const route of table) {
    const parameters = pathParameters(route.url);
    if (route.isPublic) {
      if (parameters.length > 0 && !(route.key in PUBLIC_PARAMETER_ROUTES)) {
        problems.push(
          `${route.key} is public and takes a path parameter: make it require a session, or list it with the reason in PUBLIC_PARAMETER_ROUTES (apps/server/test/route-walk.ts)`,
        );
      }
      continue;
    }
    for (const name of parameters) {
      if (!(name in PARAMETER_SOURCES)) problems.push(unknownParameterMessage(route, name));
    }
  }
  return problems;
}

const walked = routes.filter((route) => !route.isPublic && takesIds(route));

describe('the route table', () => {
  it('has a source of company A ids for every path parameter of every route', () => {
    expect(planProblems(routes)).toEqual([]);
  });

  it('fails with a message saying what to add for a parameter it does not know', () => {
    const route = { method: 'GET', url: '/things/:idThing', key: 'GET /things/:idThing', schema: {}, isPublic: false };
    expect(planProblems([route])).toEqual([
      "GET /things/:idThing: the isolation walk cannot fill the path parameter ':idThing'. Add 'idThing' to PARAMETER_SOURCES in apps/server/test/route-walk.ts, for example idThing: rowOf('<table>', 'idThing') (add { member: 'idUser' } when each row belongs to one member).",
    ]);
    const open = { ...route, url: '/things/:idUser', key: 'GET /things/:idUser', isPublic: true };
    expect(planProblems([open])[0]).toMatch(/is public and takes a path parameter/);
  });

  it('walks at least the routes that take ids today', () => {
    expect(walked.map((route) => route.key)).toContain('POST /login/renewlogin');
  });
});

describe.each(walked.map((route) => [route.key, route] as const))('%s', (_key, route) => {
  it("answers 403 or 404 to company B's members given company A's ids, and to another member given a member's ids", async () => {
    const unknown = pathParameters(route.url).filter((name) => !(name in PARAMETER_SOURCES));
    if (unknown.length > 0) throw new Error(unknown.map((name) => unknownParameterMessage(route, name)).join('\n'));
    const input = await buildValidInput(route, fixture);
    const call = (headers: Record<string, string>) =>
      t.app.inject({
        method: route.method as 'GET',
        url: input.url,
        headers,
        ...(input.query ? { query: input.query } : {}),
        ...(input.body !== undefined ? { payload: input.body as object } : {}),
      });

    const strangers = [await t.login('carlos@globex.example'), await t.login('paula@globex.example')];
    const sameCompany = input.perMember ? [await t.login('joao@acme.example')] : [];
    for (const caller of [...strangers, ...sameCompany]) {
      const response = await call(caller.headers);
      expect(
        [403, 404],
        `${route.key} as ${caller.loginInfo.idUser} answered ${response.statusCode}: ${response.body}`,
      ).toContain(response.statusCode);
      expect(response.body).not.toContain('Maria');
    }

    // The same request by company A itself is not refused, so the ids were real and the refusals mean isolation.
    let control = await call((await t.login('maria@acme.example')).headers);
    if (control.statusCode === 403) control = await call((await t.login('ana@acme.example')).headers);
    await RESTORE_AFTER_CONTROL[route.key]?.(fixture);
    expect(
      [400, 403, 404],
      `${route.key} refused company A itself (${control.statusCode}: ${control.body}); check the ids PARAMETER_SOURCES gives`,
    ).not.toContain(control.statusCode);
  });
});

// The console's calls that take no id (lists, and creating in the caller's own company): a member is refused,
// and another company's administrator reads only their own company.
const adminWithoutIds = routes.filter(
  (route) => !route.isPublic && !takesIds(route) && route.url.startsWith('/admin/'),
);

describe('console calls without an id', () => {
  it('include the authoring lists and creations', () => {
    expect(adminWithoutIds.map((route) => route.key)).toEqual(
      expect.arrayContaining([
        'GET /admin/authoring/apps',
        'GET /admin/authoring/learning',
        'GET /admin/authoring/departments',
        'POST /admin/authoring/nodes',
        'POST /admin/authoring/learning-contents',
        'POST /admin/authoring/evaluations',
        'POST /admin/authoring/campaigns',
        'POST /admin/authoring/question-files',
        'POST /admin/authoring/media',
      ]),
    );
  });
});

describe.each(adminWithoutIds.map((route) => [route.key, route] as const))('%s', (_key, route) => {
  it("refuses company A's member (403); company B's administrator reads nothing of company A", async () => {
    const input = await buildValidInput(route, fixture);
    const call = (headers: Record<string, string>) =>
      t.app.inject({
        method: route.method as 'GET',
        url: input.url,
        headers,
        ...(input.query ? { query: input.query } : {}),
        ...(input.body !== undefined ? { payload: input.body as object } : {}),
      });
    const member = await call((await t.login('maria@acme.example')).headers);
    expect(member.statusCode, `${route.key} as a member: ${member.body}`).toBe(403);
    if (route.method !== 'GET') return;
    const stranger = await call((await t.login('paula@globex.example')).headers);
    expect(stranger.statusCode, `${route.key} as company B's administrator: ${stranger.body}`).toBe(200);
    expect(stranger.body).not.toMatch(/acme/i);
  });
});
