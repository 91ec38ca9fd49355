import { readdir, readFile } from 'node:fs/promises';
import { basename, dirname, extname, join, normalize, sep } from 'node:path';
import { contentTypeOf } from '../platform/file-response';
import type { Storage } from '../platform/storage';

/** Where the files of a company's pack are stored: `packs/<company key>/<path in the pack>`. */
export function packStorageKey(companyKey: string, path: string): string {
  return `packs/${companyKey}/${path}`;
}

/**
 * Stores the pack's files and answers the address of each `./` path. An image travels with its format
 * variants (`name-format-portrait.svg` beside `name.svg`, spec 3, 9), and an HLS playlist with its segments.
 */
export async function storePackFiles(
  storage: Storage,
  companyKey: string,
  files: Map<string, string>,
): Promise<Map<string, string>> {
  const addresses = new Map<string, string>();
  const stored = new Set<string>();
  const put = async (path: string, absolute: string) => {
    if (stored.has(path)) return;
    stored.add(path);
    await storage.put(packStorageKey(companyKey, path), await readFile(absolute), contentTypeOf(path));
  };
  for (const [path, absolute] of files) {
    await put(path, absolute);
    addresses.set(`./${path}`, storage.url(packStorageKey(companyKey, path)));
    const folder = dirname(path);
    const extension = extname(path);
    const base = basename(path, extension);
    const siblings = await readdir(dirname(absolute)).catch(() => [] as string[]);
    for (const name of siblings) {
      const isVariant = name.startsWith(`${base}-format-`) && name.endsWith(extension);
      const isSegment = extension === '.m3u8' && name.endsWith('.ts');
      if (isVariant || isSegment) {
        await put(folder === '.' ? name : `${folder}/${name}`, join(dirname(absolute), name));
      }
    }
  }
  return addresses;
}

/** Replaces every `./` path of a value with its stored address. */
export function resolveFileReferences<T>(value: T, addresses: Map<string, string>): T {
  if (typeof value === 'string') {
    if (!value.startsWith('./')) return value;
    return (addresses.get(`./${normalize(value.slice(2)).split(sep).join('/')}`) ?? value) as T;
  }
  if (Array.isArray(value)) return value.map((item) => resolveFileReferences(item, addresses)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, resolveFileReferences(item, addresses)]),
    ) as T;
  }
  return value;
}
