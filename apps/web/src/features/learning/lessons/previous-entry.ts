/** The parts of the Navigation API (`window.navigation`) that going back needs. */
export type OwnHistory = {
  currentEntry: { index: number } | null;
  entries: () => Array<{ key: string; index: number }>;
  traverseTo: (key: string) => unknown;
};

/**
 * The key of the page's own history entry before the current one, or null when there is none (the page was the
 * tab's first) or the browser has no Navigation API. A lesson's frames add entries to the tab's joint history
 * each time the SCO turns a page, so `history.back()` would only move the SCO's frame back a page; the
 * Navigation API lists the app's own entries only.
 */
export function previousOwnEntry(own: OwnHistory | undefined): string | null {
  const index = own?.currentEntry?.index ?? -1;
  if (!own || index < 1) return null;
  return own.entries().find((entry) => entry.index === index - 1)?.key ?? null;
}

/** Goes back to the page's own entry before this one; false when there is none to go to. */
export function goBackOwnEntry(own = (window as unknown as { navigation?: OwnHistory }).navigation): boolean {
  const key = previousOwnEntry(own);
  if (!key || !own) return false;
  own.traverseTo(key);
  return true;
}
