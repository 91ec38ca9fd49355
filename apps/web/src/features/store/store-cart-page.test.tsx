import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StoreCartPage } from './store-cart-page';

const CART = {
  success: true,
  itens: [{ idOffer: 2, idProduct: 2, title: 'Podcast Liderança', imageURL: null, price: 19.9 }],
  shoppingCart: { idShoppingCart: 1, idUser: 1, totalPrice: 19.9, numItens: 1 },
};

let payments: Array<{ idempotencyKey: string }>;
/** What each payment call does: `'cut'` loses the connection, otherwise the server's answer. */
let buyOutcomes: Array<'cut' | 'approved' | 'declined'>;

beforeEach(() => {
  payments = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const json = (body: unknown) =>
        new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
      if (url !== '/store/buy') return json(CART);
      payments.push(JSON.parse(String(init.body)));
      const next = buyOutcomes.shift();
      if (next === 'cut') throw new TypeError('Failed to fetch');
      return json({ success: true, sucess: next === 'approved', status: next, message: '' });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

async function confirmPurchase() {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <StoreCartPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await user.click(await screen.findByRole('button', { name: 'Próximo' }));
  await user.type(screen.getByLabelText('Nome impresso no cartão'), 'Maria Souza');
  await user.type(screen.getByLabelText('Número do cartão'), '4242424242424242');
  await user.type(screen.getByLabelText('Validade (MM/AA)'), '1230');
  await user.type(screen.getByLabelText('CVV'), '123');
  await user.click(screen.getByRole('button', { name: 'Próximo' }));
  await user.click(await screen.findByRole('button', { name: 'Confirmar' }));
  return user;
}

describe('StoreCartPage payment', () => {
  it('says the connection failed, not that the card was declined, and retries with the same attempt key', {
    timeout: 30_000,
  }, async () => {
    buyOutcomes = ['cut', 'approved'];
    const user = await confirmPurchase();
    expect(await screen.findByRole('alert')).toHaveTextContent('A conexão caiu durante o pagamento');
    expect(screen.queryByText('Pagamento não autorizado!')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Pagamento autorizado!')).toBeInTheDocument();
    expect(payments).toHaveLength(2);
    expect(payments[0]?.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
    expect(payments[1]?.idempotencyKey).toBe(payments[0]?.idempotencyKey);
  });

  it('still says the payment was not authorized when the card is declined', { timeout: 30_000 }, async () => {
    buyOutcomes = ['declined'];
    await confirmPurchase();
    expect(await screen.findByText('Pagamento não autorizado!')).toBeInTheDocument();
    expect(screen.queryByText('A conexão caiu durante o pagamento')).not.toBeInTheDocument();
  });
});
