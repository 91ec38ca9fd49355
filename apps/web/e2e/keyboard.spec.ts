import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, startServer, test } from './fixtures';

test.describe.configure({ timeout: 120_000 });

/** Presses Tab until `target` has the focus (as a keyboard user would reach it), failing after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 80): Promise<void> {
  await expect(target).toBeVisible();
  for (let press = 0; press < max; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`could not reach ${target} with the Tab key`);
}

/** Signs in with the keyboard alone: type, Enter, type, Enter. */
async function signInWithKeyboard(page: Page, username: string) {
  await tabTo(page, page.getByLabel('Login ou e-mail'));
  await page.keyboard.type(username);
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Senha', { exact: true })).toBeFocused();
  await page.keyboard.type('trilha123');
  await page.keyboard.press('Enter');
}

test('the content app by keyboard alone: login, the home, a section and back', async ({ page, server }) => {
  await page.goto(server.url('acme', '/login'));
  await signInWithKeyboard(page, 'joao@acme.example');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  const option = page.getByRole('main').getByRole('link').first();
  await expect(option).toBeVisible();
  const name = (await option.getAttribute('aria-label')) ?? (await option.innerText());
  await tabTo(page, option);
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(server.url('acme', '/'));
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expectAccessible(page);
  // Back to the home through the bottom navigation.
  await tabTo(page, page.getByRole('navigation', { name: 'Menu inferior' }).getByRole('link', { name: 'Início' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(server.url('acme', '/'));
  await expect(page.getByRole('main').getByRole('link', { name })).toBeVisible();
  expect(name.length).toBeGreaterThan(0);
});

test('the learning app by keyboard alone: the pre-test put off, a training, an evaluation answered', async ({
  page,
}) => {
  // A server of its own: the survey answered here would change the survey journey's.
  const server = await startServer();
  await page.goto(server.url('acme-academy', '/login'));
  await signInWithKeyboard(page, 'maria@acme.example');
  const gate = page.getByRole('dialog', { name: 'Pré-teste de boas-vindas' });
  await expect(gate).toBeVisible();
  await tabTo(page, gate.getByRole('button', { name: 'Agora não' }));
  await page.keyboard.press('Enter');
  await expect(gate).toBeHidden();

  await tabTo(
    page,
    page.getByRole('region', { name: 'Continue de onde parou' }).getByRole('link', { name: /Segurança no dia a dia/ }),
  );
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Segurança no dia a dia', level: 1 })).toBeVisible();
  await tabTo(page, page.getByRole('link', { name: /Pesquisa de satisfação/ }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/evaluations\/\d+\/\d+/);
  await expectAccessible(page);

  // A question answered with the arrow keys, as a radio group is.
  const firstRadio = page.getByRole('radio').first();
  await expect(firstRadio).toBeVisible();
  await tabTo(page, firstRadio);
  await page.keyboard.press('Space');
  await expect(firstRadio).toBeChecked();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio').nth(1)).toBeChecked();
  await expectAccessible(page);
  await server.stop();
});

test('the store by keyboard alone: a product into the cart, the card typed, the purchase confirmed', async ({
  page,
}) => {
  // A server of its own: the purchase made here unlocks a section for Ana.
  const server = await startServer();
  await page.goto(server.url('acme', '/login'));
  await signInWithKeyboard(page, 'ana@acme.example');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));

  await tabTo(page, page.getByRole('link', { name: /^Lojinha/ }).first());
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Lojinha', level: 1 })).toBeVisible();
  await tabTo(page, page.getByRole('link', { name: 'Saiba + sobre Guia de Negociação' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Guia de Negociação', level: 1 })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Adicionar ao carrinho' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cartlojinha$/);
  await expectAccessible(page);

  // The payment form: each field reached with Tab and typed into, the stage moved on with Enter.
  await tabTo(page, page.getByRole('button', { name: 'Próximo' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Forma de Pagamento' })).toBeVisible();
  const type = async (label: string, text: string) => {
    await tabTo(page, page.getByLabel(label));
    await page.keyboard.type(text);
  };
  await type('Nome impresso no cartão', 'Ana Lima');
  await type('Número do cartão', '4242424242424242');
  await type('Validade (MM/AA)', '1230');
  await type('CVV', '123');
  await expect(page.getByLabel('Número do cartão')).toHaveValue('4242 4242 4242 4242');
  await tabTo(page, page.getByRole('button', { name: 'Próximo' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Confirme a sua compra' })).toBeVisible();
  await expectAccessible(page);
  await tabTo(page, page.getByRole('button', { name: 'Confirmar' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Pagamento autorizado!')).toBeVisible();
  await expectAccessible(page);
  const orders = server.query<{ status: string }>(
    `select o.status from store_orders o join users u on u.idUser = o.idUser where u.username = 'ana@acme.example'`,
  );
  expect(orders).toEqual([{ status: 'approved' }]);
  await server.stop();
});
