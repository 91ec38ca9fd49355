import { act, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createScrollStore, ScrollMemory, scrollKey } from './scroll-memory';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('scroll positions (spec 1, 9: kept per page and per member)', () => {
  it('keys a position by member and by page, query included', () => {
    expect(scrollKey(7, { pathname: '/noticias/12', search: '' })).toBe('7:/noticias/12');
    expect(scrollKey(7, { pathname: '/noticias/12', search: '?idSection=12' })).toBe('7:/noticias/12?idSection=12');
    expect(scrollKey(8, { pathname: '/noticias/12', search: '' })).not.toBe(
      scrollKey(7, { pathname: '/noticias/12', search: '' }),
    );
    expect(scrollKey(null, { pathname: '/login', search: '' })).toBe('visitor:/login');
  });

  it('survives a reload through the tab storage', () => {
    const storage = memoryStorage();
    const before = createScrollStore(storage);
    before.set('7:/', 1834.6);
    before.persist();
    const after = createScrollStore(storage);
    expect(after.get('7:/')).toBe(1835);
    expect(after.get('8:/')).toBeUndefined();
  });

  it('forgets the page scrolled least recently beyond its limit', () => {
    const store = createScrollStore(memoryStorage(), 3);
    store.set('a', 1);
    store.set('b', 2);
    store.set('c', 3);
    store.set('a', 10);
    store.set('d', 4);
    expect([store.get('a'), store.get('b'), store.get('c'), store.get('d')]).toEqual([10, undefined, 3, 4]);
  });

  it('starts empty when what was stored is unreadable', () => {
    const storage = memoryStorage();
    storage.setItem('trilha.scroll', '{not json');
    expect(createScrollStore(storage).get('7:/')).toBeUndefined();
    storage.setItem(
      'trilha.scroll',
      JSON.stringify([
        ['7:/', 'x'],
        ['7:/a', 40],
      ]),
    );
    expect(createScrollStore(storage).get('7:/a')).toBe(40);
    expect(createScrollStore(storage).get('7:/')).toBeUndefined();
  });
});

/**
 * A window with layout, as far as scrolling needs one: a page height that content can grow, `scrollTo`
 * clamped to it, and resize observers the test fires when the page grows.
 */
function installPage(viewport = 800) {
  const page = { height: viewport, y: 0 };
  const observers = new Set<() => void>();
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => page.y });
  Object.defineProperty(window, 'innerHeight', { configurable: true, get: () => viewport });
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, get: () => page.height });
  vi.stubGlobal('scrollTo', (options: ScrollToOptions) => {
    page.y = Math.max(0, Math.min(options.top ?? 0, page.height - viewport));
  });
  vi.stubGlobal(
    'ResizeObserver',
    class {
      private readonly callback: () => void;
      constructor(callback: () => void) {
        this.callback = callback;
      }
      observe() {
        observers.add(this.callback);
      }
      disconnect() {
        observers.delete(this.callback);
      }
    },
  );
  return {
    page,
    grow(height: number) {
      page.height = height;
      for (const observer of [...observers]) observer();
    },
    scrollByMember(y: number) {
      page.y = y;
      window.dispatchEvent(new Event('scroll'));
    },
  };
}

