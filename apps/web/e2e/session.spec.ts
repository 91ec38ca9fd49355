import { expect, signIn, test } from './fixtures';

test('an expired session goes to the login and comes back to where the member was', async ({ page, server }) => {
  await page.goto(server.url('acme', '/login'));
  await signIn(page, 'maria@acme.example');
  await expect(page.getByRole('heading', { name: 'Olá, Maria!' })).toBeVisible();
  await page.getByRole('link', { name: /Podcasts/ }).click();
  await expect(page.getByRole('heading', { name: 'Podcasts' })).toBeVisible();
  const sectionUrl = page.url();

  // The stored session is from yesterday and its token is revoked on the server: the renewal gets a 401.
  // The session is aged first: once the token is revoked, any request the page still makes clears it.
  await page.evaluate(() => {
    const session = JSON.parse(localStorage.getItem('trilha.session') ?? '{}');
    session.loginInfo.lastLogin = new Date(Date.now() - 2 * 86_400_000).toISOString();
    localStorage.setItem('trilha.session', JSON.stringify(session));
  });
  server.query("update users set tokenVersion = tokenVersion + 1 where username = 'maria@acme.example'");
  await page.reload();

  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('trilha.session'))).toBeNull();
  await signIn(page, 'maria@acme.example');
  await expect(page).toHaveURL(sectionUrl);
  await expect(page.getByRole('heading', { name: 'Podcasts' })).toBeVisible();
});

test('a visitor sent to the login returns to the page first asked for', async ({ page, server }) => {
  await page.goto(server.url('acme', '/videos/3'));
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, 'maria@acme.example');
  await expect(page).toHaveURL(/\/videos\/3$/);
});

test('a day-old session is renewed on entry', async ({ page, server }) => {
  await page.goto(server.url('acme', '/login'));
  await signIn(page, 'maria@acme.example');
  await expect(page.getByRole('heading', { name: 'Olá, Maria!' })).toBeVisible();
  await page.evaluate(() => {
    const session = JSON.parse(localStorage.getItem('trilha.session') ?? '{}');
    session.loginInfo.lastLogin = '2020-01-01T00:00:00.000Z';
    session.token_before = session.token;
    localStorage.setItem('trilha.session', JSON.stringify(session));
  });
  const renewed = page.waitForResponse((response) => response.url().endsWith('/login/renewlogin'));
  await page.reload();
  expect((await renewed).status()).toBe(200);
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('trilha.session') ?? '{}').loginInfo.lastLogin))
    .not.toBe('2020-01-01T00:00:00.000Z');
});
