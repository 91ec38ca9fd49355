import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../test/scorm-builders';
import { AppError } from './errors';
import { readMultipart, saveMultipart } from './multipart';

describe('readMultipart and saveMultipart', () => {
  let app: FastifyInstance;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'trilha-multipart-'));
    app = Fastify();
    await app.register(multipart);
    app.setErrorHandler((error, _request, reply) => {
      if (error instanceof AppError) return reply.status(error.status).send({ code: error.code });
      return reply.status(500).send({ code: 'INTERNAL' });
    });
    app.post('/memory', async (request) => {
      const { fields, file } = await readMultipart(request, {
        limits: { fileSize: 10, files: 1, fields: 5 },
        tooLarge: 'FILE_TOO_LARGE',
        fileField: 'fileData',
        textFields: ['title'],
      });
      return { fields, file: file && { ...file, bytes: file.bytes.toString() } };
    });
    app.post('/disk', async (request) => {
      const path = join(dir, `upload-${request.id}`);
      const { fields, file } = await saveMultipart(request, path, {
        limits: { fileSize: 10, files: 1, fields: 5 },
        tooLarge: 'SCORM_PACKAGE_TOO_LARGE',
      });
      return { fields, file: file && { ...file, content: readFileSync(file.path, 'utf8') } };
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const post = (url: string, body: ReturnType<typeof multipartBody>) =>
    app.inject({ method: 'POST', url, payload: body.payload, headers: body.headers });

  it('keeps the wanted text fields and the file of the named field, in memory', async () => {
    const response = await post(
      '/memory',
      multipartBody(
        { title: 'Relato', other: 'x' },
        { field: 'fileData', name: 'nota.txt', content: Buffer.from('olá') },
      ),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      fields: { title: 'Relato' },
      file: { fieldName: 'fileData', fileName: 'nota.txt', bytes: 'olá' },
    });
  });

  it('skips a file of another field', async () => {
    const response = await post(
      '/memory',
      multipartBody({}, { field: 'other', name: 'a.txt', content: Buffer.from('a') }),
    );
    expect(response.json()).toEqual({ fields: {} });
  });

  it('streams the file to disk and keeps every text field when none are named', async () => {
    const response = await post(
      '/disk',
      multipartBody({ title: 'Curso', a: '1' }, { name: 'p.zip', content: Buffer.from('zip') }),
    );
    expect(response.json()).toMatchObject({
      fields: { title: 'Curso', a: '1' },
      file: { fieldName: 'file', fileName: 'p.zip', size: 3, content: 'zip' },
    });
  });

  it("answers the caller's 413 for a file over the limit, in memory or on disk", async () => {
    const big = { field: 'fileData', name: 'grande.bin', content: Buffer.alloc(11) };
    const memory = await post('/memory', multipartBody({}, big));
    expect(memory.statusCode).toBe(413);
    expect(memory.json()).toEqual({ code: 'FILE_TOO_LARGE' });
    const disk = await post('/disk', multipartBody({}, big));
    expect(disk.statusCode).toBe(413);
    expect(disk.json()).toEqual({ code: 'SCORM_PACKAGE_TOO_LARGE' });
  });

  it("answers 'FILE_REQUIRED' to a body that is not multipart, and 400 to a broken one", async () => {
    const json = await app.inject({ method: 'POST', url: '/memory', payload: { title: 'x' } });
    expect(json.json()).toEqual({ code: 'FILE_REQUIRED' });
    const broken = await app.inject({
      method: 'POST',
      url: '/memory',
      payload: '--b\r\nContent-Disposition: form-data; name="title"\r\n\r\nsem fim',
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ code: 'BAD_REQUEST' });
  });
});
