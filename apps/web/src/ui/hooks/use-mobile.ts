import { BREAKPOINT_DESKTOP_PX } from '@trilha/shared/constants';
import { isMobileUserAgent, widthBelowQuery } from '@trilha/shared/rules/device';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * True while the viewport is narrower than `breakpointPx`, following resizes and rotations. The content
 * app decides mobile by width (document 1, 9): 900 px for the menu and home (the default), 800 px
 * (`BREAKPOINT_LEARNING_PX`) for the store and learning screens, 768 px (`BREAKPOINT_PHONE_PX`) for phones.
 */
export function useIsMobileWidth(breakpointPx: number = BREAKPOINT_DESKTOP_PX): boolean {
  const query = widthBelowQuery(breakpointPx);
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') {
        window.addEventListener('resize', onChange);
        return () => window.removeEventListener('resize', onChange);
      }
      const media = window.matchMedia(query);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    [query],
  );
  const read = () =>
    typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : window.innerWidth < breakpointPx;
  return useSyncExternalStore(subscribe, read, () => false);
}

type NavigatorWithClientHints = Navigator & { userAgentData?: { mobile?: boolean } };

/** Whether the device is a phone or tablet by its user agent, as the learning area decides it (document 1, 9). */
export function useIsMobileDevice(): boolean {
  const nav = navigator as NavigatorWithClientHints;
  return isMobileUserAgent(nav.userAgent, nav.userAgentData?.mobile);
}
