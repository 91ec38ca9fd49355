import { QueryClient } from '@tanstack/react-query';
import { OFFLINE_CACHE_MAX_AGE_MS } from '@trilha/shared/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type PersistedQueries,
  persistenceKey,
  persistQueries,
  type QueryStorage,
  restoreQueries,
} from './query-persistence';

/** An in-memory stand-in for IndexedDB. */
function memoryStorage(): QueryStorage & { entries: Map<string, PersistedQueries> } {
  const entries = new Map<string, PersistedQueries>();
  return {
    entries,
    load: async (key) => entries.get(key),
    save: async (key, value) => {
      entries.set(key, structuredClone(value));
    },
    remove: async (key) => {
      entries.delete(key);
    },
  };
}

const newClient = () => new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });

describe('answers kept for offline reading', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps the successful answers a moment after they arrive, under the member and host key', async () => {
    const storage = memoryStorage();
    const client = newClient();
    const key = persistenceKey('acme-academy.localhost:3000', 7);
    const stop = persistQueries(client, storage, () => key, 1000);
    await client.fetchQuery({ queryKey: ['learning', 'node', 1], queryFn: async () => ({ title: 'Início' }) });
    await client.fetchQuery({ queryKey: ['secret'], queryFn: async () => 'x', meta: { persist: false } });
    await client
      .fetchQuery({ queryKey: ['broken'], queryFn: async () => Promise.reject(new Error('offline')), retry: false })
      .catch(() => undefined);
    expect(storage.entries.size).toBe(0);
    await vi.advanceTimersByTimeAsync(1000);
    const saved = storage.entries.get(key);
    expect(saved?.state.queries.map((query) => query.queryKey)).toEqual([['learning', 'node', 1]]);
    stop();
  });

  it('writes at once when the page is left before the moment has passed', async () => {
    const storage = memoryStorage();
    const client = newClient();
    const key = persistenceKey('acme-academy.localhost', 7);
    const page = new EventTarget();
    persistQueries(client, storage, () => key, 1000, page as unknown as Window);
    await client.fetchQuery({ queryKey: ['learning', 'node', 1], queryFn: async () => 'home' });
    page.dispatchEvent(new Event('pagehide'));
    // No timer passes: the write starts at once (a read of what was kept, then the write).
    for (let tick = 0; tick < 5; tick += 1) await Promise.resolve();
    expect(storage.entries.get(key)?.state.queries).toHaveLength(1);
  });

  it('a save made once the kept answers are known writes at once, without reading the device first', async () => {
    const storage = memoryStorage();
    const load = vi.spyOn(storage, 'load');
    const save = vi.spyOn(storage, 'save');
    const client = newClient();
    const key = persistenceKey('acme-academy.localhost', 7);
    const page = new EventTarget();
    persistQueries(client, storage, () => key, 1000, page as unknown as Window);
    await client.fetchQuery({ queryKey: ['learning', 'node', 1], queryFn: async () => 'home' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(load).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledTimes(1);
    await client.fetchQuery({ queryKey: ['learning', 'content', 2], queryFn: async () => 'video' });
    page.dispatchEvent(new Event('pagehide'));
    // The write starts in the same turn as the page is left.
    expect(save).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    expect(storage.entries.get(key)?.state.queries).toHaveLength(2);
  });

  it('answers arriving together read what the device kept once', async () => {
    const storage = memoryStorage();
    const load = vi.spyOn(storage, 'load');
    const client = newClient();
    const key = persistenceKey('acme-academy.localhost', 7);
    persistQueries(client, storage, () => key, 1000);
    await Promise.all([
      client.fetchQuery({ queryKey: ['learning', 'node', 1], queryFn: async () => 'home' }),
      client.fetchQuery({ queryKey: ['learning', 'node', 2], queryFn: async () => 'catalog' }),
      client.fetchQuery({ queryKey: ['learning', 'node', 3], queryFn: async () => 'training' }),
    ]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(load).toHaveBeenCalledTimes(1);
    expect(storage.entries.get(key)?.state.queries).toHaveLength(3);
  });

  it('keeps the answers of earlier visits that this visit did not ask for', async () => {
    const storage = memoryStorage();
    const key = persistenceKey('acme-academy.localhost', 7);
    const first = newClient();
    persistQueries(first, storage, () => key, 10);
    await first.fetchQuery({ queryKey: ['home'], queryFn: async () => 'home' });
    await vi.advanceTimersByTimeAsync(10);
    const second = newClient();
    persistQueries(second, storage, () => key, 10);
    await second.fetchQuery({ queryKey: ['catalog'], queryFn: async () => 'catalog' });
    await vi.advanceTimersByTimeAsync(10);
    const keys = storage.entries.get(key)?.state.queries.map((query) => query.queryKey);
    expect(keys).toEqual([['home'], ['catalog']]);
  });

  it('writes nothing while nobody is signed in', async () => {
    const storage = memoryStorage();
    const client = newClient();
    persistQueries(client, storage, () => null, 10);
    await client.fetchQuery({ queryKey: ['a'], queryFn: async () => 1 });
    await vi.advanceTimersByTimeAsync(50);
    expect(storage.entries.size).toBe(0);
  });

  it('puts the answers back for the same member, marked to be asked again when online', async () => {
    const storage = memoryStorage();
    const first = newClient();
    const key = persistenceKey('acme-academy.localhost', 7);
    persistQueries(first, storage, () => key, 10);
    await first.fetchQuery({ queryKey: ['catalog', 'vendas'], queryFn: async () => ({ cards: 3 }) });
    await vi.advanceTimersByTimeAsync(10);

    const next = newClient();
    expect(await restoreQueries(next, storage, key)).toBe(true);
    expect(next.getQueryData(['catalog', 'vendas'])).toEqual({ cards: 3 });
    expect(next.getQueryState(['catalog', 'vendas'])?.isInvalidated).toBe(true);

    // Another member on the same device finds nothing of hers.
    const other = newClient();
    expect(await restoreQueries(other, storage, persistenceKey('acme-academy.localhost', 8))).toBe(false);
    expect(other.getQueryData(['catalog', 'vendas'])).toBeUndefined();
  });

  it('drops answers older than a session', async () => {
    const storage = memoryStorage();
    const key = persistenceKey('acme.localhost', 7);
    const client = newClient();
    persistQueries(client, storage, () => key, 10);
    await client.fetchQuery({ queryKey: ['home'], queryFn: async () => 'home' });
    await vi.advanceTimersByTimeAsync(10);
    const later = Date.now() + OFFLINE_CACHE_MAX_AGE_MS + 1;
    const next = newClient();
    expect(await restoreQueries(next, storage, key, later)).toBe(false);
    expect(storage.entries.has(key)).toBe(false);
    expect(next.getQueryData(['home'])).toBeUndefined();
  });
});
