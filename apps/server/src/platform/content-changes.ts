/**
 * What the console changed, announced once the change is committed: a cache of members' answers (a menu, a
 * section's items, a training page) listens here and drops what it kept for the company, so members see
 * the change on their next load. The answers the server sends today are read fresh on every request; this
 * is where a cache added later plugs in (`subscribe`), instead of each writer knowing every cache.
 */
export type ContentChange = {
  idCompany: number;
  /** What changed: `app`, `menu`, `sectionContent`, `node`, `team`, `learningContent`, `evaluation`, `campaign`. */
  entityType: string;
  entityId: number;
};

export type ContentChangeListener = (change: ContentChange) => void | Promise<void>;

export type ContentChanges = {
  /** Tells every listener; a listener that fails is logged and does not stop the others nor the answer. */
  publish: (change: ContentChange) => Promise<void>;
  /** Adds a listener; returns the function that removes it. */
  subscribe: (listener: ContentChangeListener) => () => void;
};

export function createContentChanges(log: { warn: (details: object, message: string) => void }): ContentChanges {
  const listeners = new Set<ContentChangeListener>();
  return {
    async publish(change) {
      for (const listener of listeners) {
        try {
          await listener(change);
        } catch (error) {
          log.warn({ err: error, change }, 'a cache could not drop what the console changed');
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
