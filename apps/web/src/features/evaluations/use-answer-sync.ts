import { EVALUATION_ANSWER_RETRY_MS } from '@trilha/shared/constants';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { ApiError } from '../../api/client';
import { saveAnswer } from '../../api/learning-evaluations';
import { reportOtherWaitingWrites } from '../../api/outbox';
import {
  type AnswerQueue,
  createAnswerQueue,
  indexedDbQueueStorage,
  memoryQueueStorage,
  type QueuedAnswer,
  type SendOutcome,
} from './answer-queue';

type SyncState = { pending: QueuedAnswer[]; sending: boolean; online: boolean };
type Refusal = { entry: QueuedAnswer; message: string };

/**
 * One answer queue for the app, so answers left by a closed page are sent by the next one. Sending
 * answers 'refused' for a final refusal (the server said no: time up, attempt finished, invalid
 * answer) and 'retry' for anything that may pass later (no network, 5xx, an expired session).
 */
let sync: {
  queue: AnswerQueue;
  state: SyncState;
  listeners: Set<() => void>;
  refusalListeners: Set<(refusal: Refusal) => void>;
} | null = null;

function emit() {
  for (const listener of sync?.listeners ?? []) listener();
}

function setState(change: Partial<SyncState>) {
  if (!sync) return;
  sync.state = { ...sync.state, ...change };
  emit();
}

async function send(entry: QueuedAnswer): Promise<SendOutcome> {
  try {
    await saveAnswer(entry.path, entry.body);
    return 'sent';
  } catch (error) {
    const final =
      error instanceof ApiError && error.status >= 400 && error.status < 500 && ![401, 408, 429].includes(error.status);
    if (!final) return 'retry';
    for (const listener of sync?.refusalListeners ?? []) listener({ entry, message: error.message });
    return 'refused';
  }
}

function getSync() {
  if (sync) return sync;
  const storage = typeof indexedDB === 'undefined' ? memoryQueueStorage() : indexedDbQueueStorage();
  sync = {
    state: { pending: [], sending: false, online: typeof navigator === 'undefined' ? true : navigator.onLine },
    listeners: new Set(),
    refusalListeners: new Set(),
    queue: createAnswerQueue({ storage, send, onChange: (pending) => setState({ pending }) }),
  };
  void sync.queue.pending().then((pending) => setState({ pending }));
  return sync;
}

/** Sends what waits; true when nothing is left. */
async function flush(): Promise<boolean> {
  const current = getSync();
  setState({ sending: true });
  try {
    return await current.queue.flush();
  } finally {
    setState({ sending: false });
  }
}

let started = false;

/**
 * Once an evaluation has been opened, sends the waiting answers when the network returns and every few
 * seconds while some wait, on every page of the app, so answers given offline reach the server even after
 * the member left the evaluation; the app's pending-writes notice counts them.
 */
export function startAnswerSync(): void {
  if (started) return;
  started = true;
  const current = getSync();
  window.addEventListener('online', () => {
    setState({ online: true });
    void flush();
  });
  window.addEventListener('offline', () => setState({ online: false }));
  current.listeners.add(() => reportOtherWaitingWrites(current.state.pending.length));
  reportOtherWaitingWrites(current.state.pending.length);
  setInterval(() => {
    if (current.state.pending.length > 0 && navigator.onLine) void flush();
  }, EVALUATION_ANSWER_RETRY_MS);
  void flush();
}

/**
 * The answer queue as a hook: what waits (for the indicator and the question list), whether the device
 * is online, `enqueue` (saved on the device first, then sent) and `flush` (see `startAnswerSync` for
 * when answers are sent again).
 */
export function useAnswerSync(onRefused?: (refusal: Refusal) => void) {
  const current = getSync();
  const state = useSyncExternalStore(
    (listener) => {
      current.listeners.add(listener);
      return () => current.listeners.delete(listener);
    },
    () => current.state,
  );

  useEffect(() => {
    if (!onRefused) return;
    current.refusalListeners.add(onRefused);
    return () => {
      current.refusalListeners.delete(onRefused);
    };
  }, [current, onRefused]);

  useEffect(() => {
    startAnswerSync();
    void flush();
  }, []);

  const enqueue = useCallback(
    async (entry: Omit<QueuedAnswer, 'queuedAt'>) => {
      await current.queue.enqueue(entry);
      void flush();
    },
    [current],
  );

  return { ...state, enqueue, flush };
}
