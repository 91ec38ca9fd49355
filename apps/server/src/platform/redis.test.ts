import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, type TestApp } from '../../test/harness';
import { startTestRedis, type TestRedis, uniquePrefix } from '../../test/services';
import { loadConfig } from '../config';
import { connectRedis } from './redis';

let redis: TestRedis;
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  redis = await startTestRedis();
  const env = { REDIS_URL: redis.url, REDIS_KEY_PREFIX: uniquePrefix() };
  a = await createTestApp({ env, loginAttemptsPerMinute: 3 });
  b = await createTestApp({ env, loginAttemptsPerMinute: 3, database: a.database });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
  await redis?.stop();
});

describe('rate limits in Redis', () => {
  it('counts login attempts on both instances together, so a limit holds behind a load balancer', async () => {
    const attempt = (instance: TestApp) =>
      instance.app.inject({
        method: 'POST',
        url: '/login',
        payload: { username: 'joao@acme.example', password: 'x', idAppType: 1, idApp: a.appOf('acme').idApp },
      });
    expect((await attempt(a)).statusCode).toBe(401);
    expect((await attempt(b)).statusCode).toBe(401);
    expect((await attempt(a)).statusCode).toBe(401);
    const blocked = await attempt(b);
    expect(blocked.statusCode).toBe(429);
    expect(body(blocked).code).toBe('RATE_LIMITED');
  });

  it('reports the instance ready only while Redis answers', async () => {
    expect((await a.app.inject({ url: '/ready' })).statusCode).toBe(200);
  });
});

describe('Redis configuration', () => {
  it('stops the start with a message naming REDIS_URL when Redis cannot be reached', async () => {
    await expect(connectRedis('redis://127.0.0.1:1', 'test')).rejects.toThrow(/^REDIS_URL: não foi possível conectar/);
  });

  it('refuses a REDIS_URL that is not a Redis address', () => {
    expect(() => loadConfig({ REDIS_URL: 'http://cache:6379', JWT_SECRET: 'x'.repeat(32) })).toThrow(/REDIS_URL/);
  });
});
