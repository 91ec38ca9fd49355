import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, TEST_JWT_SECRET, type TestApp } from '../../../test/harness';
import { DEMO_PASSWORD } from '../../packs/demo-packs';
import { hashPassword, LEGACY_PASSWORD_COST, PASSWORD_COST } from '../../platform/passwords';
import { companyAudience } from '../../platform/tokens';

let t: TestApp;
beforeAll(async () => {
  // The production cost of password hashes, on the demo imported anew (as an install stores it), so this file
  // checks what members' logins really cost.
  t = await createTestApp({ passwordCost: PASSWORD_COST, freshDemo: true });
});
afterAll(async () => {
  await t.close();
});

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile';
const LAPTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Firefox/132.0';

/** A login from a device (its User-Agent), answering the session and the headers of its requests. */
async function loginFrom(userAgent: string, username = 'maria@acme.example', bucket = 'acme') {
  const target = t.appOf(bucket);
  const response = await t.app.inject({
    method: 'POST',
    url: '/login',
    headers: { 'user-agent': userAgent },
    payload: { username, password: DEMO_PASSWORD, idAppType: target.idAppType, idApp: target.idApp },
  });
  expect(response.statusCode).toBe(200);
  const session = body(response).data;
  return {
    idUser: session.loginInfo.idUser as number,
    token: session.token as string,
    headers: { authorization: `Bearer ${session.token}`, host: t.hostOf(target.idApp) },
  };
}
const profile = (session: { idUser: number; headers: Record<string, string> }) =>
  t.app.inject({ url: `/users/${session.idUser}`, headers: session.headers });

describe('logout', () => {
  it('ends the session it is called with, and only that one', async () => {
    const phone = await loginFrom(PHONE);
    const laptop = await loginFrom(LAPTOP);
    expect((await profile(phone)).statusCode).toBe(200);
    // As a browser sends it: no body, `Content-Length: 0`, no type.
    const logout = await t.app.inject({ method: 'POST', url: '/logout', headers: phone.headers, payload: '' });
    expect(logout.statusCode).toBe(200);
    expect(body(logout)).toEqual({ success: true });
    expect((await profile(phone)).statusCode).toBe(401);
    const renew = await t.app.inject({
      method: 'POST',
      url: '/login/renewlogin',
      headers: phone.headers,
      payload: { idUser: phone.idUser, idAppType: 1 },
    });
    expect(renew.statusCode).toBe(401);
    expect((await profile(laptop)).statusCode).toBe(200);
  });

  it('ends a renewed session whichever of its tokens logs out', async () => {
    const first = await loginFrom(PHONE);
    const renewed = await t.app.inject({
      method: 'POST',
      url: '/login/renewlogin',
      headers: first.headers,
      payload: { idUser: first.idUser, idAppType: 1 },
    });
    expect(renewed.statusCode).toBe(200);
    const second = { ...first, headers: { ...first.headers, authorization: `Bearer ${body(renewed).token}` } };
    expect((await t.app.inject({ method: 'POST', url: '/logout', headers: first.headers })).statusCode).toBe(200);
    expect((await profile(second)).statusCode).toBe(401);
  });

  it('ends a support session when the administrator leaves it, with the administrator back in their own', async () => {
    const ana = await loginFrom(LAPTOP, 'ana@acme.example');
    const maria = await loginFrom(PHONE);
    const started = await t.app.inject({
      method: 'POST',
      url: '/login/support-access',
      headers: ana.headers,
      payload: { idUser: maria.idUser },
    });
    expect(started.statusCode).toBe(200);
    const support = {
      idUser: maria.idUser,
      headers: { ...ana.headers, authorization: `Bearer ${body(started).result}` },
    };
    const listed = await t.app.inject({ url: `/users/${maria.idUser}/sessions`, headers: maria.headers });
    expect(body(listed).sessions).toContainEqual(
      expect.objectContaining({ support: { idUser: ana.idUser, name: expect.any(String) }, current: false }),
    );
    expect((await t.app.inject({ method: 'POST', url: '/logout', headers: support.headers })).statusCode).toBe(200);
    expect((await profile(support)).statusCode).toBe(401);
    expect((await profile(ana)).statusCode).toBe(200);
    expect((await profile(maria)).statusCode).toBe(200);
  });
});

