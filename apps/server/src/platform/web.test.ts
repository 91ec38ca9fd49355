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

describe('the page of a first screen', () => {
  let pages: FastifyInstance;
  let folder: string;
  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'trilha-web-'));
    mkdirSync(join(folder, 'assets'));
    mkdirSync(join(folder, '.vite'));
    writeFileSync(
      join(folder, 'index.html'),
      '<!doctype html><html><head><title>Trilha</title></head><body></body></html>',
    );
    const chunk = (fileName: string, facadeModule: string | null, imports: string[], isEntry = false) => ({
      fileName,
      isEntry,
      facadeModule,
      imports,
    });
    writeFileSync(
      join(folder, '.vite/chunks.json'),
      JSON.stringify([
        chunk('assets/index-1.js', 'apps/web/index.html', ['assets/react-1.js'], true),
        chunk('assets/react-1.js', null, []),
        chunk('assets/learning-layout-1.js', 'src/app/learning/learning-layout.tsx', [
          'assets/react-1.js',
          'assets/icons-1.js',
        ]),
        chunk('assets/icons-1.js', null, []),
        chunk('assets/learning-home-page-1.js', 'src/features/learning/home/learning-home-page.tsx', [
          'assets/icons-1.js',
        ]),
        chunk('assets/campaign-notice-1.js', 'src/features/campaigns/campaign-notice.tsx', []),
      ]),
    );
    pages = Fastify();
    await registerWebApp(pages, folder, async (hostname) =>
      hostname === 'academy.example'
        ? ({ idApp: 2, idAppType: 2, name: 'Academia <Acme>', bucket: 'academy' } as never)
        : null,
    );
    await pages.ready();
  });
  afterAll(async () => {
    await pages.close();
    rmSync(folder, { recursive: true, force: true });
  });

  const open = (host: string, url: string) =>
    pages.inject({ method: 'GET', url, headers: { accept: 'text/html', host } });

  it("carries the host's app and asks for the home's chunks, not the entry's", async () => {
    const { body: html } = await open('academy.example', '/');
    expect(html).toContain('<title>Academia &#60;Acme&#62;</title>');
    const app = /<script type="application\/json" id="trilha-app">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(app).not.toContain('<');
    expect(JSON.parse(app)).toMatchObject({ idApp: 2, name: 'Academia <Acme>' });
    const preloaded = [...html.matchAll(/rel="modulepreload" crossorigin href="\/([^"]+)"/g)].map((match) => match[1]);
    expect(preloaded.sort()).toEqual([
      'assets/campaign-notice-1.js',
      'assets/icons-1.js',
      'assets/learning-home-page-1.js',
      'assets/learning-layout-1.js',
    ]);
  });

  it('leaves a host without an app, and a page not listed, as they are', async () => {
    const unknown = await open('nowhere.example', '/');
    expect(unknown.body).not.toContain('trilha-app');
    expect(unknown.body).not.toContain('modulepreload');
    const other = await open('academy.example', '/editPerfil');
    expect(other.body).toContain('trilha-app');
    expect(other.body).not.toContain('modulepreload');
  });
});
