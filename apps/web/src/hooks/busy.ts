import { useEffect, useSyncExternalStore } from 'react';

/**
 * What a member can be in the middle of, where reloading the app would cost them their place or their
 * work: an evaluation (its timer and answers), a lesson (a SCORM session in its frame), an upload.
 */
export type BusyReason = 'evaluation' | 'lesson' | 'upload';

const marks = new Map<symbol, BusyReason>();
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** Marks the member busy until the returned function is called (several marks may be held at once). */
export function markBusy(reason: BusyReason): () => void {
  const mark = Symbol(reason);
  marks.set(mark, reason);
  emit();
  return () => {
    if (marks.delete(mark)) emit();
  };
}

/** Whether any screen holds a busy mark now. */
export function isBusy(): boolean {
  return marks.size > 0;
}

/** The reasons held now, for logs and tests. */
export function busyReasons(): BusyReason[] {
  return [...new Set(marks.values())];
}

export function subscribeBusy(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Re-renders when the member becomes busy or free. */
export function useIsBusy(): boolean {
  return useSyncExternalStore(subscribeBusy, isBusy, () => false);
}

/**
 * Holds a busy mark while the calling screen is mounted and `active`: the evaluation player calls
 * `useBusy('evaluation')`, the lesson player `useBusy('lesson')`. The new version notice waits for them.
 */
export function useBusy(reason: BusyReason, active = true): void {
  useEffect(() => (active ? markBusy(reason) : undefined), [reason, active]);
}