describe("'Sessões ativas'", () => {
  it('lists the open sessions with their device and last use, this one marked, and ends one or all others', async () => {
    const joao = await loginFrom(PHONE, 'joao@acme.example');
    const other = await loginFrom(LAPTOP, 'joao@acme.example');
    const third = await loginFrom(LAPTOP, 'joao@acme.example');
    t.clock.advance(10 * 60 * 1000);
    expect((await profile(other)).statusCode).toBe(200);

    const listed = await t.app.inject({ url: `/users/${joao.idUser}/sessions`, headers: joao.headers });
    expect(listed.statusCode).toBe(200);
    const sessions = body(listed).sessions as Array<Record<string, unknown>>;
    expect(sessions.length).toBeGreaterThanOrEqual(3);
    const current = sessions.find((session) => session.current);
    expect(current).toMatchObject({ userAgent: PHONE, support: null });
    // The session used ten minutes later shows that use first.
    expect(sessions[0]).toMatchObject({ userAgent: LAPTOP, lastUsedAt: t.clock.now().toISOString() });

    const idOther = sessions[0]?.idSession as number;
    const ended = await t.app.inject({
      method: 'DELETE',
      url: `/users/${joao.idUser}/sessions/${idOther}`,
      headers: joao.headers,
    });
    expect(body(ended)).toEqual({ success: true, ended: 1 });
    expect((await profile(other)).statusCode).toBe(401);
    expect((await profile(third)).statusCode).toBe(200);

    const others = await t.app.inject({
      method: 'DELETE',
      url: `/users/${joao.idUser}/sessions`,
      headers: joao.headers,
    });
    expect(body(others).ended).toBeGreaterThanOrEqual(1);
    expect((await profile(third)).statusCode).toBe(401);
    expect((await profile(joao)).statusCode).toBe(200);
    const left = await t.app.inject({ url: `/users/${joao.idUser}/sessions`, headers: joao.headers });
    expect(body(left).sessions).toEqual([expect.objectContaining({ current: true })]);
  });

  it("answers another member's sessions as not found, and ends none of them", async () => {
    const joao = await loginFrom(PHONE, 'joao@acme.example');
    const maria = await loginFrom(PHONE);
    const mine = body(await t.app.inject({ url: `/users/${maria.idUser}/sessions`, headers: maria.headers }))
      .sessions[0].idSession;
    expect((await t.app.inject({ url: `/users/${maria.idUser}/sessions`, headers: joao.headers })).statusCode).toBe(
      404,
    );
    const ending = await t.app.inject({
      method: 'DELETE',
      url: `/users/${joao.idUser}/sessions/${mine}`,
      headers: joao.headers,
    });
    expect(ending.statusCode).toBe(404);
    expect((await profile(maria)).statusCode).toBe(200);
  });
});

describe('tokens', () => {
  it("are refused on another company's host and accepted on their own company's hosts", async () => {
    const carlos = await loginFrom(PHONE, 'carlos@globex.example', 'globex');
    expect((await profile(carlos)).statusCode).toBe(200);
    for (const host of ['acme.localhost', 'localhost:3000', 'acme-academy.localhost', 'unknown.example']) {
      const elsewhere = await t.app.inject({
        url: `/users/${carlos.idUser}`,
        headers: { ...carlos.headers, host },
      });
      expect(elsewhere.statusCode, host).toBe(401);
    }
    const maria = await loginFrom(PHONE);
    // Another app of the same company (the learning app) takes the token; another company's does not.
    expect(
      (await profile({ ...maria, headers: { ...maria.headers, host: 'acme-academy.localhost:3000' } })).statusCode,
    ).toBe(200);
    expect((await profile({ ...maria, headers: { ...maria.headers, host: 'globex.localhost' } })).statusCode).toBe(401);
  });

  it('are refused without an expiry, issued in the future, or without a session', async () => {
    const maria = await loginFrom(PHONE);
    const claims = JSON.parse(Buffer.from(maria.token.split('.')[1] as string, 'base64url').toString());
    const secret = new TextEncoder().encode(TEST_JWT_SECRET);
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const sign = (payload: Record<string, unknown>, build: (jwt: SignJWT) => SignJWT) =>
      build(new SignJWT({ cid: claims.cid, aid: claims.aid, tv: claims.tv, sid: claims.sid, ...payload }))
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(maria.idUser))
        .setAudience(companyAudience(claims.cid))
        .sign(secret);
    const call = async (token: string) =>
      (await profile({ ...maria, headers: { ...maria.headers, authorization: `Bearer ${token}` } })).statusCode;
    expect(await call(await sign({}, (jwt) => jwt.setIssuedAt(now).setExpirationTime(now + 60)))).toBe(200);
    expect(await call(await sign({}, (jwt) => jwt.setIssuedAt(now)))).toBe(401);
    expect(await call(await sign({}, (jwt) => jwt.setIssuedAt(now + 3600).setExpirationTime(now + 7200)))).toBe(401);
    expect(await call(await sign({ sid: undefined }, (jwt) => jwt.setIssuedAt(now).setExpirationTime(now + 60)))).toBe(
      401,
    );
    expect(await call(await sign({ sid: 999_999 }, (jwt) => jwt.setIssuedAt(now).setExpirationTime(now + 60)))).toBe(
      401,
    );
  });
});

