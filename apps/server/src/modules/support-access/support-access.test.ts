import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const idOf = async (username: string) =>
  (await t.db.selectFrom('users').select('idUser').where('username', '=', username).executeTakeFirstOrThrow()).idUser;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function startSupport(asUsername: string) {
  const ana = await t.login('ana@acme.example', 'acme-academy');
  const response = await t.app.inject({
    method: 'POST',
    url: '/login/support-access',
    headers: ana.headers,
    payload: { idUser: await idOf(asUsername) },
  });
  return { ana, response };
}

describe('GET /users (support-access search)', () => {
  it('lists the members of the app for an administrator with support access, without the caller', async () => {
    const ana = await t.login('ana@acme.example', 'acme-academy');
    const all = await t.app.inject({ url: '/users?offset=0&limit=10', headers: ana.headers });
    expect(all.statusCode).toBe(200);
    const names = body(all).userList.map((user: { name: string }) => user.name);
    expect(names).toContain('Maria Souza');
    expect(names).not.toContain('Ana Lima');
    expect(names).not.toContain('Carlos Mendes');
    // Every active member of the app but the caller is counted, the page holds the first ten.
    const members = await t.db
      .selectFrom('users as u')
      .innerJoin('user_apps as ua', 'ua.idUser', 'u.idUser')
      .select('u.idUser')
      .where('ua.idApp', '=', t.appOf('acme-academy').idApp)
      .where('u.active', '=', 1)
      .where('u.username', '<>', 'ana@acme.example')
      .execute();
    expect(body(all).totalRecords).toBe(members.length);
    expect(names).toHaveLength(Math.min(10, members.length));

    const found = await t.app.inject({ url: '/users?searchText=MARIA', headers: ana.headers });
    expect(body(found).userList).toEqual([
      {
        idUser: await idOf('maria@acme.example'),
        name: 'Maria Souza',
        email: 'maria@acme.example',
        username: 'maria@acme.example',
      },
    ]);
    const none = await t.app.inject({ url: '/users?searchText=ninguem-aqui', headers: ana.headers });
    expect(body(none)).toEqual({ success: true, userList: [], totalRecords: 0 });
  });

  it('refuses members without the support flag and searches longer than 300 characters', async () => {
    const maria = await t.login('maria@acme.example', 'acme-academy');
    expect((await t.app.inject({ url: '/users?offset=0&limit=10', headers: maria.headers })).statusCode).toBe(403);
    const ana = await t.login('ana@acme.example', 'acme-academy');
    const long = await t.app.inject({ url: `/users?searchText=${'a'.repeat(301)}`, headers: ana.headers });
    expect(long.statusCode).toBe(400);
  });
});

