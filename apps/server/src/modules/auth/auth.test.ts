import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, type TestApp } from '../../../test/harness';
import { DEMO_PASSWORD } from '../../packs/demo-packs';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const acmeLogin = (username: string, password = DEMO_PASSWORD) => ({
  method: 'POST' as const,
  url: '/login',
  payload: { username, password, idAppType: 1, idApp: t.appOf('acme').idApp },
});

describe('POST /app/details', () => {
  it('resolves an app by bucket and by host, with its branding', async () => {
    const byBucket = await t.app.inject({ method: 'POST', url: '/app/details', payload: { bucket: 'globex' } });
    expect(byBucket.statusCode).toBe(200);
    expect(body(byBucket).app[0]).toMatchObject({
      name: 'Globex',
      bucket: 'globex',
      idAppType: 1,
      primaryColor: '#0b6e4f',
    });

    const byHost = await t.app.inject({ method: 'POST', url: '/app/details/', payload: { bucket: 'localhost' } });
    expect(body(byHost).app[0]).toMatchObject({ bucket: 'acme' });
  });

  it("names the learning side menu's 'Conteúdos' entry per app (spec 3, 2.10), 'Conteúdos' by default", async () => {
    const details = async (bucket: string) =>
      body(await t.app.inject({ method: 'POST', url: '/app/details', payload: { bucket } })).app[0];
    expect(await details('acme-academy')).toMatchObject({ idAppType: 2, contentsMenuName: 'productsAndTrails' });
    expect(await details('acme')).toMatchObject({ contentsMenuName: 'contents' });
  });

  it('answers the unknown-app message for a bucket nobody has', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/app/details', payload: { bucket: 'initech' } });
    expect(response.statusCode).toBe(404);
    expect(body(response)).toMatchObject({
      success: false,
      code: 'APP_NOT_FOUND',
      message: 'Nenhuma aplicação correspondente a URL',
    });
  });

  it('refuses a missing bucket with the field named', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/app/details', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(body(response)).toMatchObject({ success: false, code: 'VALIDATION_FAILED', field: 'bucket' });
  });
});

describe('GET /login/user-login-info', () => {
  it('answers the same for a member and for a name that does not exist', async () => {
    const { idApp, idCompany } = t.appOf('acme');
    const known = await t.app.inject({
      url: `/login/user-login-info?username=maria@acme.example&idApp=${idApp}&idCompany=${idCompany}`,
    });
    const unknown = await t.app.inject({
      url: `/login/user-login-info?username=nobody&idApp=${idApp}&idCompany=${idCompany}`,
    });
    expect(known.statusCode).toBe(200);
    expect(body(known)).toEqual({ success: true, hasSamlConfiguration: 0, idApp, idCompany });
    expect(body(unknown)).toEqual(body(known));
  });

  it("says 'Usuário inválido.' when the app and company do not match", async () => {
    const response = await t.app.inject({
      url: `/login/user-login-info?username=maria&idApp=${t.appOf('acme').idApp}&idCompany=${t.appOf('globex').idCompany}`,
    });
    expect(response.statusCode).toBe(400);
    expect(body(response).message).toBe('Usuário inválido.');
  });
});

