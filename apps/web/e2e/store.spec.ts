import type { Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test } from './fixtures';

/** From the home, through the 'Lojinha' section, to a product's detail and into the cart. */
async function putInCart(page: Page, product: string): Promise<void> {
  await page
    .getByRole('link', { name: /^Lojinha/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Lojinha', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'TODOS OS PRODUTOS' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: product })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: `Saiba + sobre ${product}` }).click();
  await expect(page).toHaveURL(/\/detalheslojinha\?idOffer=\d+$/);
  await expect(page.getByRole('heading', { name: product, level: 1 })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
  // The cart replaces the detail in the history.
  await expect(page).toHaveURL(/\/cartlojinha$/);
  await expect(page.getByText(product)).toBeVisible();
  await expectAccessible(page);
}

/** Stage 2: the card form, then 'Próximo' to the review. */
async function payWith(page: Page, card: { name: string; number: string; expiry: string; cvv: string }) {
  await page.getByRole('button', { name: 'Próximo' }).click();
  await expect(page.getByRole('heading', { name: 'Forma de Pagamento' })).toBeVisible();
  await page.getByLabel('Nome impresso no cartão').fill(card.name);
  await page.getByLabel('Número do cartão').fill(card.number);
  await page.getByLabel('Validade (MM/AA)').fill(card.expiry);
  await page.getByLabel('CVV').fill(card.cvv);
  await page.getByRole('button', { name: 'Próximo' }).click();
  await expect(page.getByRole('heading', { name: 'Confirme a sua compra' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Confirmar' }).click();
}

test('a purchase with an approving card unlocks the product’s section', async ({ page, server }, testInfo) => {
  await page.goto(server.url('acme', '/login'));
  await signIn(page, 'maria@acme.example');
  await expect(page.getByRole('heading', { name: 'Olá, Maria!' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Vendas Premium/ })).toHaveCount(0);

  // The search waits for the member to stop typing, then finds by title or description, accents aside.
  await page
    .getByRole('link', { name: /^Lojinha/ })
    .first()
    .click();
  await page.getByRole('searchbox', { name: 'Buscar produto' }).fill('negociacao');
  await expect(page.getByRole('heading', { name: 'Guia de Negociação' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Trilha Vendas Premium' })).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Buscar produto' }).fill('nada por aqui');
  await expect(page.getByText('Não foi encontrado nenhum pedido')).toBeVisible();
  await page.getByRole('link', { name: 'Início' }).first().click();

  await putInCart(page, 'Trilha Vendas Premium');
  await expect(page.getByText('R$ 49,90').first()).toBeVisible();

  // The form refuses what the card rules refuse, with the spec's messages.
  await page.getByRole('button', { name: 'Próximo' }).click();
  await page.getByLabel('Nome impresso no cartão').fill('Maria Souza');
  await page.getByLabel('Número do cartão').fill('6011111111111117');
  await page.getByLabel('Validade (MM/AA)').fill('0120');
  await expect(page.getByLabel('Validade (MM/AA)')).toHaveValue('01/20');
  await page.getByLabel('CVV').fill('12');
  await page.getByRole('button', { name: 'Próximo' }).click();
  await expect(page.getByText('Bandeira do cartão não encontrada, favor informar outro cartão.')).toBeVisible();
  await expect(page.getByText('Cartão expirado, favor mudar o cartão')).toBeVisible();
  await expect(page.getByText('Formato inválido')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('store-card-errors.png'), fullPage: true });
  await expectAccessible(page);

  // Amex numbers group 4-6-5 and take a 4-digit code.
  await page.getByLabel('Número do cartão').fill('378282246310005');
  await expect(page.getByLabel('Número do cartão')).toHaveValue('3782 822463 10005');
  await page.getByText('Bandeira: American Express').waitFor();

  // The earlier pin goes back to the items; the approving card pays.
  await page.getByRole('button', { name: /^Carrinho/ }).click();
  await payWith(page, { name: 'Maria Souza', number: '4242424242424242', expiry: '1230', cvv: '123' });
  await expect(page.getByText('Pagamento autorizado!')).toBeVisible();
  await expect(page.getByText('Seu produto já está disponível para uso no seu App')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('store-approved.png'), fullPage: true });
  await expectAccessible(page);

  // The product is hers, and its section is in her menu.
  await page.getByRole('link', { name: 'Ver meus produtos' }).click();
  await expect(page.getByRole('tab', { name: 'MEUS PRODUTOS' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Trilha Vendas Premium' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Guia de Negociação' })).toBeVisible();
  await page.getByRole('link', { name: 'Saiba + sobre Trilha Vendas Premium' }).click();
  await expect(page.getByRole('button', { name: 'Produto adquirido' })).toBeDisabled();
  await page.goto(server.url('acme', '/'));
  await expect(page.getByRole('link', { name: /Vendas Premium/ }).first()).toBeVisible();
  // The section it unlocks is not empty: the product's contents are there.
  await page
    .getByRole('link', { name: /Vendas Premium/ })
    .first()
    .click();
  await expect(page.getByText('Diagnóstico: as perguntas que abrem a conversa').first()).toBeVisible();
  // So is the section of the guide she bought before: its PDF guide and the proposal model.
  await page.goto(server.url('acme', '/'));
  await page
    .getByRole('link', { name: /Guia de Negociação/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Guia de Negociação', level: 1 })).toBeVisible();
  await expect(page.getByText('Guia de negociação', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Modelo de proposta comercial').first()).toBeVisible();
  const orders = server.query<{ status: string; cardLastFour: string }>(
    'select status, cardLastFour from store_orders',
  );
  expect(orders).toEqual([{ status: 'approved', cardLastFour: '4242' }]);
});

test('a declining card shows the failure, and Voltar returns to the payment', async ({ page, server }, testInfo) => {
  await page.goto(server.url('acme', '/login'));
  await signIn(page, 'joao@acme.example');
  await expect(page.getByRole('heading', { name: 'Olá, João!' })).toBeVisible();
  await putInCart(page, 'Podcast Liderança em Foco');
  await payWith(page, { name: 'Joao Pereira', number: '4000000000000002', expiry: '1230', cvv: '321' });
  await expect(page.getByText('Pagamento não autorizado!')).toBeVisible();
  await expect(page.getByText('Ops, houve uma falha no processamento da sua compra. Tente novamente.')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('store-declined.png'), fullPage: true });
  await expectAccessible(page);
  // The failure's own 'Voltar' (the header's goes back a page).
  await page.getByRole('main').getByRole('button', { name: 'Voltar' }).click();
  await expect(page.getByRole('heading', { name: 'Forma de Pagamento' })).toBeVisible();
  await expect(page.getByLabel('Número do cartão')).toHaveValue('4000 0000 0000 0002');
  // The product in the cart offers the cart instead of adding it again.
  await page.getByRole('link', { name: 'Voltar para a Lojinha' }).click();
  await page.getByRole('link', { name: 'Saiba + sobre Podcast Liderança em Foco' }).click();
  await page.getByRole('button', { name: 'Ir para carrinho' }).click();
  await expect(page).toHaveURL(/\/cartlojinha$/);
  await expect(page.getByText('Podcast Liderança em Foco')).toBeVisible();
  // Nothing was bought: the product is still in the cart and not among his products.
  await page.goto(server.url('acme', '/lojinha'));
  await expect(page.getByRole('link', { name: 'Carrinho, 1 item' })).toBeVisible();
  await page.getByRole('tab', { name: 'MEUS PRODUTOS' }).click();
  await expect(page.getByText('Você ainda não tem nenhum produto adquirido')).toBeVisible();
});

test('a payment cut by the network says the connection failed and retries the same attempt, charged once', async ({
  page,
  server,
}, testInfo) => {
  await page.goto(server.url('acme', '/login'));
  await signIn(page, 'ana@acme.example');
  await expect(page.getByRole('heading', { name: /^Olá, / })).toBeVisible();
  await putInCart(page, 'Oficina de Excel para Vendas');
  // The connection drops on the first payment call.
  await page.route('**/store/buy', (route) => route.abort('connectionfailed'), { times: 1 });
  await payWith(page, { name: 'Ana Lima', number: '4242424242424242', expiry: '1230', cvv: '123' });
  await expect(page.getByText('A conexão caiu durante o pagamento')).toBeVisible();
  await expect(page.getByText('Pagamento não autorizado!')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('store-connection-failed.png'), fullPage: true });
  await expectAccessible(page);
  // Sent again with the same attempt key: one order, approved.
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByText('Pagamento autorizado!')).toBeVisible();
  const orders = server.query<{ status: string; requestKey: string | null }>(
    `select status, requestKey from store_orders
      where idUser = (select idUser from users where username = 'ana@acme.example')`,
  );
  expect(orders).toHaveLength(1);
  expect(orders[0]?.status).toBe('approved');
  expect(orders[0]?.requestKey).toMatch(/^[0-9a-f]{32}$/);
});
