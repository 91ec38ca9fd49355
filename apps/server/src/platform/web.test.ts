import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebApp } from './web';

const SCRIPT = `export const greeting = ${JSON.stringify('Olá, '.repeat(2000))};\n`;
let dist: string;
let app: FastifyInstance;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'trilha-web-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Trilha</title>');
  writeFileSync(join(dist, 'assets/app-abc123.js'), SCRIPT);
  writeFileSync(join(dist, 'assets/app-abc123.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(dist, 'assets/app-abc123.js.gz'), gzipSync(SCRIPT));
  app = Fastify();
  await registerWebApp(app, dist);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

const getScript = (acceptEncoding?: string) =>
  app.inject({
    method: 'GET',
    url: '/assets/app-abc123.js',
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('the built web app', () => {
  it('sends the Brotli copy of an asset to a browser that accepts it, cached for a year', async () => {
    const response = await getScript('gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
    expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
  });

  it('sends the gzip copy when only gzip is accepted, and the file itself when nothing is', async () => {
    const gzip = await getScript('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
    const plain = await getScript();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('answers a browser navigation with the app page, revalidated each time', async () => {
    const response = await app.inject({ method: 'GET', url: '/catalog/vendas', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<title>Trilha</title>');
  });
});