describe('POST /login/support-access', () => {
  it("answers the target's session, flagged with the administrator, and records the start with both", async () => {
    const { response } = await startSupport('maria@acme.example');
    expect(response.statusCode).toBe(200);
    const answer = body(response);
    expect(answer.result).toBe(answer.data.token);
    expect(answer.data.loginInfo).toMatchObject({
      name: 'Maria Souza',
      accessSupport: { isActive: 1, supportAccessUser: { name: 'Ana Lima' } },
    });
    const me = await t.app.inject({
      url: `/users/${await idOf('maria@acme.example')}`,
      headers: bearer(answer.result),
    });
    expect(body(me).user.name).toBe('Maria Souza');
    const entry = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'supportAccess.start')
      .orderBy('idAuditLog', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({
      idUser: await idOf('maria@acme.example'),
      supportIdUser: await idOf('ana@acme.example'),
      source: 'support',
    });
  });

  it('records every write made during support access with both members', async () => {
    const { response } = await startSupport('maria@acme.example');
    const token = body(response).result as string;
    const maria = await idOf('maria@acme.example');
    const saved = await t.app.inject({
      method: 'POST',
      url: `/learning/tags/users/${maria}`,
      headers: bearer(token),
      payload: { tags: ['Vendas'] },
    });
    expect(saved.statusCode).toBe(200);
    const entry = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'request.post')
      .where('entityId', '=', '/learning/tags/users/:idUser')
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ idUser: maria, supportIdUser: await idOf('ana@acme.example'), source: 'support' });
    expect(entry.summary).toBe('Escolha de temas de interesse');
  });

  it('refuses members who are not administrators with the support flag', async () => {
    const maria = await t.login('maria@acme.example', 'acme-academy');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/login/support-access',
      headers: maria.headers,
      payload: { idUser: await idOf('joao@acme.example') },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('cannot start a support access from a support session, nor search, nor change the password', async () => {
    const { response } = await startSupport('maria@acme.example');
    const headers = bearer(body(response).result);
    const nested = await t.app.inject({
      method: 'POST',
      url: '/login/support-access',
      headers,
      payload: { idUser: await idOf('joao@acme.example') },
    });
    expect(nested.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/users?offset=0&limit=10', headers })).statusCode).toBe(403);
    const password = await t.app.inject({
      method: 'PUT',
      url: `/users/${await idOf('maria@acme.example')}/change-password`,
      headers,
      payload: { currentPassword: 'trilha123', newPassword: 'outraSenha9' },
    });
    expect(password.statusCode).toBe(403);
  });

  it("cannot reach a member of another company, and the support token ends with the administrator's flag", async () => {
    const { ana, response } = await startSupport('maria@acme.example');
    const other = await t.app.inject({
      method: 'POST',
      url: '/login/support-access',
      headers: ana.headers,
      payload: { idUser: await idOf('carlos@globex.example') },
    });
    expect(other.statusCode).toBe(404);
    const headers = bearer(body(response).result);
    const carlos = await idOf('carlos@globex.example');
    expect((await t.app.inject({ url: `/users/${carlos}`, headers })).statusCode).toBe(404);

    await t.db
      .updateTable('users')
      .set({ canAccessSupport: 0 })
      .where('idUser', '=', await idOf('ana@acme.example'))
      .execute();
    try {
      const maria = await idOf('maria@acme.example');
      expect((await t.app.inject({ url: `/users/${maria}`, headers })).statusCode).toBe(401);
    } finally {
      await t.db
        .updateTable('users')
        .set({ canAccessSupport: 1 })
        .where('idUser', '=', await idOf('ana@acme.example'))
        .execute();
    }
  });
});

describe("'Meus Aplicativos' one-time codes", () => {
  async function codeFor(bucket: string) {
    const maria = await t.login('maria@acme.example', 'acme-academy');
    const target = t.appOf(bucket);
    const response = await t.app.inject({
      method: 'POST',
      url: '/login/app-code',
      headers: maria.headers,
      payload: { idApp: target.idApp },
    });
    return { response, target };
  }

  it('opens the other app signed in, once', async () => {
    const { response, target } = await codeFor('acme');
    expect(response.statusCode).toBe(200);
    const { code } = body(response);
    const exchange = () =>
      t.app.inject({ method: 'POST', url: '/login/app-code/exchange', payload: { code, idApp: target.idApp } });
    const first = await exchange();
    expect(first.statusCode).toBe(200);
    expect(body(first).data.loginInfo).toMatchObject({ name: 'Maria Souza', idApp: target.idApp, idAppType: 1 });
    const me = await t.app.inject({
      url: `/users/${body(first).data.loginInfo.idUser}`,
      headers: bearer(body(first).data.token),
    });
    expect(me.statusCode).toBe(200);
    expect((await exchange()).statusCode).toBe(400);
  });

  it('refuses a code for another app, an expired code and an app of another company', async () => {
    const { response } = await codeFor('acme');
    const { code } = body(response);
    const academy = t.appOf('acme-academy');
    const wrongApp = await t.app.inject({
      method: 'POST',
      url: '/login/app-code/exchange',
      payload: { code, idApp: academy.idApp },
    });
    expect(wrongApp.statusCode).toBe(400);

    const later = await codeFor('acme');
    t.clock.advance(61_000);
    const expired = await t.app.inject({
      method: 'POST',
      url: '/login/app-code/exchange',
      payload: { code: body(later.response).code, idApp: later.target.idApp },
    });
    expect(expired.statusCode).toBe(400);

    const globex = await codeFor('globex');
    expect(globex.response.statusCode).toBe(404);
  });
});
