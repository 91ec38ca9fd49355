import { createReadStream } from 'node:fs';
import { mkdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import type { Readable } from 'node:stream';

/** Where files live: local disk by default, object storage when `S3_*` is set. Keys are `a/b/c.ext`. */
export type Storage = {
  put: (key: string, body: Buffer, contentType: string) => Promise<void>;
  /** The file's bytes as a stream with its size, or null when there is no such key. */
  get: (key: string) => Promise<{ stream: Readable; size: number } | null>;
  remove: (key: string) => Promise<void>;
  /** The address the web app loads the file from. */
  url: (key: string) => string;
};

const KEY_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9._-]*(\/[a-zA-Z0-9][a-zA-Z0-9._-]*)*$/;

/** True for keys made only of safe path segments (no `..`, no absolute paths). */
export function isValidKey(key: string): boolean {
  return key.length <= 500 && KEY_PATTERN.test(key) && !key.split('/').some((part) => part === '..' || part === '.');
}

export function createDiskStorage(root: string): Storage {
  const pathOf = (key: string) => {
    if (!isValidKey(key)) throw new Error(`invalid storage key: ${key}`);
    const path = normalize(join(root, key));
    if (!path.startsWith(normalize(root) + sep)) throw new Error(`invalid storage key: ${key}`);
    return path;
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
    async get(key) {
      if (!isValidKey(key)) return null;
      const path = pathOf(key);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) return null;
      return { stream: createReadStream(path), size: info.size };
    },
    async remove(key) {
      await unlink(pathOf(key)).catch(() => undefined);
    },
    url: (key) => `/files/${key}`,
  };
}
