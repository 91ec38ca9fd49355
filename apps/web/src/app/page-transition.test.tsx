import { act, render } from '@testing-library/react';
import { PAGE_TRANSITION_MS } from '@trilha/shared/constants';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_TRANSITION_KEYFRAMES, usePageTransition } from './page-transition';

function Shell() {
  const ref = usePageTransition<HTMLElement>();
  return (
    <main ref={ref}>
      <Outlet />
    </main>
  );
}

function renderShell() {
  const animate = vi.fn(() => ({ cancel: vi.fn() }) as unknown as Animation);
  HTMLElement.prototype.animate = animate;
  const router = createMemoryRouter(
    [{ element: <Shell />, children: [{ path: '*', element: <Link to="/noticias">ir</Link> }] }],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return { animate, router };
}

function setReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('reduce'),
  })) as typeof window.matchMedia;
}

afterEach(() => {
  delete (HTMLElement.prototype as Partial<HTMLElement>).animate;
});

describe('page transition (spec 1, 9: 200 ms)', () => {
  it('fades the page in for 200 ms when the path changes, not on the first page', async () => {
    setReducedMotion(false);
    const { animate, router } = renderShell();
    expect(animate).not.toHaveBeenCalled();
    await act(() => router.navigate('/noticias'));
    expect(animate).toHaveBeenCalledTimes(1);
    expect(animate).toHaveBeenCalledWith(
      PAGE_TRANSITION_KEYFRAMES,
      expect.objectContaining({ duration: PAGE_TRANSITION_MS }),
    );
    expect(PAGE_TRANSITION_MS).toBe(200);
  });

  it('leaves a query change alone: a filter is not a new page', async () => {
    setReducedMotion(false);
    const { animate, router } = renderShell();
    await act(() => router.navigate('/?tag=3'));
    expect(animate).not.toHaveBeenCalled();
  });

  it('does not move anything for a member who asked for reduced motion', async () => {
    setReducedMotion(true);
    const { animate, router } = renderShell();
    await act(() => router.navigate('/noticias'));
    expect(animate).not.toHaveBeenCalled();
  });
});
