import type { SaveAnswerRequest } from '@trilha/shared/api/learning-evaluations';
import { createStore, get, set } from 'idb-keyval';

/**
 * Answers waiting to reach the server, kept on the device (IndexedDB) so that none is lost when the
 * network drops or the page is closed. Each answer is saved with a PUT of the whole answer and a
 * revision, so sending it twice is harmless and an older change never overwrites a newer one: the
 * queue keeps only the latest change of each answer and replays them in the order they were given.
 */

/** One answer waiting to be sent: its path (`PUT Q/:idQuestionnaire/answers/:idAnswer`) and body. */
export type QueuedAnswer = {
  path: string;
  idQuestionnaire: number;
  idAnswer: number;
  body: SaveAnswerRequest & { revision: number };
  queuedAt: number;
};

/** Where the queue is kept. */
export type QueueStorage = {
  load: () => Promise<QueuedAnswer[]>;
  save: (entries: QueuedAnswer[]) => Promise<void>;
};

/** What sending one answer came to. */
export type SendOutcome =
  /** The server has it (or had a newer one). */
  | 'sent'
  /** The server refused it for good (time up, attempt finished, invalid): drop it and tell the member. */
  | 'refused'
  /** No network or the server is unavailable: keep it and try again later. */
  | 'retry';

const STORAGE_KEY = 'answers';

/** The queue in IndexedDB (idb-keyval, its own database so it never mixes with other data). */
export function indexedDbQueueStorage(): QueueStorage {
  const store = createStore('trilha-evaluations', 'answer-queue');
  return {
    load: async () => ((await get<QueuedAnswer[]>(STORAGE_KEY, store)) ?? []).filter(isQueuedAnswer),
    save: (entries) => set(STORAGE_KEY, entries, store),
  };
}

/** The queue in memory, for tests and for browsers without IndexedDB (private windows of some browsers). */
export function memoryQueueStorage(initial: QueuedAnswer[] = []): QueueStorage {
  let entries = [...initial];
  return {
    load: async () => [...entries],
    save: async (next) => {
      entries = [...next];
    },
  };
}

export type AnswerQueue = ReturnType<typeof createAnswerQueue>;

/**
 * The queue: `enqueue` keeps the latest change of an answer (at the end of the line), `flush` sends the
 * line in order until the network fails, `pending` lists what is still waiting.
 */
export function createAnswerQueue({
  storage,
  send,
  onChange,
  onRefused,
}: {
  storage: QueueStorage;
  send: (entry: QueuedAnswer) => Promise<SendOutcome>;
  onChange?: (pending: QueuedAnswer[]) => void;
  onRefused?: (entry: QueuedAnswer) => void;
}) {
  let entries: QueuedAnswer[] = [];
  let loaded: Promise<void> | null = null;
  let flushing: Promise<boolean> | null = null;
  // Every change to the line goes through this chain, so a save never overtakes an earlier one.
  let writes: Promise<void> = Promise.resolve();

  const load = () => {
    loaded ??= storage
      .load()
      .then((stored) => {
        const byPath = new Map(entries.map((entry) => [entry.path, entry]));
        for (const entry of stored) {
          const newer = byPath.get(entry.path);
          if (!newer || newer.body.revision < entry.body.revision) byPath.set(entry.path, entry);
        }
        entries = [...byPath.values()].sort((a, b) => a.queuedAt - b.queuedAt);
      })
      .catch(() => undefined);
    return loaded;
  };

  const update = (change: (list: QueuedAnswer[]) => QueuedAnswer[]) => {
    writes = writes.then(async () => {
      await load();
      entries = change(entries);
      onChange?.([...entries]);
      await storage.save(entries).catch(() => undefined);
    });
    return writes;
  };

  async function flushOnce(): Promise<boolean> {
    await writes;
    for (;;) {
      const head = entries[0];
      if (!head) return true;
      let outcome: SendOutcome;
      try {
        outcome = await send(head);
      } catch {
        outcome = 'retry';
      }
      if (outcome === 'retry') return false;
      // Drop what was sent, unless the answer changed again while it was on its way.
      await update((list) =>
        list.filter((entry) => entry.path !== head.path || entry.body.revision > head.body.revision),
      );
      if (outcome === 'refused') onRefused?.(head);
    }
  }

  return {
    /** Keeps this change of the answer; an older change of the same answer waiting in the line is replaced. */
    enqueue(entry: Omit<QueuedAnswer, 'queuedAt'>): Promise<void> {
      const queued = { ...entry, queuedAt: Date.now() };
      return update((list) => {
        const current = list.find((item) => item.path === entry.path);
        if (current && current.body.revision > entry.body.revision) return list;
        return [...list.filter((item) => item.path !== entry.path), queued];
      });
    },

    /** Sends what waits, in order; true when the line is empty. One flush runs at a time. */
    flush(): Promise<boolean> {
      flushing ??= flushOnce().finally(() => {
        flushing = null;
      });
      return flushing;
    },

    /** The answers still waiting (after the stored line is read). */
    async pending(): Promise<QueuedAnswer[]> {
      await load();
      await writes;
      return [...entries];
    },
  };
}

function isQueuedAnswer(value: unknown): value is QueuedAnswer {
  const entry = value as QueuedAnswer | null;
  return (
    !!entry &&
    typeof entry.path === 'string' &&
    typeof entry.idAnswer === 'number' &&
    typeof entry.idQuestionnaire === 'number' &&
    typeof entry.body?.revision === 'number' &&
    Array.isArray(entry.body.answerData)
  );
}
