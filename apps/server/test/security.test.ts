import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/packs/demo-packs';
import { body, createTestApp, type TestApp } from './harness';

// Security headers, CORS, logs without secrets, single-use short-lived reset codes and input the
// database cannot hold. PIN rate limits and zip checks come with the areas that add PINs and zips.

let t: TestApp;
let logs = '';
beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logs += chunk.toString();
      done();
    },
  });
  t = await createTestApp({ env: { LOG_LEVEL: 'trace' }, logStream: stream as never });
});
afterAll(async () => {
  await t.close();
});

const forgot = (username: string) =>
  t.app.inject({
    method: 'POST',
    url: '/login/forgot',
    payload: { username, idAppType: 1, idApp: t.appOf('acme').idApp },
  });
const lastCode = () => /token=([\w-]+)/.exec(t.mailer.sent.at(-1)?.text ?? '')?.[1] ?? '';

describe('security headers', () => {
  it('sends a Content-Security-Policy that lets hls.js, pdf.js and YouTube work and nothing run inline', async () => {
    const response = await t.app.inject({ url: '/health' });
    const csp = Object.fromEntries(
      String(response.headers['content-security-policy'])
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    );
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(expect.arrayContaining(["'self'", 'https://www.youtube.com']));
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['script-src']).not.toContain("'unsafe-eval'");
    expect(csp['worker-src']).toEqual(expect.arrayContaining(["'self'", 'blob:']));
    expect(csp['media-src']).toEqual(expect.arrayContaining(["'self'", 'blob:', 'https:']));
    expect(csp['connect-src']).toEqual(expect.arrayContaining(["'self'", 'https:', 'wss:']));
    expect(csp['frame-src']).toEqual(expect.arrayContaining(["'self'", 'https:']));
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'self'"]);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });
});

describe('the Content-Security-Policy kept per host', () => {
  it('frames lessons from each host’s own content host only, however often and in whatever order hosts ask', async () => {
    const frameSrcOf = async (host: string) => {
      const response = await t.app.inject({ url: '/health', headers: { host } });
      const policy = String(response.headers['content-security-policy']);
      return /(?:^|;)frame-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];
    };
    const acme = await frameSrcOf('acme-academy.localhost:3000');
    const globex = await frameSrcOf('globex.localhost');
    expect(acme.some((source) => source.includes('acme-academy.localhost'))).toBe(true);
    expect(acme.some((source) => source.includes('globex'))).toBe(false);
    expect(globex.some((source) => source.includes('globex.localhost'))).toBe(true);
    expect(globex.some((source) => source.includes('acme'))).toBe(false);
    expect(await frameSrcOf('ACME-ACADEMY.localhost')).toEqual(acme);
    expect(await frameSrcOf('globex.localhost:8080')).toEqual(globex);
  });
});

