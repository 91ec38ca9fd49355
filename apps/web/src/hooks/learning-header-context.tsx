import { createContext, type ReactNode, useContext, useEffect, useLayoutEffect, useState } from 'react';

/** A level of the breadcrumb. */
export type Crumb = { title: string; to: string };

/** What the current page shows in the learning header (spec 3, 2.10). */
export type HeaderState = {
  /** 'home' has no back control; 'back' goes back; 'close' shows an X that returns to `closeTo`. */
  mode?: 'home' | 'back' | 'close';
  closeTo?: string;
  /**
   * Levels above the current page, then the page itself. A page with a breadcrumb declares `[]` while its
   * data loads, which keeps the breadcrumb's row so the page does not move when the titles arrive.
   */
  crumbs?: Crumb[];
  /** Content navigation (previous, next, like, map) for the content viewer. */
  actions?: ReactNode;
  /** 'hide' hides the footer. */
  footer?: 'show' | 'hide';
};

// The state and its setter live in separate contexts, so a page that declares its header does not
// re-render when the header changes (which would declare it again).
const HeaderStateContext = createContext<HeaderState>({});
const HeaderSetterContext = createContext<((state: HeaderState) => void) | null>(null);

export function LearningHeaderProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<HeaderState>({});
  return (
    <HeaderSetterContext.Provider value={setState}>
      <HeaderStateContext.Provider value={state}>{children}</HeaderStateContext.Provider>
    </HeaderSetterContext.Provider>
  );
}

export function useHeaderState(): HeaderState {
  return useContext(HeaderStateContext);
}

/**
 * A page declares its header; it is cleared when the page goes away. The declaration lands before the
 * browser paints, so the header never shows a frame without the page's breadcrumb row.
 */
export function useLearningHeader(state: HeaderState): void {
  const setState = useContext(HeaderSetterContext);
  useLayoutEffect(() => {
    setState?.(state);
  });
  useEffect(() => () => setState?.({}), [setState]);
}
