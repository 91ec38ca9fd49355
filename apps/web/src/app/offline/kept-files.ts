import { KEPT_FILES_CACHE } from '@trilha/shared/constants';
import { createStore, get, set, type UseStore } from 'idb-keyval';
import { useSyncExternalStore } from 'react';
import { getSession } from '../../api/session';

/** A file the member chose to keep on the device, and where in the app it belongs. */
export type KeptFile = {
  /** The file's address, as the player asks for it (the Cache Storage key). */
  url: string;
  title: string;
  kind: 'video' | 'audio' | 'file';
  /** The app address of the content that plays it. */
  path: string;
  bytes: number;
  keptAt: number;
};

/** The list of kept files (per member and host) and the files themselves. */
export type KeptFilesStorage = {
  load: (owner: string) => Promise<KeptFile[]>;
  save: (owner: string, files: KeptFile[]) => Promise<void>;
  /** Downloads a whole file into the cache; answers its size. */
  download: (url: string) => Promise<number>;
  evict: (url: string) => Promise<void>;
};

/** IndexedDB for the list, Cache Storage for the files (the service worker serves them from there). */
export function browserKeptFilesStorage(): KeptFilesStorage {
  let store: UseStore | undefined;
  const use = () => {
    store ??= createStore('trilha-kept-files', 'files');
    return store;
  };
  return {
    load: async (owner) => (await get<KeptFile[]>(owner, use())) ?? [],
    save: (owner, files) => set(owner, files, use()),
    async download(url) {
      const response = await fetch(url, { credentials: 'same-origin' });
      if (!response.ok) throw new Error(`download of ${url} answered ${response.status}`);
      const blob = await response.blob();
      const cache = await caches.open(KEPT_FILES_CACHE);
      await cache.put(
        url,
        new Response(blob, {
          headers: {
            'content-type': response.headers.get('content-type') ?? 'application/octet-stream',
            'content-length': String(blob.size),
          },
        }),
      );
      return blob.size;
    },
    async evict(url) {
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
      const bytes = await deps.storage.download(file.url);
      const kept: KeptFile = { ...file, bytes, keptAt: now() };
      const next = [...state.list.filter((entry) => entry.url !== file.url), kept];
      await deps.storage.save(state.owner, next);
      publish(next);
      return kept;
    },

    /** Takes the file off the device (and out of the list). */
    async remove(url: string): Promise<void> {
      const state = await current();
      await deps.storage.evict(url);
      if (!state) return;
      const next = state.list.filter((entry) => entry.url !== url);
      await deps.storage.save(state.owner, next);
      publish(next);
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
