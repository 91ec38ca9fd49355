import { PAGE_TRANSITION_MS } from '@trilha/shared/constants';
import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** Keyframes of the page transition: the new page fades in over the old one's place. */
export const PAGE_TRANSITION_KEYFRAMES: Keyframe[] = [{ opacity: 0 }, { opacity: 1 }];

/**
 * The 200 ms page transition (spec 1, 9): the element the ref is put on fades in whenever the page (the
 * path) changes. Opacity only, so the layout and the restored scroll position are untouched; nothing
 * moves for a member who asked the system for reduced motion. A query change (a filter, a tab) is not a
 * new page.
 */
export function usePageTransition<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useLayoutEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const element = ref.current;
    if (!element || typeof element.animate !== 'function') return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const animation = element.animate(PAGE_TRANSITION_KEYFRAMES, { duration: PAGE_TRANSITION_MS, easing: 'ease-out' });
    return () => animation.cancel();
  }, [pathname]);
  return ref;
}
