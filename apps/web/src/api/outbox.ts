import { OUTBOX_RETRY_MS } from '@trilha/shared/constants';
import { type AnswerOf, type Contract, pathOf, type SchemasOf, type Sent } from '@trilha/shared/contract';
import { createStore, get, set, type UseStore } from 'idb-keyval';
import { useSyncExternalStore } from 'react';
import { ApiError, request } from './client';
import { getSession } from './session';

/**
 * Writes made without a network (progress, viewing records, SCORM commits) wait on the device, in
 * IndexedDB, and are sent in the order they were made when the network returns. Each carries an
 * `Idempotency-Key` from its first attempt, so a write whose answer was lost on the way is not applied
 * twice when it is sent again. A write whose order does not matter (a viewing record) does not wait
 * behind the others: it leaves at once and is kept only when it cannot go.
 */

/** One write waiting to be sent: the call's contract by its method and path, the path's parameters and the body. */
export type OutboxEntry = {
  /** Its `Idempotency-Key`, the same on every attempt. */
  key: string;
  contract: Pick<Contract, 'method' | 'path'>;
  params?: Record<string, unknown>;
  body: unknown;
  queuedAt: number;
};

/** A write kept by an earlier version of the app, by its written path: still sent as it was kept. */
export type WrittenOutboxEntry = Omit<OutboxEntry, 'contract' | 'params'> & { method: 'POST' | 'PUT'; path: string };

/** A write as it leaves: its key, method, path (from its contract and parameters) and body. */
export type OutgoingWrite = { key: string; method: string; path: string; body: unknown };

/** The request of a kept write, of either shape. */
function outgoingWrite(entry: OutboxEntry | WrittenOutboxEntry): OutgoingWrite {
  const { key, body } = entry;
  return 'contract' in entry
    ? { key, method: entry.contract.method, path: pathOf(entry.contract, entry.params), body }
    : { key, method: entry.method, path: entry.path, body };
}

/** What a queued write answers instead of the server's answer. */
export type Queued = { queued: true };

/** Where the waiting writes are kept, per member and host. */
export type OutboxStorage = {
  load: (owner: string) => Promise<KeptWrite[]>;
  save: (owner: string, entries: KeptWrite[]) => Promise<void>;
};

/** A write kept on the device, of either shape. */
export type KeptWrite = OutboxEntry | WrittenOutboxEntry;

/** What sending one write comes to. */
type Outcome = 'sent' | 'refused' | 'retry';

/** IndexedDB through idb-keyval, in a database of its own. */
export function indexedDbOutboxStorage(): OutboxStorage {
  let store: UseStore | undefined;
  const use = () => {
    store ??= createStore('trilha-outbox', 'writes');
    return store;
  };
  return {
    load: async (owner) => (await get<KeptWrite[]>(owner, use())) ?? [],
    save: (owner, entries) => set(owner, entries, use()),
  };
}

export type Outbox = ReturnType<typeof createOutbox>;

/**
 * The device's outbox: `send` tries a write at once and keeps it when the network is missing; `flush`
 * sends what waits, oldest first, stopping at the first that still cannot go. A write the server refuses
 * for good (4xx) is dropped and counted in `refused`.
 */
