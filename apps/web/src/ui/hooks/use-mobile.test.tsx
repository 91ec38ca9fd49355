import { act, renderHook } from '@testing-library/react';
import { BREAKPOINT_LEARNING_PX } from '@trilha/shared/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useIsMobileDevice, useIsMobileWidth } from './use-mobile';

/** A `matchMedia` that answers from a movable viewport width, as a browser does on resize. */
function installViewport(initialWidth: number) {
  let width = initialWidth;
  const lists: Array<{ query: string; listeners: Set<() => void> }> = [];
  const evaluate = (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    return (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
  };
  vi.stubGlobal('matchMedia', (query: string) => {
    const entry = { query, listeners: new Set<() => void>() };
    lists.push(entry);
    return {
      get matches() {
        return evaluate(query);
      },
      media: query,
      addEventListener: (_: string, listener: () => void) => entry.listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => entry.listeners.delete(listener),
    };
  });
  return {
    resize(next: number) {
      const before = lists.map((entry) => evaluate(entry.query));
      width = next;
      lists.forEach((entry, index) => {
        if (evaluate(entry.query) !== before[index]) for (const listener of entry.listeners) listener();
      });
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('useIsMobileWidth (spec 1, 9: mobile by width outside the learning area)', () => {
  it('is mobile below 900 px by default and follows a resize across the breakpoint', () => {
    const viewport = installViewport(390);
    const { result } = renderHook(() => useIsMobileWidth());
    expect(result.current).toBe(true);
    act(() => viewport.resize(900));
    expect(result.current).toBe(false);
    act(() => viewport.resize(899));
    expect(result.current).toBe(true);
  });

  it('uses the breakpoint a screen asks for', () => {
    installViewport(850);
    expect(renderHook(() => useIsMobileWidth()).result.current).toBe(true);
    expect(renderHook(() => useIsMobileWidth(BREAKPOINT_LEARNING_PX)).result.current).toBe(false);
  });
});

describe('useIsMobileDevice (spec 1, 9: mobile by user agent in the learning area)', () => {
  it('is mobile on a phone whatever its width, and not on a desktop browser', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1',
    );
    expect(renderHook(() => useIsMobileDevice()).result.current).toBe(true);
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0.0.0 Safari/537.36',
    );
    expect(renderHook(() => useIsMobileDevice()).result.current).toBe(false);
  });
});
