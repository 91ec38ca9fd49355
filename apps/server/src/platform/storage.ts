import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { S3Config } from '../config';

/** An inclusive byte range of a stored file (`bytes=start-end`). */
export type ByteRange = { start: number; end: number };

/** A stored file's bytes: the whole file, or `range` of it; `size` is always the whole file's size. */
export type StoredFile = { stream: Readable; size: number; range?: ByteRange };

/** Where files live: local disk by default, object storage when `S3_*` is set. Keys are `a/b/c.ext`. */
export type Storage = {
  put: (key: string, body: Buffer, contentType: string) => Promise<void>;
  /**
   * Stores a stream of `size` bytes without holding it in memory (large uploads, files of a package). A
   * stream that fails or ends at another size stores nothing.
   */
  putStream: (key: string, body: Readable, size: number, contentType: string) => Promise<void>;
  /** The file's bytes (or the given range of them) as a stream, or null when there is no such key. */
  get: (key: string, range?: ByteRange) => Promise<StoredFile | null>;
  /** The size of a stored file without reading it, or null when there is no such key. */
  stat: (key: string) => Promise<{ size: number } | null>;
  remove: (key: string) => Promise<void>;
  /** The address the web app loads the file from. */
  url: (key: string) => string;
  /** Fails with a clear message when the storage cannot be used (checked at start). */
  check: () => Promise<void>;
};

const KEY_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9._-]*(\/[a-zA-Z0-9][a-zA-Z0-9._-]*)*$/;

/** True for keys made only of safe path segments (no `..`, no absolute paths). */
export function isValidKey(key: string): boolean {
  return key.length <= 500 && KEY_PATTERN.test(key) && !key.split('/').some((part) => part === '..' || part === '.');
}

/** Files are served by this server at `/files/<key>` whatever the backend, so hosts and headers stay ours. */
const fileUrl = (key: string) => `/files/${key}`;

export function createDiskStorage(root: string): Storage {
  const pathOf = (key: string) => {
    if (!isValidKey(key)) throw new Error(`invalid storage key: ${key}`);
    const path = normalize(join(root, key));
    if (!path.startsWith(normalize(root) + sep)) throw new Error(`invalid storage key: ${key}`);
    return path;
  };
  const statOf = async (key: string) => {
    if (!isValidKey(key)) return null;
    const info = await stat(pathOf(key)).catch(() => null);
    return info?.isFile() ? { size: info.size } : null;
  };
  return {
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const partial = `${path}.${process.pid}.partial`;
      await writeFile(partial, body);
      await rename(partial, path);
    },
    async putStream(key, body, size) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const partial = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.partial`;
      try {
        await pipeline(body, createWriteStream(partial));
        const written = (await stat(partial)).size;
        if (written !== size) throw new Error(`stream of ${key} had ${written} bytes, expected ${size}`);
        await rename(partial, path);
      } catch (error) {
        await unlink(partial).catch(() => undefined);
        throw error;
      }
    },
    async get(key, range) {
      const info = await statOf(key);
      if (!info) return null;
      const path = pathOf(key);
      if (!range) return { stream: createReadStream(path), size: info.size };
      return { stream: createReadStream(path, { start: range.start, end: range.end }), size: info.size, range };
    },
    stat: statOf,
    async remove(key) {
      await unlink(pathOf(key)).catch(() => undefined);
    },
    url: fileUrl,
    async check() {
      await mkdir(root, { recursive: true });
    },
  };
}

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2...). Every instance reads and writes the same
 * bucket, so a file uploaded through one is served by any other.
 */
export function createS3Storage(config: S3Config): Storage {
  // The SDK is loaded when a process uses S3 (not by every start on a disk), and the client made once.
  const sdk = import('@aws-sdk/client-s3').then((s3) => ({
    s3,
    client: new s3.S3Client({
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      ...(config.accessKeyId && config.secretAccessKey
        ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
        : {}),
      // Checksums only where S3 requires them: several S3-compatible servers reject the newer trailers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    }),
  }));
  const Bucket = config.bucket;
  const isMissing = (error: unknown, { S3ServiceException }: typeof import('@aws-sdk/client-s3')) =>
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);
  const statOf = async (key: string) => {
    if (!isValidKey(key)) return null;
    const { s3, client } = await sdk;
    try {
      const head = await client.send(new s3.HeadObjectCommand({ Bucket, Key: key }));
      return { size: head.ContentLength ?? 0 };
    } catch (error) {
      if (isMissing(error, s3)) return null;
      throw error;
    }
  };
  return {
    async put(key, body, contentType) {
      if (!isValidKey(key)) throw new Error(`invalid storage key: ${key}`);
      const { s3, client } = await sdk;
      await client.send(new s3.PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }));
    },
    async putStream(key, body, size, contentType) {
      if (!isValidKey(key)) throw new Error(`invalid storage key: ${key}`);
      // With the length given, S3 stores the object only if exactly that many bytes arrive; a failing stream
      // aborts the request (the SDK would otherwise wait for the missing bytes).
      const { s3, client } = await sdk;
      const abort = new AbortController();
      const onError = (error: Error) => abort.abort(error);
      body.once('error', onError);
      try {
        await client.send(
          new s3.PutObjectCommand({ Bucket, Key: key, Body: body, ContentLength: size, ContentType: contentType }),
          { abortSignal: abort.signal },
        );
      } finally {
        body.off('error', onError);
      }
    },
    async get(key, range) {
      if (!isValidKey(key)) return null;
      const { s3, client } = await sdk;
      try {
        const object = await client.send(
          new s3.GetObjectCommand({
            Bucket,
            Key: key,
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        const stream = object.Body instanceof Readable ? object.Body : Readable.from([]);
        const total = /\/(\d+)$/.exec(object.ContentRange ?? '')?.[1];
        const size = total ? Number(total) : (object.ContentLength ?? 0);
        return range ? { stream, size, range } : { stream, size };
      } catch (error) {
        if (isMissing(error, s3)) return null;
        throw error;
      }
    },
    stat: statOf,
    async remove(key) {
      if (!isValidKey(key)) return;
      const { s3, client } = await sdk;
      await client.send(new s3.DeleteObjectCommand({ Bucket, Key: key }));
    },
    url: fileUrl,
    async check() {
      const { s3, client } = await sdk;
      try {
        await client.send(new s3.HeadBucketCommand({ Bucket }));
      } catch (error) {
        const reason = error instanceof Error ? error.message || error.name : String(error);
        throw new Error(`S3_BUCKET: o bucket "${Bucket}" não pode ser usado (${reason})`);
      }
    },
  };
}

/** The storage the configuration names: S3 when `S3_BUCKET` is set, otherwise the local disk. */
export function createStorage(config: { s3: S3Config | undefined; uploadsDir: string }): Storage {
  return config.s3 ? createS3Storage(config.s3) : createDiskStorage(config.uploadsDir);
}