export function createOutbox(deps: {
  storage: OutboxStorage;
  /** The member and host the writes belong to; null when nobody is signed in. */
  owner: () => string | null;
  transmit: (write: OutgoingWrite, keepalive: boolean) => Promise<unknown>;
  isOnline: () => boolean;
  newKey: () => string;
  now?: () => number;
}) {
  const now = deps.now ?? Date.now;
  let pending = 0;
  let refused = 0;
  let snapshot = { pending, refused };
  let flushing: Promise<void> | null = null;
  let loadedFor: string | null = null;
  const listeners = new Set<() => void>();
  const notify = () => {
    snapshot = { pending, refused };
    for (const listener of listeners) listener();
  };
  // One change at a time, so a write and a flush never overwrite each other's list.
  let chain: Promise<unknown> = Promise.resolve();
  const serialized = <T>(work: () => Promise<T>): Promise<T> => {
    const next = chain.then(work, work);
    chain = next.catch(() => undefined);
    return next;
  };

  async function load(owner: string): Promise<KeptWrite[]> {
    const entries = await deps.storage.load(owner).catch(() => []);
    if (loadedFor !== owner || pending !== entries.length) {
      loadedFor = owner;
      pending = entries.length;
      notify();
    }
    return entries;
  }

  async function store(owner: string, entries: KeptWrite[]): Promise<void> {
    await deps.storage.save(owner, entries);
    pending = entries.length;
    notify();
  }

  async function attempt(entry: KeptWrite): Promise<Outcome> {
    try {
      await deps.transmit(outgoingWrite(entry), false);
      return 'sent';
    } catch (error) {
      // No network, the server away, or the same write still running elsewhere: try again later.
      if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500 || error.status === 409) {
        return 'retry';
      }
      if (error.status === 401) return 'retry';
      return 'refused';
    }
  }

  async function enqueue(owner: string, entry: KeptWrite): Promise<void> {
    await serialized(async () => store(owner, [...(await load(owner)), entry]));
  }

  /** Sends the waiting writes in order; resolves when the line is empty or the first one cannot go. */
  function flush(): Promise<void> {
    flushing ??= serialized(async () => {
      const owner = deps.owner();
      if (!owner) return;
      let entries = await load(owner);
      while (entries.length > 0 && deps.isOnline()) {
        const [first, ...rest] = entries as [KeptWrite, ...KeptWrite[]];
        const outcome = await attempt(first);
        if (outcome === 'retry') break;
        if (outcome === 'refused') refused += 1;
        entries = rest;
        await store(owner, entries);
      }
    }).finally(() => {
      flushing = null;
    });
    return flushing;
  }

  return {
    flush,

    /**
     * Sends a write, or keeps it when it cannot go now. Answers the server's answer, or `{ queued: true }`.
     * A write made while older ones wait joins the end of the line, so the server sees them in order;
     * one sent with `ordered: false` (its order does not matter, as a viewing record's) leaves at once
     * even then, and is kept only when there is no network or the server is away.
     */
    async send<C extends Contract>(
      contract: C,
      input: { params?: Sent<SchemasOf<C>['params']>; body: Sent<SchemasOf<C>['body']> },
      options: { keepalive?: boolean; ordered?: boolean } = {},
    ): Promise<AnswerOf<C> | Queued> {
      type T = AnswerOf<C>;
      const owner = deps.owner();
      const { method, path } = contract;
      const entry: OutboxEntry = { key: deps.newKey(), contract: { method, path }, ...input, queuedAt: now() };
      const write = outgoingWrite(entry);
      const keepalive = options.keepalive ?? false;
      if (!owner) return (await deps.transmit(write, keepalive)) as T;
      // The line's length is known in memory (read at start and kept since), so an online write with nothing
      // waiting leaves at once: a write made as the page is left must start before the page goes.
      if (!deps.isOnline() || (pending > 0 && options.ordered !== false)) {
        await enqueue(owner, entry);
        if (deps.isOnline()) void flush();
        return { queued: true };
      }
      try {
        return (await deps.transmit(write, keepalive)) as T;
      } catch (error) {
        const away =
          error instanceof ApiError && (error.status === 0 || (options.ordered === false && error.status >= 500));
        if (away) {
          await enqueue(owner, entry);
          return { queued: true };
        }
        throw error;
      }
    },

    /** How many writes wait, and how many the server refused since the page opened. */
    state: () => snapshot,

    /** Reads the member's line from the device (on start and after a sign-in). */
    refresh: async () => {
      const owner = deps.owner();
      if (owner) await load(owner);
      else if (pending !== 0) {
        pending = 0;
        notify();
      }
    },

    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The app's outbox: the signed-in member's writes on this host, sent through the API client. */
export const outbox = createOutbox({
  storage: indexedDbOutboxStorage(),
  owner: () => {
    const session = getSession();
    return session ? `${location.host}:${session.loginInfo.idUser}` : null;
  },
  transmit: (write, keepalive) =>
    request(write.method, write.path, {
      body: write.body,
      headers: { 'idempotency-key': write.key },
      ...(keepalive ? { keepalive: true } : {}),
    }),
  isOnline: () => navigator.onLine,
  newKey: () => crypto.randomUUID(),
});

let started = false;

/** Sends what waits now, when the network returns, and every little while while anything waits. */
export function startOutbox(): void {
  if (started) return;
  started = true;
  void outbox.refresh().then(() => outbox.flush());
  window.addEventListener('online', () => void outbox.flush());
  setInterval(() => {
    if (outbox.state().pending > 0) void outbox.flush();
  }, OUTBOX_RETRY_MS);
}

/** How many of the member's writes wait for the network. */
export function usePendingWrites(): { pending: number; refused: number } {
  return useSyncExternalStore(outbox.subscribe, outbox.state, outbox.state);
}

/**
 * Writes waiting in queues of their own (an evaluation's answers), told by those queues while they are
 * loaded, so the member sees them with the rest.
 */
let otherWaiting = 0;
const otherListeners = new Set<() => void>();

export function reportOtherWaitingWrites(count: number): void {
  if (count === otherWaiting) return;
  otherWaiting = count;
  for (const listener of otherListeners) listener();
}

export function useOtherWaitingWrites(): number {
  return useSyncExternalStore(
    (listener) => {
      otherListeners.add(listener);
      return () => otherListeners.delete(listener);
    },
    () => otherWaiting,
  );
}

/** Whether an answer is the outbox's "kept for later" instead of the server's. */
export function isQueued(answer: unknown): answer is Queued {
  return typeof answer === 'object' && answer !== null && (answer as Queued).queued === true;
}