describe('password links', () => {
  const forgot = () =>
    t.app.inject({
      method: 'POST',
      url: '/login/forgot',
      payload: { username: 'bruno@acme.example', idAppType: 1, idApp: t.appOf('acme').idApp },
    });
  const lastCode = () => /token=([\w-]+)/.exec(t.mailer.sent.at(-1)?.text ?? '')?.[1] ?? '';
  const reset = (token: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/login/reset', payload: { token, password } });

  it('refuses an older unused link once a newer one was used', async () => {
    await forgot();
    const older = lastCode();
    await forgot();
    const newer = lastCode();
    expect((await reset(newer, 'Caminho-Novo-7')).statusCode).toBe(200);
    const stale = await reset(older, 'Outro-Caminho-8');
    expect(stale.statusCode).toBe(400);
    expect(body(stale).code).toBe('RESET_TOKEN_INVALID');
  });

  it('refuses a link asked for before the password was changed', async () => {
    await forgot();
    const link = lastCode();
    const bruno = await t.app.inject({
      method: 'POST',
      url: '/login',
      payload: {
        username: 'bruno@acme.example',
        password: 'Caminho-Novo-7',
        idAppType: 1,
        idApp: t.appOf('acme').idApp,
      },
    });
    const session = body(bruno).data;
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/users/${session.loginInfo.idUser}/change-password`,
      headers: { authorization: `Bearer ${session.token}`, host: 'acme.localhost' },
      payload: {
        currentPassword: 'Caminho-Novo-7',
        newPassword: 'Serra-Azul-2026',
        confirmPassword: 'Serra-Azul-2026',
      },
    });
    expect(changed.statusCode).toBe(200);
    expect((await reset(link, 'Terceiro-Caminho-9')).statusCode).toBe(400);
  });

  it('refuses a common new password, naming the field', async () => {
    await forgot();
    const refused = await reset(lastCode(), 'trilha123');
    expect(refused.statusCode).toBe(400);
    expect(body(refused)).toMatchObject({
      field: 'password',
      message: 'Não use uma senha comum ou fácil de adivinhar',
    });
  });
});

describe('password hashes', () => {
  it("are made at OWASP's cost, and an older hash is upgraded at the next right login", async () => {
    const user = await t.db
      .selectFrom('users')
      .select(['idUser', 'passwordHash'])
      .where('username', '=', 'paula@globex.example')
      .executeTakeFirstOrThrow();
    expect(user.passwordHash?.split('$').slice(1, 4)).toEqual(
      [PASSWORD_COST.N, PASSWORD_COST.r, PASSWORD_COST.p].map(String),
    );
    const legacy = await hashPassword(DEMO_PASSWORD, LEGACY_PASSWORD_COST);
    await t.db.updateTable('users').set({ passwordHash: legacy }).where('idUser', '=', user.idUser).execute();
    const login = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/login',
        payload: { username: 'paula@globex.example', password, idAppType: 1, idApp: t.appOf('globex').idApp },
      });
    expect((await login('errada-123')).statusCode).toBe(401);
    const unchanged = await t.db
      .selectFrom('users')
      .select('passwordHash')
      .where('idUser', '=', user.idUser)
      .executeTakeFirstOrThrow();
    expect(unchanged.passwordHash).toBe(legacy);
    expect((await login(DEMO_PASSWORD)).statusCode).toBe(200);
    const upgraded = await t.db
      .selectFrom('users')
      .select('passwordHash')
      .where('idUser', '=', user.idUser)
      .executeTakeFirstOrThrow();
    expect(upgraded.passwordHash).not.toBe(legacy);
    expect(upgraded.passwordHash?.startsWith(`scrypt$${PASSWORD_COST.N}$${PASSWORD_COST.r}$${PASSWORD_COST.p}$`)).toBe(
      true,
    );
    expect((await login(DEMO_PASSWORD)).statusCode).toBe(200);
  });
});
