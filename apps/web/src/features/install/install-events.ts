/** The browser's install offer (`beforeinstallprompt`), kept from page load until the member is asked. */
export type InstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

let deferred: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();

/**
 * Starts listening at boot: the event can fire before any screen that uses it is on the page. The
 * browser's own mini-infobar is held back so the app asks in its own words.
 */
export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    for (const listener of listeners) listener();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    for (const listener of listeners) listener();
  });
}

export function getInstallPrompt(): InstallPromptEvent | null {
  return deferred;
}

/** Called after the offer was used: the browser gives a new event when it may ask again. */
export function clearInstallPrompt(): void {
  deferred = null;
  for (const listener of listeners) listener();
}

export function subscribeInstallPrompt(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