describe('POST /login', () => {
  it('answers the full session: token, login info, menu, design, company design, plan and last tracking', async () => {
    const response = await t.app.inject(acmeLogin('Maria@Acme.example'));
    expect(response.statusCode).toBe(200);
    const { data, lastTracking, success } = body(response);
    expect(success).toBe(true);
    expect(typeof data.token).toBe('string');
    expect(data.loginInfo).toMatchObject({ name: 'Maria Souza', email: 'maria@acme.example', idAppType: 1, admin: 0 });
    expect(data.loginInfo.lastLogin).toBe(t.clock.now().toISOString());
    expect(data.loginInfo.appsUserAccess.map((a: { appName: string }) => a.appName)).toEqual(['Acme', 'Acme Academy']);
    expect(data.menu.map((s: { text: string }) => s.text)).toContain('Notícias');
    expect(data.design[0]).toMatchObject({ idSection: null, idSectionType: null });
    const designed = data.design.map((entry: { idSection: number | null }) => entry.idSection);
    for (const section of data.menu) expect(designed).toContain(section.idSection);
    expect(data.companyDesign).toEqual({
      firstColor: '#b3261e',
      secondColor: '#e4572e',
      thirdColor: '#ffffff',
      fourthColor: '#1f1f1f',
    });
    expect(data.activePlan).toBeNull();
    expect(lastTracking).toEqual([]);
    expect(response.body).not.toContain('passwordHash');
  });

  it("refuses a wrong password with 'Senha ou usuário inválido.'", async () => {
    const response = await t.app.inject(acmeLogin('maria@acme.example', 'wrong-password'));
    expect(response.statusCode).toBe(401);
    expect(body(response)).toMatchObject({
      success: false,
      code: 'INVALID_CREDENTIALS',
      message: 'Senha ou usuário inválido.',
    });
  });

  it('refuses a member of Globex on the Acme app with the same message', async () => {
    const response = await t.app.inject(acmeLogin('carlos@globex.example'));
    expect(response.statusCode).toBe(401);
    expect(body(response).message).toBe('Senha ou usuário inválido.');
  });

  it('refuses an inactive member', async () => {
    await t.db.updateTable('users').set({ active: 0 }).where('username', '=', 'joao@acme.example').execute();
    const response = await t.app.inject(acmeLogin('joao@acme.example'));
    expect(response.statusCode).toBe(401);
    await t.db.updateTable('users').set({ active: 1 }).where('username', '=', 'joao@acme.example').execute();
  });

  it('names the missing field of an incomplete body in Portuguese', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/login',
      payload: { username: 'maria', idAppType: 1, idApp: 1 },
    });
    expect(response.statusCode).toBe(400);
    expect(body(response)).toMatchObject({ code: 'VALIDATION_FAILED', field: 'password' });
  });

  it('answers 400, not 500, for a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(response.statusCode).toBe(400);
    expect(body(response).success).toBe(false);
  });
});

describe('tokens', () => {
  it('renews the session of the caller with a new token', async () => {
    const maria = await t.login('maria@acme.example');
    t.clock.advance(24 * 60 * 60 * 1000);
    const response = await t.app.inject({
      method: 'POST',
      url: '/login/renewlogin',
      headers: maria.headers,
      payload: { idUser: maria.loginInfo.idUser, idAppType: 1 },
    });
    expect(response.statusCode).toBe(200);
    expect(body(response).loginInfo.lastLogin).toBe(t.clock.now().toISOString());
    expect(body(response).token).not.toBe(maria.token);
  });

  it('refuses a request without a token, and one with a forged token', async () => {
    const maria = await t.login('maria@acme.example');
    const payload = { idUser: maria.loginInfo.idUser, idAppType: 1 };
    const none = await t.app.inject({ method: 'POST', url: '/login/renewlogin', payload });
    expect(none.statusCode).toBe(401);
    const [header, claims] = maria.token.split('.');
    const forged = await t.app.inject({
      method: 'POST',
      url: '/login/renewlogin',
      headers: { authorization: `Bearer ${header}.${claims}.c2lnbmF0dXJl` },
      payload,
    });
    expect(forged.statusCode).toBe(401);
  });

  it('refuses a Globex token on an Acme member', async () => {
    const maria = await t.login('maria@acme.example');
    const carlos = await t.login('carlos@globex.example');
    const response = await t.app.inject({
      method: 'POST',
      url: '/login/renewlogin',
      headers: carlos.headers,
      payload: { idUser: maria.loginInfo.idUser, idAppType: 1 },
    });
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain('Maria');
  });

  it('refuses a token once the member tokenVersion is bumped', async () => {
    const maria = await t.login('maria@acme.example');
    const payload = { idUser: maria.loginInfo.idUser, idAppType: 1 };
    await t.db
      .updateTable('users')
      .set((eb) => ({ tokenVersion: eb('tokenVersion', '+', 1) }))
      .where('idUser', '=', maria.loginInfo.idUser)
      .execute();
    const response = await t.app.inject({ method: 'POST', url: '/login/renewlogin', headers: maria.headers, payload });
    expect(response.statusCode).toBe(401);
    expect(body(response).code).toBe('UNAUTHENTICATED');
  });
});

