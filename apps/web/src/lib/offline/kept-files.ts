import type { ScormPackageFiles, ScormPlayResponse } from '@trilha/shared/api/learning-scorm';
import { KEPT_FILES_CACHE } from '@trilha/shared/constants';
import type { CmiCommit } from '@trilha/shared/rules/scorm-cmi';
import { KEPT_PACKAGE_PREFIX, keptPackageFileKey, keptPackageId } from '@trilha/shared/rules/scorm-offline';
import { createStore, get, set, type UseStore } from 'idb-keyval';
import { useSyncExternalStore } from 'react';
import { getSession } from '../../api/session';
import { createContentKeeper } from './content-keeper';

/** A lesson of a kept package as the device can launch it without a network. */
export type KeptLaunch = {
  /** The last play answer the member got online for the lesson. */
  launch: ScormPlayResponse;
  /** What the player last committed of the lesson on this device since (the whole state, not the changes). */
  last: CmiCommit | null;
};

/** A packaged course kept on the device: its files in Cache Storage and how to launch its lessons. */
export type KeptPackage = {
  idContentItem: number;
  idScormPackage: number;
  /** `<company>.<package>` in base36, as content tokens name them (the service worker finds files by it). */
  packageId: string;
  /** The Cache Storage keys of its files, on the content origin the course runs on (absolute addresses). */
  keys: string[];
  /** By `idSco`. */
  launches: Record<string, KeptLaunch>;
};

/** A file (or a whole packaged course) the member chose to keep on the device, and where in the app it belongs. */
export type KeptFile = {
  /** The file's address, as the player asks for it (the Cache Storage key); for a package, its kept prefix. */
  url: string;
  title: string;
  kind: 'video' | 'audio' | 'file' | 'package';
  /** The app address of the content that plays it. */
  path: string;
  bytes: number;
  keptAt: number;
  /** Set for a packaged course. */
  package?: KeptPackage;
};

/** How far the download of a package went. */
export type PackageProgress = { files: number; totalFiles: number; bytes: number; totalBytes: number };

/** Files of a package downloaded at once: enough to use the connection, few enough for a cheap phone. */
const PACKAGE_DOWNLOADS_AT_ONCE = 4;

/**
 * The address a kept file is listed and cached under: a file's address without its signature, which the
 * server renews every day (the service worker matches cached files ignoring it too).
 */
export function keptFileKey(url: string): string {
  return url.startsWith('/files/') ? (url.split('?')[0] as string) : url;
}

/** A path inside a package as an address segment list (spaces, accents, `#` and `?` in file names). */
const encodePackagePath = (path: string) => path.split('/').map(encodeURIComponent).join('/');

/** The content token of a package file's address (`<content origin>/scorm-content/<token>/...`), or null. */
function tokenOf(url: string): string | null {
  let pathname: string;
  try {
    pathname = new URL(url).pathname;
  } catch {
    return null;
  }
  return /^\/scorm-content\/([^/]+)\//.exec(pathname)?.[1] ?? null;
}

/** The kept prefix of a package, from the content token of its files' address. */
function packageIdOf(baseUrl: string): string | null {
  const token = tokenOf(baseUrl);
  return token ? keptPackageId(token) : null;
}

