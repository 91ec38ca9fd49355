import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { body, createTestApp, type TestApp } from '../../../test/harness';
import { loadConfig } from '../../config';
import { DEMO_PASSWORD } from '../../packs/demo-packs';
import { slowDownFor } from './auth.routes';

// The login limits with the configuration's default of 10 attempts per minute: spraying many names from
// one address is stopped, and wrong passwords typed by others slow a name down without locking it. Each
// test makes dozens of logins (a password hash each), hence the longer time allowed.
vi.setConfig({ testTimeout: 120_000 });

let t: TestApp;
let proxied: TestApp;
const waits: number[] = [];
beforeAll(async () => {
  const sleep = async (ms: number) => void waits.push(ms);
  t = await createTestApp({ loginAttemptsPerMinute: 10, sleep });
  // Behind one proxy (TRUST_PROXY=1): the client is the address the proxy appended, not what the client wrote.
  proxied = await createTestApp({ loginAttemptsPerMinute: 10, sleep, env: { TRUST_PROXY: '1' } });
});
afterAll(async () => {
  await t.close();
  await proxied.close();
});

const attempt = (
  app: TestApp,
  username: string,
  password: string,
  headers: Record<string, string> = {},
  from = '10.0.0.1',
) =>
  app.app.inject({
    method: 'POST',
    url: '/login',
    remoteAddress: from,
    headers,
    payload: { username, password, idAppType: 1, idApp: app.appOf('acme').idApp },
  });

describe('login limits', () => {
  it('stop password spraying: many names from one address are answered 429', async () => {
    const answers: number[] = [];
    for (let index = 0; index < 40; index++) {
      answers.push((await attempt(t, `pessoa${index}@acme.example`, 'Verao2026', {}, '198.51.100.7')).statusCode);
    }
    expect(answers.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(answers.slice(20)).toEqual(Array(20).fill(429));
    const refused = await attempt(t, 'maria@acme.example', DEMO_PASSWORD, {}, '198.51.100.7');
    expect(refused.statusCode).toBe(429);
    expect(body(refused).message).toBe('Muitas tentativas. Aguarde um pouco e tente novamente.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await attempt(t, 'maria@acme.example', DEMO_PASSWORD, {}, '198.51.100.8')).statusCode).toBe(200);
  });

  it("slow a name down, but never lock it: the member's right password still works from their own address", async () => {
    const answers: number[] = [];
    for (let index = 0; index < 11; index++) {
      answers.push((await attempt(t, 'joao@acme.example', `errada${index}x`, {}, '203.0.113.5')).statusCode);
    }
    // spec 1, 7: the wrong password's message; past the per-name-and-address limit, 429 for that address only.
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(answers[10]).toBe(429);
    waits.length = 0;
    const member = await attempt(t, 'joao@acme.example', DEMO_PASSWORD, {}, '192.0.2.44');
    expect(member.statusCode).toBe(200);
    expect(waits).toHaveLength(1);
    expect(waits[0]).toBeGreaterThan(0);
    // A name nobody attacked answers at once.
    waits.length = 0;
    expect((await attempt(t, 'ana@acme.example', DEMO_PASSWORD, {}, '192.0.2.44')).statusCode).toBe(200);
    expect(waits).toEqual([]);
  });

  it('wait longer the more a name failed, up to 8 seconds', () => {
    expect([9, 10, 11, 12, 13, 14, 40].map((failures) => slowDownFor(failures, 10))).toEqual([
      0, 500, 1000, 2000, 4000, 8000, 8000,
    ]);
  });
});

describe('behind a trusted proxy', () => {
  it('keys the limits on the address the proxy saw, so rotating X-Forwarded-For does not escape them', async () => {
    const answers: number[] = [];
    for (let index = 0; index < 12; index++) {
      // nginx's $proxy_add_x_forwarded_for: what the client sent, then the client's real address.
      const headers = { 'x-forwarded-for': `10.9.${index}.${index}, 203.0.113.77` };
      answers.push((await attempt(proxied, 'ana@acme.example', `errada${index}x`, headers, '127.0.0.1')).statusCode);
    }
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(answers.slice(10)).toEqual([429, 429]);
    // Another client behind the same proxy is not affected.
    const other = await attempt(
      proxied,
      'ana@acme.example',
      DEMO_PASSWORD,
      { 'x-forwarded-for': '203.0.113.78' },
      '127.0.0.1',
    );
    expect(other.statusCode).toBe(200);
  });

  it('refuses TRUST_PROXY=true, which would believe the leftmost, client-written address', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true', DATA_DIR: '/tmp/trilha-config-test' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ TRUST_PROXY: '2', DATA_DIR: '/tmp/trilha-config-test' }).trustProxy).toBe(2);
    expect(
      loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.10', DATA_DIR: '/tmp/trilha-config-test' }).trustProxy,
    ).toEqual(['10.0.0.0/8', '192.168.1.10']);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.internal', DATA_DIR: '/tmp/trilha-config-test' })).toThrow(
      /TRUST_PROXY/,
    );
    expect(loadConfig({ DATA_DIR: '/tmp/trilha-config-test' }).trustProxy).toBe(false);
  });
});
