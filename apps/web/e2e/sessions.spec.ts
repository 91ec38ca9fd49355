import type { Page } from '@playwright/test';
import { expect, expectAccessible, putOffPreTest, signIn, test } from './fixtures';

/** The token the page keeps, and whether the server still takes it (a call from the page itself). */
async function tokenOf(page: Page): Promise<string> {
  return page.evaluate(() => (JSON.parse(localStorage.getItem('trilha.session') ?? '{}') as { token: string }).token);
}
async function statusWith(page: Page, token: string): Promise<number> {
  return page.evaluate(async (value) => {
    const idUser = JSON.parse(atob(value.split('.')[1] ?? '')).sub;
    return (await fetch(`/users/${idUser}`, { headers: { authorization: `Bearer ${value}` } })).status;
  }, token);
}

test("'Sair' ends the session on the server: its token no longer works", async ({ page, server }) => {
  await page.goto(server.url('acme', '/login'));
  await signIn(page, 'maria@acme.example');
  await expect(page.getByRole('heading', { name: 'Olá, Maria!' })).toBeVisible();
  const token = await tokenOf(page);
  expect(await statusWith(page, token)).toBe(200);
  const ended = page.waitForResponse((response) => response.url().endsWith('/logout'));
  await page.getByRole('button', { name: 'Sair' }).click();
  expect((await ended).status()).toBe(200);
  await expect(page).toHaveURL(/\/login$/);
  expect(await statusWith(page, token)).toBe(401);
});

test("'Sessões ativas' lists the member's devices and ends the others, in both apps", async ({ browser, server }) => {
  const phone = await browser.newContext({
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
  });
  const laptop = await browser.newContext();
  try {
    const other = await phone.newPage();
    await other.goto(server.url('acme', '/login'));
    await signIn(other, 'joao@acme.example');
    await expect(other.getByRole('heading', { name: 'Olá, João!' })).toBeVisible();

    const page = await laptop.newPage();
    await page.goto(server.url('acme', '/login'));
    await signIn(page, 'joao@acme.example');
    await expect(page.getByRole('heading', { name: 'Olá, João!' })).toBeVisible();
    await page.goto(server.url('acme', '/perfil'));
    const sessions = page.getByRole('region', { name: 'Sessões ativas' });
    await expect(sessions.getByText('Chrome em Android')).toBeVisible();
    await expect(sessions.getByText('Este aparelho')).toBeVisible();
    await expectAccessible(page);

    await sessions.getByRole('button', { name: 'Encerrar as outras sessões' }).click();
    await expect(sessions.getByRole('status')).toHaveText(/sess(ão|ões) encerrada/);
    await expect(sessions.getByText('Chrome em Android')).toHaveCount(0);
    // The phone's session is over: its next request sends it to the login.
    await other.goto(server.url('acme', '/perfil'));
    await expect(other).toHaveURL(/\/login/);

    // The learning app's profile has the same list.
    await page.goto(server.url('acme-academy', '/login'));
    await signIn(page, 'joao@acme.example');
    await putOffPreTest(page);
    await page.goto(server.url('acme-academy', '/editPerfil'));
    const learning = page.getByRole('region', { name: 'Sessões ativas' });
    await expect(learning.getByText('Este aparelho')).toBeVisible();
    await expectAccessible(page);
  } finally {
    await phone.close();
    await laptop.close();
  }
});

test("the console's 'Sair' ends the session too", async ({ page, server }) => {
  await page.goto(server.url('acme-academy', '/login'));
  await signIn(page, 'ana@acme.example');
  await putOffPreTest(page);
  await page.goto(server.url('acme-academy', '/admin/usuarios'));
  await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
  const token = await tokenOf(page);
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await statusWith(page, token)).toBe(401);
});