/** A package kept before courses ran on content hosts has keys on the app's origin, which no longer serves it. */
const isOnContentOrigin = (kept: KeptPackage) => kept.keys.every((key) => /^https?:\/\//.test(key));

/** The list of kept files (per member and host) and the files themselves. */
export type KeptFilesStorage = {
  load: (owner: string) => Promise<KeptFile[]>;
  save: (owner: string, files: KeptFile[]) => Promise<void>;
  /** Downloads a whole file into the cache (under `key`, the address by default); answers its size. */
  download: (url: string, key?: string) => Promise<number>;
  evict: (url: string) => Promise<void>;
};

/**
 * IndexedDB for the list, Cache Storage for the files (the service worker serves them from there). A file
 * kept under another origin's address (a packaged course's, on its content host) goes to that origin's
 * Cache Storage, through its frame page.
 */
export function browserKeptFilesStorage(): KeptFilesStorage {
  let store: UseStore | undefined;
  const keeper = createContentKeeper();
  const isOtherOrigin = (key: string) => new URL(key, location.href).origin !== location.origin;
  const use = () => {
    store ??= createStore('trilha-kept-files', 'files');
    return store;
  };
  return {
    load: async (owner) => (await get<KeptFile[]>(owner, use())) ?? [],
    save: (owner, files) => set(owner, files, use()),
    async download(url, key = url) {
      if (isOtherOrigin(key)) return keeper.download(url, key);
      const response = await fetch(url, { credentials: 'same-origin' });
      if (!response.ok) throw new Error(`download of ${url} answered ${response.status}`);
      const blob = await response.blob();
      const cache = await caches.open(KEPT_FILES_CACHE);
      const headers: Record<string, string> = {
        'content-type': response.headers.get('content-type') ?? 'application/octet-stream',
        'content-length': String(blob.size),
      };
      // A package's pages keep their own policy and type rules when the service worker answers them.
      for (const name of ['content-security-policy', 'x-content-type-options']) {
        const value = response.headers.get(name);
        if (value) headers[name] = value;
      }
      await cache.put(key, new Response(blob, { headers }));
      return blob.size;
    },
    async evict(url) {
      if (isOtherOrigin(url)) return keeper.evict(url);
      const cache = await caches.open(KEPT_FILES_CACHE);
      await cache.delete(url);
    },
  };
}

/** The member's kept files: keep, remove, list, and tell listeners. */
export function createKeptFiles(deps: { storage: KeptFilesStorage; owner: () => string | null; now?: () => number }) {
  const now = deps.now ?? Date.now;
  let files: KeptFile[] = [];
  let loadedFor: string | null = null;
  const listeners = new Set<() => void>();
  const publish = (next: KeptFile[]) => {
    files = next;
    for (const listener of listeners) listener();
  };

  async function evictAll(entry: KeptFile): Promise<void> {
    const keys = entry.package ? entry.package.keys : [entry.url];
    await Promise.all(keys.map((key) => deps.storage.evict(key)));
  }

  // Changes of the list one at a time, so a launch saved while a commit is remembered loses neither.
  let chain: Promise<unknown> = Promise.resolve();
  function updatePackage(idContentItem: number, change: (kept: KeptPackage) => KeptPackage | null): Promise<void> {
    const work = async () => {
      const state = await current();
      if (!state) return;
      const entry = state.list.find((kept) => kept.package?.idContentItem === idContentItem);
      const changed = entry?.package ? change(entry.package) : null;
      if (!entry || !changed) return;
      const next = state.list.map((kept) => (kept === entry ? { ...entry, package: changed } : kept));
      await deps.storage.save(state.owner, next);
      publish(next);
    };
    const next = chain.then(work, work);
    chain = next.catch(() => undefined);
    return next;
  }

  async function current(): Promise<{ owner: string; list: KeptFile[] } | null> {
    const owner = deps.owner();
    if (!owner) return null;
    if (loadedFor !== owner) {
      loadedFor = owner;
      publish(await deps.storage.load(owner).catch(() => []));
    }
    return { owner, list: files };
  }

  return {
    /** Downloads the file into the device and lists it; keeping it again only refreshes it. */
    async keep(file: Omit<KeptFile, 'bytes' | 'keptAt'>): Promise<KeptFile> {
      const state = await current();
      if (!state) throw new Error('nobody is signed in');
      const url = keptFileKey(file.url);
      const bytes = await deps.storage.download(file.url, url);
      const kept: KeptFile = { ...file, url, bytes, keptAt: now() };
      const next = [...state.list.filter((entry) => entry.url !== url), kept];
      await deps.storage.save(state.owner, next);
      publish(next);
      return kept;
    },

    /**
     * Downloads every file of a packaged course into the device under keys that do not depend on the expiring
     * token, telling `onProgress` as files arrive, and lists it; keeping it again refreshes the files and keeps
     * the lessons' launches. A failed download leaves nothing of the package behind.
     */
    async keepPackage(
      files: ScormPackageFiles,
      entry: { title: string; path: string },
      onProgress?: (progress: PackageProgress) => void,
    ): Promise<KeptFile> {
      const state = await current();
      if (!state) throw new Error('nobody is signed in');
      const packageId = packageIdOf(files.baseUrl);
      if (!packageId) throw new Error(`not a package address: ${files.baseUrl}`);
      const progress = { files: 0, totalFiles: files.files.length, bytes: 0, totalBytes: files.totalBytes };
      onProgress?.({ ...progress });
      // Kept on the content origin the course runs on, whose service worker answers its frame offline.
      const origin = new URL(files.baseUrl).origin;
      const keys = files.files.map((path) => `${origin}${keptPackageFileKey(packageId, path)}`);
      const queue = files.files.map((path, index) => ({ path, key: keys[index] as string }));
      const worker = async () => {
        for (let item = queue.shift(); item; item = queue.shift()) {
          // Awaited first: `+=` would read the total before the download and lose the other workers' bytes.
          const size = await deps.storage.download(`${files.baseUrl}${encodePackagePath(item.path)}`, item.key);
          progress.bytes += size;
          progress.files += 1;
          onProgress?.({ ...progress, totalBytes: Math.max(progress.totalBytes, progress.bytes) });
        }
      };
      try {
        await Promise.all(Array.from({ length: Math.min(PACKAGE_DOWNLOADS_AT_ONCE, queue.length) }, worker));
      } catch (error) {
        queue.length = 0;
        await Promise.all(keys.map((key) => deps.storage.evict(key).catch(() => undefined)));
        throw error;
      }
      const url = `${KEPT_PACKAGE_PREFIX}${packageId}/`;
      const previous = state.list.find((kept) => kept.package?.idContentItem === files.idContentItem);
      const kept: KeptFile = {
        url,
        title: entry.title,
        kind: 'package',
        path: entry.path,
        bytes: progress.bytes,
        keptAt: now(),
        package: {
          idContentItem: files.idContentItem,
          idScormPackage: files.idScormPackage,
          packageId,
          keys,
          // Launches of the same package still hold; a newer package starts its lessons afresh.
          launches: previous?.package?.idScormPackage === files.idScormPackage ? previous.package.launches : {},
        },
      };
      if (previous && previous.url !== url) await evictAll(previous);
      const next = [...state.list.filter((other) => other.url !== url && other !== previous), kept];
      await deps.storage.save(state.owner, next);
      publish(next);
      return kept;
    },

    /** Takes the file, or every file of a package, off the device (and out of the list). */
    async remove(address: string): Promise<void> {
      const url = keptFileKey(address);
      const state = await current();
      const entry = state?.list.find((kept) => kept.url === url);
      if (entry) await evictAll(entry);
      else await deps.storage.evict(url);
      if (!state) return;
      const next = state.list.filter((kept) => kept.url !== url);
      await deps.storage.save(state.owner, next);
      publish(next);
    },

    /** The kept package of a content, if any. */
    findPackage(idContentItem: number): KeptFile | undefined {
      return files.find((kept) => kept.package?.idContentItem === idContentItem);
    },

    /**
     * Remembers a lesson's play answer with its kept package (when the content is kept, as the same package),
     * so the lesson can start again without a network.
     */
    async saveLaunch(idContentItem: number, idSco: number, launch: ScormPlayResponse): Promise<void> {
      await updatePackage(idContentItem, (kept) => {
        const token = tokenOf(launch.url);
        if (!token || keptPackageId(token) !== kept.packageId) return null;
        return { ...kept, launches: { ...kept.launches, [idSco]: { launch, last: null } } };
      });
    },

    /** Remembers what the player last committed of a lesson on this device (its whole state). */
    async saveCommitted(idContentItem: number, idSco: number, last: CmiCommit): Promise<void> {
      await updatePackage(idContentItem, (kept) => {
        const launch = kept.launches[idSco];
        if (!launch) return null;
        return { ...kept, launches: { ...kept.launches, [idSco]: { ...launch, last } } };
      });
    },

    /** How a lesson of a kept package starts without a network, if the device has what it needs. */
    async findLaunch(idContentItem: number, idSco: number): Promise<KeptLaunch | null> {
      const state = await current();
      const kept = state?.list.find((entry) => entry.package?.idContentItem === idContentItem)?.package;
      return kept && isOnContentOrigin(kept) ? (kept.launches[idSco] ?? null) : null;
    },

    /** Reads the member's list (on start and after a sign-in). */
    refresh: async () => {
      await current();
    },

    list: () => files,

    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The app's kept files: the signed-in member's on this host. */
export const keptFiles = createKeptFiles({
  storage: browserKeptFilesStorage(),
  owner: () => {
    const session = getSession();
    return session ? `${location.host}:${session.loginInfo.idUser}` : null;
  },
});

/** The member's kept files, kept up to date. */
export function useKeptFiles(): KeptFile[] {
  return useSyncExternalStore(keptFiles.subscribe, keptFiles.list, keptFiles.list);
}
