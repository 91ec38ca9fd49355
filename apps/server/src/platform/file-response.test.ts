import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachmentDisposition, contentTypeOf, parseRange, sendDownload, sendStoredFile } from './file-response';
import { createDiskStorage } from './storage';

describe('parseRange', () => {
  it.each([
    ['bytes=0-99', 1000, { start: 0, end: 99 }],
    ['bytes=900-', 1000, { start: 900, end: 999 }],
    ['bytes=-100', 1000, { start: 900, end: 999 }],
    ['bytes=990-2000', 1000, { start: 990, end: 999 }],
    [' bytes=0-0 ', 1000, { start: 0, end: 0 }],
    ['bytes=1000-', 1000, 'unsatisfiable'],
    ['bytes=-0', 1000, 'unsatisfiable'],
    ['bytes=0-', 0, 'unsatisfiable'],
    ['bytes=-100', 0, 'unsatisfiable'],
    ['bytes=5-3', 1000, undefined],
    ['bytes=0-1,5-6', 1000, undefined],
    ['bytes=a-', 1000, undefined],
    ['bytes=', 1000, undefined],
    ['items=0-1', 1000, undefined],
    [undefined, 1000, undefined],
  ])('%s of %i bytes is %j', (header, size, expected) => {
    expect(parseRange(header, size)).toEqual(expected);
  });
});

describe('contentTypeOf', () => {
  it.each([
    ['media/a/aula.MP4', 'video/mp4'],
    ['guia.pdf', 'application/pdf'],
    ['index.html', 'text/html; charset=utf-8'],
    ['scripts/app.js', 'text/javascript; charset=utf-8'],
    ['estilo.css', 'text/css; charset=utf-8'],
    ['logo.svg', 'image/svg+xml'],
    ['aula.m3u8', 'application/vnd.apple.mpegurl'],
    ['parte-1.ts', 'video/mp2t'],
    ['legenda.vtt', 'text/vtt; charset=utf-8'],
    ['fonte.woff2', 'font/woff2'],
    ['sem-extensao', 'application/octet-stream'],
    ['pasta.d/sem-extensao', 'application/octet-stream'],
    ['arquivo.desconhecido', 'application/octet-stream'],
  ])('%s is %s', (name, type) => {
    expect(contentTypeOf(name)).toBe(type);
  });
});

describe('attachmentDisposition', () => {
  it('names a plain ASCII file once', () => {
    expect(attachmentDisposition('meus-pontos.xlsx')).toBe('attachment; filename=meus-pontos.xlsx');
  });

  it('gives an accented name an ASCII fallback beside the UTF-8 name', () => {
    expect(attachmentDisposition('Ética e conduta_certificate.pdf')).toBe(
      `attachment; filename="Etica e conduta_certificate.pdf"; filename*=UTF-8''%C3%89tica%20e%20conduta_certificate.pdf`,
    );
  });

  it('keeps quotes from closing the name', () => {
    expect(attachmentDisposition('o "melhor".pdf')).toBe('attachment; filename="o \\"melhor\\".pdf"');
  });
});

describe('sendStoredFile and sendDownload', () => {
  const BYTES = Buffer.from(Array.from({ length: 100 }, (_, index) => index));
  let root: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'trilha-file-response-'));
    const storage = createDiskStorage(root);
    await storage.put('media/a/clip.mp4', BYTES, 'video/mp4');
    app = Fastify();
    app.get('/file/*', async (request, reply) =>
      sendStoredFile(reply, storage, (request.params as { '*': string })['*'], request.headers.range),
    );
    app.get('/download', async (_request, reply) => sendDownload(reply, { fileName: 'Relatório.csv' }, 'a;b\n'));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('sends the whole file and says ranges are accepted', async () => {
    const response = await app.inject({ url: '/file/media/a/clip.mp4' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['content-length']).toBe('100');
    expect(response.rawPayload.equals(BYTES)).toBe(true);
  });

  it('sends only the range asked, with 206 and its Content-Range', async () => {
    const response = await app.inject({ url: '/file/media/a/clip.mp4', headers: { range: 'bytes=10-19' } });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe('bytes 10-19/100');
    expect(response.rawPayload.equals(BYTES.subarray(10, 20))).toBe(true);
  });

  it('answers 416 with the size for a range past the end, and the whole file for a malformed one', async () => {
    const past = await app.inject({ url: '/file/media/a/clip.mp4', headers: { range: 'bytes=100-' } });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe('bytes */100');
    const malformed = await app.inject({ url: '/file/media/a/clip.mp4', headers: { range: 'bytes=9-2' } });
    expect(malformed.statusCode).toBe(200);
    expect(malformed.rawPayload.length).toBe(100);
  });

  it('answers 404 for a missing file, ranged or not', async () => {
    expect((await app.inject({ url: '/file/media/a/none.mp4' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/file/media/a/none.mp4', headers: { range: 'bytes=0-' } })).statusCode).toBe(404);
  });

  it('sends a download with its type, name and no caching', async () => {
    const response = await app.inject({ url: '/download' });
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename=Relatorio.csv; filename*=UTF-8''Relat%C3%B3rio.csv`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
