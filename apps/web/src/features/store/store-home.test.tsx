import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { StoreOffer } from '@trilha/shared/api/store';
import { STORE_SEARCH_DEBOUNCE_MS } from '@trilha/shared/constants';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StoreHome } from './store-home';

const offer = (idOffer: number, title: string, aquired: 0 | 1 = 0): StoreOffer => ({
  idOffer,
  idProduct: idOffer,
  title,
  description: null,
  content: null,
  imageURL: null,
  price: 19.9,
  aquired,
  inCart: 0,
});

/** The server as the store home calls it: offers filtered by title, the cart with two items. */
function answer(path: string, body: { searchText?: string } | undefined) {
  if (path === '/store/shoppingcart') {
    return { success: true, itens: [], shoppingCart: { idShoppingCart: 1, idUser: 1, totalPrice: 39.8, numItens: 2 } };
  }
  const offers = [offer(1, 'Guia de Negociação', 1), offer(2, 'Podcast Liderança')];
  const wanted = (body?.searchText ?? '').toLowerCase();
  const mine = path === '/store/purchased';
  return {
    success: true,
    offers: offers.filter((item) => item.title.toLowerCase().includes(wanted) && (!mine || item.aquired === 1)),
  };
}

let calls: Array<{ path: string; searchText: string | undefined }>;
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ path: url, searchText: body?.searchText });
      return new Response(JSON.stringify(answer(url, body)), { headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function renderHome() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <StoreHome />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('StoreHome', () => {
  it('searches only once the member has stopped typing for the debounce', async () => {
    renderHome();
    expect(await screen.findByRole('heading', { name: 'Podcast Liderança' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Carrinho, 2 itens' })).toBeVisible();
    const searches = () => calls.filter((call) => call.path === '/store/offers').map((call) => call.searchText);
    expect(searches()).toEqual(['']);

    const box = screen.getByRole('searchbox', { name: 'Buscar produto' });
    // Timers also run in real time here (for the queries): the checks keep half the debounce of margin.
    fireEvent.change(box, { target: { value: 'gu' } });
    await act(async () => vi.advanceTimersByTime(STORE_SEARCH_DEBOUNCE_MS / 2));
    fireEvent.change(box, { target: { value: 'guia' } });
    await act(async () => vi.advanceTimersByTime(STORE_SEARCH_DEBOUNCE_MS / 2));
    expect(searches()).toEqual(['']);
    await act(async () => vi.advanceTimersByTime(STORE_SEARCH_DEBOUNCE_MS / 2));
    expect(await screen.findByRole('heading', { name: 'Guia de Negociação' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Podcast Liderança' })).toBeNull();
    expect(searches()).toEqual(['', 'guia']);
  });

  it("shows the owned products under 'MEUS PRODUTOS' and the empty texts of both tabs", async () => {
    renderHome();
    await screen.findByRole('heading', { name: 'Podcast Liderança' });
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'MEUS PRODUTOS' }));
    expect(await screen.findByRole('heading', { name: 'Guia de Negociação' })).toBeVisible();
    expect(screen.getByText('Produto adquirido')).toBeVisible();
    expect(calls.some((call) => call.path === '/store/purchased')).toBe(true);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar produto' }), { target: { value: 'xyz' } });
    await act(async () => vi.advanceTimersByTime(STORE_SEARCH_DEBOUNCE_MS));
    expect(await screen.findByText('Você ainda não tem nenhum produto adquirido')).toBeVisible();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'TODOS OS PRODUTOS' }));
    expect(await screen.findByText('Não foi encontrado nenhum pedido')).toBeVisible();
  });
});
