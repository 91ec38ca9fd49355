import { REQUEST_TIMEOUT_MS } from '@trilha/shared/constants';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { type Location, useLocation, useNavigationType } from 'react-router';
import { useSession } from '../api/session';

const STORAGE_KEY = 'trilha.scroll';
/** Pages remembered per tab; the least recently scrolled are forgotten first. */
const MAX_PAGES = 200;
/** A position within this many px of the one asked for counts as reached (fractional device pixels). */
const TOLERANCE_PX = 2;
/**
 * How long a restore keeps the position while the page fills in (content arriving after the route renders):
 * as long as the request that brings that content may take.
 */
const RESTORE_PATIENCE_MS = REQUEST_TIMEOUT_MS;

/** The page a position belongs to: the member and the path with its query (document 1, 9; document 3, 4.16). */
export function scrollKey(idUser: number | null, location: Pick<Location, 'pathname' | 'search'>): string {
  return `${idUser ?? 'visitor'}:${location.pathname}${location.search}`;
}

/** Scroll positions by page, kept for the life of the tab (so they survive a reload) in `sessionStorage`. */
export function createScrollStore(storage: Pick<Storage, 'getItem' | 'setItem'>, maxPages = MAX_PAGES) {
  let positions: Map<string, number> | null = null;
  const load = () => {
    if (positions) return positions;
    positions = new Map();
    try {
      const saved = JSON.parse(storage.getItem(STORAGE_KEY) ?? '[]') as unknown;
      if (Array.isArray(saved)) {
        for (const entry of saved) {
          if (Array.isArray(entry) && typeof entry[0] === 'string' && Number.isFinite(entry[1])) {
            positions.set(entry[0], entry[1]);
          }
        }
      }
    } catch {
      // An unreadable entry is forgotten, not fatal.
    }
    return positions;
  };
  return {
    get: (key: string): number | undefined => load().get(key),
    set(key: string, y: number): void {
      const map = load();
      map.delete(key);
      map.set(key, Math.max(0, Math.round(y)));
      while (map.size > maxPages) map.delete(map.keys().next().value as string);
    },
    persist(): void {
      try {
        storage.setItem(STORAGE_KEY, JSON.stringify([...load()]));
      } catch {
        // Storage full or blocked: positions still work within this page's life.
      }
    },
  };
}

type PendingRestore = {
  key: string;
  y: number;
  start: () => void;
  cancel: () => void;
  /** Whether the page is where the restore holds it: at the position, or at the bottom of a page still too short. */
  holds: (scrollY: number) => boolean;
};

function scrollToY(y: number): void {
  window.scrollTo({ top: y, left: 0, behavior: 'instant' });
}

/**
 * Keeps the scroll position per page and per member (document 1, 9) and puts it back on back and forward
 * navigation and after a reload; a new visit (a link) starts at the top, or at its `#anchor`. While the page
 * still fills in (content a query brings after the route renders, images above the position), the restore
 * holds the position, until the member scrolls, taps or types themselves.
 */
export function ScrollMemory() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const idUser = useSession()?.loginInfo.idUser ?? null;
  const key = scrollKey(idUser, location);
  const store = useRef<ReturnType<typeof createScrollStore> | null>(null);
  store.current ??= createScrollStore(window.sessionStorage);
  const currentKey = useRef(key);
  const pending = useRef<PendingRestore | null>(null);

  useEffect(() => {
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    const positions = store.current;
    let frame = 0;
    const handleScroll = () => {
      const restore = pending.current;
      if (restore?.holds(window.scrollY)) return;
      // Any other scroll (the member's, or the screen's own) ends the restore and is remembered.
      restore?.cancel();
      positions?.set(currentKey.current, window.scrollY);
      if (!frame) {
        frame = requestAnimationFrame(() => {
          frame = 0;
          positions?.persist();
        });
      }
    };
    const handleLeave = () => {
      // Leaving while a restore still holds keeps the position it was going to; otherwise the page is
      // remembered where it is now, even when its last scroll event has not been dispatched yet.
      const restore = pending.current;
      if (restore?.holds(window.scrollY)) positions?.set(restore.key, restore.y);
      else positions?.set(currentKey.current, window.scrollY);
      positions?.persist();
    };
    const handleHidden = () => {
      if (document.visibilityState === 'hidden') handleLeave();
    };
    window.addEventListener('scroll', handleScroll, { passive: true });
    window.addEventListener('pagehide', handleLeave);
    document.addEventListener('visibilitychange', handleHidden);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', handleScroll);
      window.removeEventListener('pagehide', handleLeave);
      document.removeEventListener('visibilitychange', handleHidden);
      window.history.scrollRestoration = previous;
    };
  }, []);

  // The member can change without a navigation (support access swaps the session): positions follow them.
  useLayoutEffect(() => {
    currentKey.current = key;
  }, [key]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per navigation (location.key), reading the type of that navigation.
  useLayoutEffect(() => {
    currentKey.current = key;
    pending.current?.cancel();
    pending.current = null;
    if (navigationType === 'POP') {
      const y = store.current?.get(key) ?? 0;
      if (y === 0) {
        scrollToY(0);
        return;
      }
      const restore = restoreWhenTallEnough(key, y, () => {
        if (pending.current === restore) pending.current = null;
      });
      pending.current = restore;
      restore.start();
      return;
    }
    const anchor = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (anchor) anchor.scrollIntoView();
    else scrollToY(0);
  }, [location.key]);

  useEffect(() => () => pending.current?.cancel(), []);

  return null;
}

/**
 * Scrolls to `y` now, and again each time the page changes size (content arriving late, above or below),
 * until the member scrolls, taps or types, something else scrolls the page, the next navigation, or the
 * patience runs out. Scroll anchoring
 * is off meanwhile: it would follow late content above the position and leave the member further down.
 */
function restoreWhenTallEnough(key: string, y: number, onDone: () => void): PendingRestore {
  let isDone = false;
  const root = document.documentElement;
  const anchoring = root.style.overflowAnchor;
  const attempt = () => {
    if (!isDone && Math.abs(window.scrollY - y) > TOLERANCE_PX) scrollToY(y);
  };
  const observer =
    typeof ResizeObserver === 'function'
      ? new ResizeObserver(attempt)
      : typeof MutationObserver === 'function'
        ? new MutationObserver(attempt)
        : null;
  const intents = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;
  const giveUp = () => finish();
  let timer: ReturnType<typeof setTimeout> | undefined;
  function finish() {
    if (isDone) return;
    isDone = true;
    clearTimeout(timer);
    observer?.disconnect();
    root.style.overflowAnchor = anchoring;
    for (const intent of intents) window.removeEventListener(intent, giveUp, true);
    onDone();
  }
  function start() {
    root.style.overflowAnchor = 'none';
    timer = setTimeout(giveUp, RESTORE_PATIENCE_MS);
    for (const intent of intents) window.addEventListener(intent, giveUp, { capture: true, passive: true });
    if (observer instanceof ResizeObserver) observer.observe(document.body);
    else observer?.observe(document.body, { childList: true, subtree: true });
    attempt();
  }
  const holds = (scrollY: number) => {
    const bottom = document.documentElement.scrollHeight - window.innerHeight;
    return Math.abs(scrollY - y) <= TOLERANCE_PX || (bottom < y && scrollY >= bottom - TOLERANCE_PX);
  };
  return { key, y, start, cancel: finish, holds };
}