describe('CORS', () => {
  const ask = (origin: string, host = 'acme-academy.localhost:3000') =>
    t.app.inject({ url: '/health', headers: { origin, host } });

  it("answers only the company's own hosts, with exactly this host's scheme and port", async () => {
    const sameCompany = await ask('http://acme.localhost:3000');
    expect(sameCompany.headers['access-control-allow-origin']).toBe('http://acme.localhost:3000');
    expect((await ask('http://acme-academy.localhost:3000')).headers['access-control-allow-origin']).toBe(
      'http://acme-academy.localhost:3000',
    );
    for (const refused of [
      'http://globex.localhost:3000',
      'https://acme.localhost:3000',
      'http://acme.localhost:4000',
      'http://acme.localhost',
      'http://acme.localhost.evil.example:3000',
      'https://evil.example',
      'null',
    ]) {
      expect((await ask(refused)).headers['access-control-allow-origin'], refused).toBeUndefined();
    }
    // Behind TLS the default port is implied on both sides.
    const secure = await t.app.inject({
      url: '/health',
      headers: { origin: 'https://acme.localhost', host: 'acme-academy.localhost', 'x-forwarded-proto': 'https' },
    });
    expect(secure.headers['access-control-allow-origin']).toBeUndefined();
  });

  it("refuses a preflight from another company's host and from a host that is not a tenant host", async () => {
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/login',
        headers: {
          origin,
          host: 'globex.localhost:3000',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
    expect((await preflight('http://globex.localhost:3000')).headers['access-control-allow-origin']).toBe(
      'http://globex.localhost:3000',
    );
    for (const origin of ['http://acme.localhost:3000', 'http://acme.localhost.evil.example:3000']) {
      const refused = await preflight(origin);
      expect(refused.headers['access-control-allow-origin']).toBeUndefined();
      expect(refused.headers['access-control-allow-methods']).toBeUndefined();
    }
  });
});

describe('caching', () => {
  it("marks API answers no-store, so no browser, proxy or worker keeps a member's data", async () => {
    const maria = await t.login('maria@acme.example');
    const answers = [
      await t.app.inject({ url: `/users/${maria.loginInfo.idUser}`, headers: maria.headers }),
      await t.app.inject({ url: '/users/1', headers: { authorization: 'Bearer x' } }),
      await t.app.inject({ method: 'POST', url: '/app/details', payload: { bucket: 'acme' } }),
    ];
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
  });
});

describe('logs', () => {
  it("never hold a login's password, a token or a reset code, and tie every line to a request id", async () => {
    logs = '';
    const password = DEMO_PASSWORD;
    const login = await t.app.inject({
      method: 'POST',
      url: '/login',
      payload: { username: 'maria@acme.example', password, idAppType: 1, idApp: t.appOf('acme').idApp },
    });
    const { token, loginInfo } = body(login).data;
    await t.app.inject({
      method: 'POST',
      url: '/login/renewlogin',
      headers: { authorization: `Bearer ${token}` },
      payload: { idUser: loginInfo.idUser, idAppType: 1 },
    });
    await forgot('maria@acme.example');
    const code = lastCode();
    await t.app.inject({ url: `/redefinir-senha?token=${code}`, headers: { accept: 'text/html' } });
    await t.app.inject({ method: 'POST', url: '/login/reset', payload: { token: code, password: 'Segredo123' } });

    expect(logs.length).toBeGreaterThan(0);
    expect(logs).not.toContain(password);
    expect(logs).not.toContain(token);
    expect(logs).not.toContain(token.split('.')[2]);
    expect(logs).not.toContain(code);
    expect(logs).not.toContain('Segredo123');
    const lines = logs
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { reqId?: string; msg: string });
    const requestLines = lines.filter((line) => line.msg === 'incoming request' || line.msg === 'request completed');
    expect(requestLines.length).toBeGreaterThanOrEqual(10);
    expect(requestLines.every((line) => typeof line.reqId === 'string' && line.reqId.length > 0)).toBe(true);
  });

  it("keeps a proxy's plain request id and answers with it, but not one that could forge log lines", async () => {
    const kept = await t.app.inject({ url: '/health', headers: { 'x-request-id': 'lb-1234.abc' } });
    expect(kept.headers['x-request-id']).toBe('lb-1234.abc');
    const forged = await t.app.inject({ url: '/health', headers: { 'x-request-id': 'x"}\n{"msg":"forged' } });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('password-reset codes', () => {
  it('are single-use even when two resets race with the same code', async () => {
    await forgot('joao@acme.example');
    const code = lastCode();
    const reset = (password: string) =>
      t.app.inject({ method: 'POST', url: '/login/reset', payload: { token: code, password } });
    const answers = await Promise.all([reset('Primeira1'), reset('Segunda22'), reset('Terceira3')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400, 400]);
  });

  it('are short-lived: accepted within the hour and refused after it', async () => {
    await forgot('ana@acme.example');
    const early = lastCode();
    t.clock.advance(59 * 60 * 1000);
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/login/reset',
      payload: { token: early, password: 'DentroDaHora1' },
    });
    expect(accepted.statusCode).toBe(200);
    await forgot('ana@acme.example');
    const late = lastCode();
    t.clock.advance(60 * 60 * 1000 + 1);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/login/reset',
      payload: { token: late, password: 'ForaDaHora1' },
    });
    expect(refused.statusCode).toBe(400);
    expect(body(refused).code).toBe('RESET_TOKEN_INVALID');
  });
});

describe('input the database cannot hold', () => {
  it('refuses a NUL character anywhere with 400, naming the field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/login',
      payload: { username: 'maria\u0000@acme.example', password: 'x', idAppType: 1, idApp: t.appOf('acme').idApp },
    });
    expect(response.statusCode).toBe(400);
    expect(body(response)).toMatchObject({ code: 'VALIDATION_FAILED', field: 'username' });
  });

  it('refuses an id larger than any stored id with 400 instead of failing on PostgreSQL', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/login',
      payload: { username: 'maria@acme.example', password: 'x', idAppType: 1, idApp: 2 ** 40 },
    });
    expect(response.statusCode).toBe(400);
    expect(body(response)).toMatchObject({ code: 'VALIDATION_FAILED', field: 'idApp' });
  });
});
