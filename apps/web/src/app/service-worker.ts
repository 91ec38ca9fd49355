import { registerSW } from 'virtual:pwa-register';
import { useSyncExternalStore } from 'react';

type UpdateState = { isUpdateWaiting: boolean; update: () => Promise<void> };

/** How often an open app asks the server whether a new version was deployed (also on coming back to the foreground). */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

let state: UpdateState = { isUpdateWaiting: false, update: async () => undefined };
const listeners = new Set<() => void>();

/**
 * Registers the service worker that precaches the shell (vite-plugin-pwa, `registerType: 'prompt'`).
 * A new version waits until `update()` is called, so a notice can ask the member first.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  let registration: ServiceWorkerRegistration | undefined;
  const updateServiceWorker = registerSW({
    immediate: true,
    onNeedRefresh() {
      state = { isUpdateWaiting: true, update: () => activateWaitingVersion(registration, updateServiceWorker) };
      for (const listener of listeners) listener();
    },
    onRegisteredSW(_url, registered) {
      registration = registered;
      if (registered) checkForUpdatesPeriodically(registered);
    },
  });
}

/**
 * Lets the new version take over and reloads into it. A page the previous version controls reloads when the
 * new one takes control. A page no version controls (the visit that installed the first one) gets no such
 * event: the new version is already active, or activates at once, and the page reloads into it itself.
 */
async function activateWaitingVersion(
  registration: ServiceWorkerRegistration | undefined,
  updateServiceWorker: (reloadPage?: boolean) => Promise<void>,
): Promise<void> {
  if (!navigator.serviceWorker.controller) {
    const waiting = registration?.waiting;
    if (!waiting) {
      window.location.reload();
      return;
    }
    waiting.addEventListener('statechange', () => {
      if (waiting.state === 'activated') window.location.reload();
    });
  }
  await updateServiceWorker(true);
}

/** An app left open for days still learns of a new version: hourly, and when it returns to the foreground. */
function checkForUpdatesPeriodically(registration: ServiceWorkerRegistration): void {
  let lastCheck = Date.now();
  const check = () => {
    if (!navigator.onLine) return;
    lastCheck = Date.now();
    registration.update().catch(() => undefined);
  };
  setInterval(check, UPDATE_CHECK_INTERVAL_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && Date.now() - lastCheck >= UPDATE_CHECK_INTERVAL_MS) check();
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
