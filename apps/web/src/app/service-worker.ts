import { registerSW } from 'virtual:pwa-register';
import { useSyncExternalStore } from 'react';

type UpdateState = { isUpdateWaiting: boolean; update: () => Promise<void> };

let state: UpdateState = { isUpdateWaiting: false, update: async () => undefined };
const listeners = new Set<() => void>();

/**
 * Registers the service worker that precaches the shell (vite-plugin-pwa, `registerType: 'prompt'`).
 * A new version waits until `update()` is called, so a notice can ask the member first.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const updateServiceWorker = registerSW({
    immediate: true,
    onNeedRefresh() {
      state = { isUpdateWaiting: true, update: () => updateServiceWorker(true) };
      for (const listener of listeners) listener();
    },
  });
}

/** Whether a new version of the app is waiting, and the call that activates it and reloads. */
export function useServiceWorkerUpdate(): UpdateState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => state,
  );
}
