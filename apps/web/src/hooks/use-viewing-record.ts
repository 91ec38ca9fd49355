import { TRACKING_IDLE_DEBOUNCE_MS } from '@trilha/shared/constants';
import { useLayoutEffect, useRef } from 'react';

const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'scroll', 'touchstart', 'wheel'] as const;

/** One visit to record: when it started, how long it lasted, and whether the page is being left. */
export type ViewingVisit = {
  startedAt: Date;
  seconds: number;
  /** The page is going away (closed, reloaded, another address, sent to the background): send with keepalive. */
  leaving: boolean;
};

/**
 * The viewing record of the open screen (spec 2, 4 and 9; spec 3, 9): one record per visit, sent when the
 * member leaves it however they leave (another screen of the app, a reload, a typed address, the tab or
 * the app closed: `pagehide`; the app sent to the background: `visibilitychange`), or after `idleMs`
 * without activity (none when `idleMs` is null). A visit is recorded once; activity after an idle record,
 * coming back to the app, or a page restored from the back-forward cache starts a new visit.
 *
 * `send` is called synchronously, so a request it starts leaves before the page goes; it should send at
 * once with `keepalive` when `leaving`, not behind writes waiting on the device (the outbox's
 * `ordered: false`), and keep the record there only when that send fails. `secondsOf` measures the visit (by default
 * the time since it started), for screens that count seconds played instead.
 */
export function useViewingRecord(
  key: string | number | null,
  options: {
    idleMs: number | null;
    send: (visit: ViewingVisit) => void;
    secondsOf?: (startedAt: Date, until: Date) => number;
  },
): void {
  const latest = useRef(options);
  latest.current = options;
  const idleMs = options.idleMs;

  // Attached as the screen is committed, before it is painted: a member who sees the content and leaves at
  // once (a reload, another address) is recorded too, which a passive effect run after the paint could miss.
  useLayoutEffect(() => {
    if (key === null) return;
    let startedAt = new Date();
    let isRecorded = false;
    let idleTimer: ReturnType<typeof setTimeout> | undefined;
    let debounce: ReturnType<typeof setTimeout> | undefined;

    const record = (leaving: boolean) => {
      if (isRecorded) return;
      isRecorded = true;
      clearTimeout(idleTimer);
      const until = new Date();
      const measure = latest.current.secondsOf ?? ((from: Date, to: Date) => (to.getTime() - from.getTime()) / 1000);
      const seconds = Math.max(0, Math.round(measure(startedAt, until)));
      latest.current.send({ startedAt, seconds, leaving });
    };
    const startVisit = () => {
      startedAt = new Date();
      isRecorded = false;
      armIdle();
    };
    const armIdle = () => {
      if (idleMs === null) return;
      clearTimeout(idleTimer);
      idleTimer = setTimeout(() => record(false), idleMs);
    };
    const onActivity = () => {
      clearTimeout(debounce);
      debounce = setTimeout(() => {
        // Back from idle: a new visit starts now.
        if (isRecorded) startVisit();
        else armIdle();
      }, TRACKING_IDLE_DEBOUNCE_MS);
    };
    const onPageHide = () => record(true);
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted && isRecorded) startVisit();
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') record(true);
      else if (isRecorded) startVisit();
    };

    armIdle();
    if (idleMs !== null)
      for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true });
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearTimeout(idleTimer);
      clearTimeout(debounce);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      document.removeEventListener('visibilitychange', onVisibility);
      // Leaving for another screen of the app.
      record(true);
    };
  }, [key, idleMs]);
}