describe('password links', () => {
  const forgot = (username: string) => ({
    method: 'POST' as const,
    url: '/login/forgot',
    headers: { host: 'acme.localhost:3000' },
    payload: { username, idAppType: 1, idApp: t.appOf('acme').idApp },
  });
  const linkCode = (text: string) => /redefinir-senha\?token=([\w-]+)/.exec(text)?.[1] ?? '';

  it('e-mails a single-use link that sets a new password and ends other sessions', async () => {
    const before = await t.login('joao@acme.example');
    const sent = t.mailer.sent.length;
    const response = await t.app.inject(forgot('joao@acme.example'));
    expect(body(response)).toEqual({ success: true, message: 'E-mail enviado com sucesso!' });
    const mail = t.mailer.sent[sent];
    expect(mail?.to).toBe('joao@acme.example');
    expect(mail?.text).toContain('http://acme.localhost:3000/redefinir-senha?token=');

    const code = linkCode(mail?.text ?? '');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/login/reset',
      payload: { token: code, password: 'Caminho-29' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await t.app.inject(acmeLogin('joao@acme.example', 'Caminho-29'))).statusCode).toBe(200);
    expect((await t.app.inject(acmeLogin('joao@acme.example'))).statusCode).toBe(401);

    const stale = await t.app.inject({
      method: 'POST',
      url: '/login/renewlogin',
      headers: before.headers,
      payload: { idUser: before.loginInfo.idUser, idAppType: 1 },
    });
    expect(stale.statusCode).toBe(401);

    const again = await t.app.inject({
      method: 'POST',
      url: '/login/reset',
      payload: { token: code, password: 'outraSenha9' },
    });
    expect(again.statusCode).toBe(400);
    expect(body(again).code).toBe('RESET_TOKEN_INVALID');
  });

  it('does not trust a forged Host header for the link', async () => {
    const sent = t.mailer.sent.length;
    await t.app.inject({ ...forgot('maria@acme.example'), headers: { host: 'evil.example' } });
    expect(t.mailer.sent[sent]?.text).toContain('http://acme.localhost/redefinir-senha');
    expect(t.mailer.sent[sent]?.text).not.toContain('evil.example');
  });

  it('refuses an expired link', async () => {
    const sent = t.mailer.sent.length;
    await t.app.inject(forgot('maria@acme.example'));
    t.clock.advance(61 * 60 * 1000);
    const code = linkCode(t.mailer.sent[sent]?.text ?? '');
    const response = await t.app.inject({
      method: 'POST',
      url: '/login/reset',
      payload: { token: code, password: 'Caminho-29' },
    });
    expect(response.statusCode).toBe(400);
  });

  it('answers success for an unknown name without sending anything', async () => {
    const sent = t.mailer.sent.length;
    const response = await t.app.inject(forgot('ninguem@acme.example'));
    expect(response.statusCode).toBe(200);
    expect(t.mailer.sent.length).toBe(sent);
  });

  it('refuses a new password that breaks the rules, saying which', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/login/reset',
      payload: { token: 'x'.repeat(43), password: 'abcdefgh' },
    });
    expect(response.statusCode).toBe(400);
    expect(body(response).message).toBe('Ao menos um número');
  });
});

describe('errors', () => {
  it('answers 404 in the error shape for an unknown route', async () => {
    const response = await t.app.inject({ url: '/nothing/here' });
    expect(response.statusCode).toBe(404);
    expect(body(response)).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});

describe('rate limits', () => {
  it('stops login attempts beyond the limit with 429', async () => {
    const limited = await createTestApp({ loginAttemptsPerMinute: 3 });
    try {
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/login',
          payload: { username: 'maria@acme.example', password: 'x', idAppType: 1, idApp: limited.appOf('acme').idApp },
        });
      for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
      const blocked = await attempt();
      expect(blocked.statusCode).toBe(429);
      expect(body(blocked).code).toBe('RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });
});