function renderRoutes(initialPath: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <ScrollMemory />
            <Outlet />
          </>
        ),
        children: [
          { path: '/longa', element: <p>longa</p> },
          { path: '/item', element: <p>item</p> },
        ],
      },
    ],
    { initialEntries: [initialPath] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('ScrollMemory (restores on back and reload, waits for content that arrives late)', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('after a reload, waits for the page to grow tall enough and then restores the position', async () => {
    sessionStorage.setItem('trilha.scroll', JSON.stringify([['visitor:/longa', 1500]]));
    const window = installPage();
    renderRoutes('/longa');
    expect(window.page.y).toBe(0);
    act(() => window.grow(1200));
    expect(window.page.y).toBe(400);
    act(() => window.grow(4000));
    expect(window.page.y).toBe(1500);
  });

  it('holds the position while content above it arrives, with scroll anchoring off, until the member scrolls', async () => {
    sessionStorage.setItem('trilha.scroll', JSON.stringify([['visitor:/longa', 1500]]));
    const window = installPage();
    window.grow(4000);
    renderRoutes('/longa');
    expect(window.page.y).toBe(1500);
    expect(document.documentElement.style.overflowAnchor).toBe('none');
    // An image above loads and the browser moves the page with it: the position is put back.
    act(() => {
      window.page.y = 1552;
      window.grow(4052);
    });
    expect(window.page.y).toBe(1500);
    act(() => {
      globalThis.dispatchEvent(new Event('touchstart'));
    });
    expect(document.documentElement.style.overflowAnchor).toBe('');
    act(() => window.scrollByMember(300));
    act(() => window.grow(6000));
    expect(window.page.y).toBe(300);
  });

  it('starts a newly opened page at the top and puts the previous one back on back navigation', async () => {
    const window = installPage();
    window.grow(5000);
    const router = renderRoutes('/longa');
    act(() => window.scrollByMember(2100));
    await act(() => router.navigate('/item'));
    expect(window.page.y).toBe(0);
    act(() => window.scrollByMember(700));
    await act(() => router.navigate(-1));
    expect(window.page.y).toBe(2100);
    await act(() => router.navigate(1));
    expect(window.page.y).toBe(700);
  });

  it('stops holding when the screen itself scrolls the page, and remembers where it went', async () => {
    sessionStorage.setItem('trilha.scroll', JSON.stringify([['visitor:/longa', 1500]]));
    const window = installPage();
    window.grow(4000);
    renderRoutes('/longa');
    expect(window.page.y).toBe(1500);
    act(() => window.scrollByMember(200));
    act(() => window.grow(5000));
    expect(window.page.y).toBe(200);
    act(() => {
      globalThis.dispatchEvent(new Event('pagehide'));
    });
    expect(createScrollStore(sessionStorage).get('visitor:/longa')).toBe(200);
  });

  it('keeps holding while a page still too short sits at its bottom', async () => {
    sessionStorage.setItem('trilha.scroll', JSON.stringify([['visitor:/longa', 1500]]));
    const window = installPage();
    window.grow(1000);
    renderRoutes('/longa');
    act(() => window.scrollByMember(200));
    act(() => window.grow(3000));
    expect(window.page.y).toBe(1500);
  });

  it('stops waiting as soon as the member scrolls on their own', async () => {
    sessionStorage.setItem('trilha.scroll', JSON.stringify([['visitor:/longa', 1500]]));
    const window = installPage();
    renderRoutes('/longa');
    act(() => {
      globalThis.dispatchEvent(new Event('wheel'));
    });
    act(() => window.grow(4000));
    expect(window.page.y).toBe(0);
  });

  it('keeps the position it was waiting for when the page is left before the content arrives', async () => {
    sessionStorage.setItem('trilha.scroll', JSON.stringify([['visitor:/longa', 1500]]));
    installPage();
    renderRoutes('/longa');
    act(() => {
      globalThis.dispatchEvent(new Event('pagehide'));
    });
    expect(createScrollStore(sessionStorage).get('visitor:/longa')).toBe(1500);
  });

  it('remembers where the page is when it is left before its last scroll event arrived', async () => {
    sessionStorage.setItem('trilha.scroll', JSON.stringify([['visitor:/longa', 1500]]));
    const window = installPage();
    window.grow(4000);
    renderRoutes('/longa');
    expect(window.page.y).toBe(1500);
    // The page moves (a jump link, a script) and the tab reloads before the scroll event is dispatched.
    window.page.y = 900;
    act(() => {
      globalThis.dispatchEvent(new Event('pagehide'));
    });
    expect(createScrollStore(sessionStorage).get('visitor:/longa')).toBe(900);
  });
});
