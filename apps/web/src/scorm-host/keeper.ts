import { KEPT_FILES_CACHE } from '@trilha/shared/constants';

/** What keeping files needs of the browser (the content origin's own network and Cache Storage). */
export type KeeperDeps = { fetch: typeof fetch; caches: CacheStorage };

/**
 * Keeps a file of the content origin in its Cache Storage under `key`, with its type and the package's
 * policy, so the service worker can answer it without a network; answers its size.
 */
export async function keepFile(deps: KeeperDeps, url: string, key: string): Promise<number> {
  const target = new URL(url, self.location.href);
  const keyUrl = new URL(key, self.location.href);
  // Only files of this origin, under this origin: the frame keeps nothing of another site.
  if (target.origin !== self.location.origin || keyUrl.origin !== self.location.origin) {
    throw new Error(`not a file of this origin: ${url}`);
  }
  const response = await deps.fetch(target.href, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`download of ${url} answered ${response.status}`);
  const blob = await response.blob();
  const headers: Record<string, string> = {
    'content-type': response.headers.get('content-type') ?? 'application/octet-stream',
    'content-length': String(blob.size),
  };
  // A package's pages keep their own policy and type rules when the service worker answers them.
  for (const name of ['content-security-policy', 'x-content-type-options']) {
    const value = response.headers.get(name);
    if (value) headers[name] = value;
  }
  const cache = await deps.caches.open(KEPT_FILES_CACHE);
  await cache.put(keyUrl.href, new Response(blob, { headers }));
  return blob.size;
}

/** Takes a kept file off the device. */
export async function evictFile(deps: KeeperDeps, key: string): Promise<void> {
  const keyUrl = new URL(key, self.location.href);
  if (keyUrl.origin !== self.location.origin) return;
  const cache = await deps.caches.open(KEPT_FILES_CACHE);
  await cache.delete(keyUrl.href);
}
