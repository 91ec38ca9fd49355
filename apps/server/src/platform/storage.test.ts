import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { startTestS3, type TestS3 } from '../../test/services';
import { loadConfig } from '../config';
import { createDiskStorage, createS3Storage, type Storage } from './storage';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

let s3: TestS3;
let diskRoot: string;
const adapters: Record<string, () => Storage> = {};

beforeAll(async () => {
  s3 = await startTestS3();
  diskRoot = mkdtempSync(join(tmpdir(), 'trilha-storage-'));
  const config = loadConfig({ ...s3.env, NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32) });
  adapters.disk = () => createDiskStorage(diskRoot);
  adapters.s3 = () => createS3Storage(config.s3 as NonNullable<typeof config.s3>);
});
afterAll(async () => {
  await s3.stop();
  rmSync(diskRoot, { recursive: true, force: true });
});

const BYTES = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));

describe.each(['disk', 's3'])('%s storage', (name) => {
  const storage = () => (adapters[name] as () => Storage)();

  it('stores a file and reads it back whole, with its size', async () => {
    await storage().check();
    await storage().put('media/a/video.mp4', BYTES, 'video/mp4');
    const file = await storage().get('media/a/video.mp4');
    expect(file?.size).toBe(1000);
    expect((await readAll(file?.stream as Readable)).equals(BYTES)).toBe(true);
    expect(await storage().stat('media/a/video.mp4')).toEqual({ size: 1000 });
  });

  it('reads a byte range only', async () => {
    const file = await storage().get('media/a/video.mp4', { start: 100, end: 199 });
    expect(file?.size).toBe(1000);
    expect(file?.range).toEqual({ start: 100, end: 199 });
    expect((await readAll(file?.stream as Readable)).equals(BYTES.subarray(100, 200))).toBe(true);
  });

  it('answers null for a missing key and for a key that climbs out of the store', async () => {
    expect(await storage().get('media/none.mp4')).toBeNull();
    expect(await storage().stat('media/none.mp4')).toBeNull();
    expect(await storage().get('../etc/passwd')).toBeNull();
    await expect(storage().put('../escape.txt', BYTES, 'text/plain')).rejects.toThrow(/invalid storage key/);
  });

  it('stores a stream without holding it whole, and nothing when it fails', async () => {
    const parts = [BYTES.subarray(0, 300), BYTES.subarray(300)];
    await storage().putStream('scorm/1/2/stream.bin', Readable.from(parts), 1000, 'application/octet-stream');
    const file = await storage().get('scorm/1/2/stream.bin');
    expect((await readAll(file?.stream as Readable)).equals(BYTES)).toBe(true);

    const failing = new Readable({
      read() {
        this.push(BYTES.subarray(0, 100));
        this.destroy(new Error('corrupt entry'));
      },
    });
    await expect(storage().putStream('scorm/1/2/broken.bin', failing, 1000, 'text/plain')).rejects.toThrow();
    expect(await storage().get('scorm/1/2/broken.bin')).toBeNull();
  });

  it('removes a file', async () => {
    await storage().put('media/b/gone.txt', Buffer.from('x'), 'text/plain');
    await storage().remove('media/b/gone.txt');
    expect(await storage().get('media/b/gone.txt')).toBeNull();
  });
});

describe('S3 start check', () => {
  it('names S3_BUCKET when the bucket does not exist', async () => {
    const config = loadConfig({ ...s3.env, S3_BUCKET: 'no-such-bucket', JWT_SECRET: 'x'.repeat(32) });
    await expect(createS3Storage(config.s3 as NonNullable<typeof config.s3>).check()).rejects.toThrow(
      /S3_BUCKET: o bucket "no-such-bucket"/,
    );
  });
});

describe.each(['disk', 's3'])('GET /files/* on %s storage', (name) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ storage: (adapters[name] as () => Storage)() });
    await t.storage.put('media/c/clip.mp4', BYTES, 'video/mp4');
  });
  afterAll(async () => {
    await t.close();
  });

  // A member file is served with the address the API gives a member of the host's company (signed).
  const address = (key = 'media/c/clip.mp4') => t.app.platform.files.addressFor(t.appOf('acme').idCompany, key);

  it('answers the whole file with 200 and says ranges are accepted', async () => {
    const response = await t.app.inject({ url: await address() });
    expect(response.statusCode).toBe(200);
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['content-type']).toBe('video/mp4');
    expect(response.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(response.rawPayload.equals(BYTES)).toBe(true);
  });

  it('answers a Range request with 206 and only those bytes, so video can seek', async () => {
    const response = await t.app.inject({ url: await address(), headers: { range: 'bytes=500-' } });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe('bytes 500-999/1000');
    expect(response.headers['content-length']).toBe('500');
    expect(response.rawPayload.equals(BYTES.subarray(500))).toBe(true);
  });

  it('answers 416 with the size for a range past the end', async () => {
    const response = await t.app.inject({ url: await address(), headers: { range: 'bytes=5000-' } });
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-range']).toBe('bytes */1000');
  });

  it('answers 404 for a missing file, ranged or not, and for a path that climbs out', async () => {
    expect((await t.app.inject({ url: await address('media/none.mp4') })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: await address('media/none.mp4'), headers: { range: 'bytes=0-' } })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: '/files/..%2f..%2fetc/passwd' })).statusCode).toBe(404);
  });

  it('refuses the file without its signature', async () => {
    expect((await t.app.inject({ url: '/files/media/c/clip.mp4' })).statusCode).toBe(403);
  });
});
