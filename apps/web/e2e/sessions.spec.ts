import type { Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test } from './fixtures';

/** The token the page keeps, and whether the server still takes it (a call from the page itself). */
async function tokenOf(page: Page): Promise<string> {
  return page.evaluate(() => (JSON.parse(localStorage.getItem('trilha.session') ?? '{}') as { token: string }).token);
}
/** Signs in and waits until the app has left the login (whatever modal the home opens next). */
async function signedIn(page: Page, url: string, username: string): Promise<void> {
  await page.goto(url);
  await signIn(page, username);
  await expect(page).not.toHaveURL(/\/login/);
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

/** Another device than the journey's own (an Android phone or a desktop): an iPhone. */
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

test("'Sessões ativas' lists the member's devices and ends the others", async ({ browser, page, server }) => {
  test.slow();
  const phone = await browser.newContext({ userAgent: PHONE });
  try {
    const other = await phone.newPage();
    await signedIn(other, server.url('acme', '/login'), 'joao@acme.example');
    await signedIn(page, server.url('acme', '/login'), 'joao@acme.example');
    await page.goto(server.url('acme', '/perfil'));
    const sessions = page.getByRole('region', { name: 'Sessões ativas' });
    await expect(sessions.getByText('Safari em iPhone')).toBeVisible();
    await expect(sessions.getByText('Este aparelho')).toBeVisible();
    await expectAccessible(page);

    await sessions.getByRole('button', { name: 'Encerrar as outras sessões' }).click();
    await expect(sessions.getByRole('status')).toHaveText(/sess(ão|ões) encerrada/);
    await expect(sessions.getByText('Safari em iPhone')).toHaveCount(0);
    // The phone's session is over: its next request sends it to the login.
    await other.goto(server.url('acme', '/perfil'));
    await expect(other).toHaveURL(/\/login/);
  } finally {
    await phone.close();
  }
});

test("the learning app's profile has 'Sessões ativas' too, where one session is ended", async ({
  browser,
  page,
  server,
}) => {
  test.slow();
  const phone = await browser.newContext({ userAgent: PHONE });
  try {
    const other = await phone.newPage();
    await signedIn(other, server.url('acme-academy', '/login'), 'maria@acme.example');
    await signedIn(page, server.url('acme-academy', '/login'), 'maria@acme.example');
    await page.goto(server.url('acme-academy', '/editPerfil'));
    const sessions = page.getByRole('region', { name: 'Sessões ativas' });
    await expect(sessions.getByText('Este aparelho')).toBeVisible();
    await expectAccessible(page);
    await sessions.getByRole('button', { name: 'Encerrar a sessão de Safari em iPhone' }).first().click();
    await expect(sessions.getByRole('status')).toHaveText('1 sessão encerrada.');
    await other.goto(server.url('acme-academy', '/editPerfil'));
    await expect(other).toHaveURL(/\/login/);
  } finally {
    await phone.close();
  }
});

test("the console's 'Sair' ends the session too", async ({ page, server }) => {
  await signedIn(page, server.url('acme-academy', '/login'), 'ana@acme.example');
  await page.goto(server.url('acme-academy', '/admin/usuarios'));
  await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
  const token = await tokenOf(page);
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await statusWith(page, token)).toBe(401);
});
