import { type DehydratedState, dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';
import { OFFLINE_CACHE_MAX_AGE_MS, OFFLINE_CACHE_SAVE_DELAY_MS } from '@trilha/shared/constants';
import { createStore, del, get, set, type UseStore } from 'idb-keyval';

/** What is kept for one member on one app: the answers they have seen, and when they were saved. */
export type PersistedQueries = { savedAt: number; state: DehydratedState };

/** Where the member's answers are kept between visits. */
export type QueryStorage = {
  load: (key: string) => Promise<PersistedQueries | undefined>;
  save: (key: string, value: PersistedQueries) => Promise<void>;
  remove: (key: string) => Promise<void>;
};

/** IndexedDB through idb-keyval, in a database of its own. */
export function indexedDbQueryStorage(): QueryStorage {
  let store: UseStore | undefined;
  const use = () => {
    store ??= createStore('trilha-offline', 'queries');
    return store;
  };
  return {
    load: (key) => get<PersistedQueries>(key, use()),
    save: (key, value) => set(key, value, use()),
    remove: (key) => del(key, use()),
  };
}

/** The answers of one member on one app's host: another member on the same device never reads them. */
export function persistenceKey(host: string, idUser: number): string {
  return `${host}:${idUser}`;
}

/**
 * Puts back the answers the member saw on an earlier visit, so the last-seen home, sections, catalog and
 * contents are readable without a network. They come back as invalidated: a screen that shows one asks
 * the server again as soon as it can, and keeps showing the copy while the device is offline.
 */
export async function restoreQueries(
  client: QueryClient,
  storage: QueryStorage,
  key: string,
  now = Date.now(),
): Promise<boolean> {
  const persisted = await storage.load(key).catch(() => undefined);
  if (!persisted) return false;
  if (now - persisted.savedAt > OFFLINE_CACHE_MAX_AGE_MS) {
    await storage.remove(key).catch(() => undefined);
    return false;
  }
  hydrate(client, persisted.state);
  await client.invalidateQueries({ refetchType: 'none' });
  return true;
}

/**
 * Saves the member's successful answers a moment after the cache changes (one write for a burst of
 * answers), and at once when the page is being left, so a quick navigation loses nothing. Answers a query
 * marks `meta: { persist: false }` are left out. Returns the unsubscribe.
 */
export function persistQueries(
  client: QueryClient,
  storage: QueryStorage,
  keyOf: () => string | null,
  delayMs = OFFLINE_CACHE_SAVE_DELAY_MS,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The answers kept on the device, read once per member: a save then writes at once, with no read first,
  // so the save started as the page is left finishes before the page goes.
  let kept: { key: string; queries: Map<string, DehydratedState['queries'][number]> } | undefined;
  const write = (key: string, fresh: DehydratedState) => {
    if (kept?.key !== key) return;
    const now = Date.now();
    // Answers kept on earlier visits stay until a newer copy replaces them or they grow older than a session.
    for (const [hash, query] of kept.queries) {
      if (now - query.state.dataUpdatedAt > OFFLINE_CACHE_MAX_AGE_MS) kept.queries.delete(hash);
    }
    for (const query of fresh.queries) kept.queries.set(query.queryHash, query);
    return storage.save(key, { savedAt: now, state: { ...fresh, queries: [...kept.queries.values()] } });
  };
  // One read at a time: answers arriving while it runs wait for it instead of reading again.
  let reading: { key: string; done: Promise<void> } | undefined;
  const readKept = (key: string): Promise<void> => {
    if (kept?.key === key) return Promise.resolve();
    if (reading?.key !== key) {
      const done = storage
        .load(key)
        .catch(() => undefined)
        .then((stored) => {
          if (kept?.key === key) return;
          kept = { key, queries: new Map((stored?.state.queries ?? []).map((query) => [query.queryHash, query])) };
        });
      reading = { key, done };
    }
    return reading.done;
  };
  const save = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const key = keyOf();
    if (!key) {
      kept = undefined;
      return;
    }
    const fresh = dehydrate(client, {
      shouldDehydrateQuery: (query) => query.state.status === 'success' && query.meta?.persist !== false,
    });
    if (kept?.key === key) void write(key, fresh)?.catch(() => undefined);
    else
      void readKept(key)
        .then(() => write(key, fresh))
        .catch(() => undefined);
  };
  const saveIfDue = () => {
    if (timer !== undefined) save();
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const key = keyOf();
    if (key && kept?.key !== key) void readKept(key);
    if (timer === undefined) timer = setTimeout(save, delayMs);
  });
  target.addEventListener('pagehide', saveIfDue);
  return () => {
    if (timer !== undefined) clearTimeout(timer);
    target.removeEventListener('pagehide', saveIfDue);
    unsubscribe();
  };
}
