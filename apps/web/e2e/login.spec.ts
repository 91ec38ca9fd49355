import { DEMO_PASSWORD, expect, expectAccessible, signIn, test } from './fixtures';

test.describe('login', () => {
  test('signs in with both steps and reaches the home page with the member menu @desktop', async ({ page, server }) => {
    // Acme has a landing page: a visitor of the root sees it, and its 'Login' opens the login.
    await page.goto(server.url('acme', '/'));
    await expect(page).toHaveURL(/\/landing-page$/);
    await page.getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/login\?fromLP=true$/);
    await expect(page).toHaveTitle('Acme');
    await expect(page.getByRole('img', { name: 'Logotipo de Acme' })).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel('Login ou e-mail').fill('maria@acme.example');
    await page.getByRole('button', { name: 'Avançar' }).click();
    await expect(page.getByLabel('Senha', { exact: true })).toBeFocused();
    await page.getByLabel('Senha', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Fazer login' }).click();

    await expect(page.getByRole('heading', { name: 'Olá, Maria!' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Notícias/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Podcasts/ })).toBeVisible();
    await expectAccessible(page);
  });

  test('shows the failure message for a wrong password and keeps the name', async ({ page, server }) => {
    await page.goto(server.url('acme', '/login'));
    await signIn(page, 'maria@acme.example', 'senha-errada');
    await expect(page.getByRole('alert')).toHaveText('Senha ou usuário inválido.');
    await expect(page.getByLabel('Login ou e-mail')).toHaveValue('maria@acme.example');
  });

  test('editing the login name goes back to the first step', async ({ page, server }) => {
    await page.goto(server.url('acme', '/login'));
    await page.getByLabel('Login ou e-mail').fill('maria@acme.example');
    await page.getByRole('button', { name: 'Avançar' }).click();
    await expect(page.getByLabel('Senha', { exact: true })).toBeVisible();
    await page.getByLabel('Login ou e-mail').fill('maria@acme.exampl');
    await expect(page.getByLabel('Senha', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Avançar' })).toBeVisible();
  });

  test('Globex opens its own branded login and does not accept an Acme member', async ({ page, server }) => {
    await page.goto(server.url('globex', '/login'));
    await expect(page).toHaveTitle('Globex');
    await expect(page.getByRole('img', { name: 'Logotipo de Globex' })).toBeVisible();
    const brand = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--brand-primary'),
    );
    expect(brand.trim()).toBe('#0b6e4f');
    await signIn(page, 'maria@acme.example');
    await expect(page.getByRole('alert')).toHaveText('Senha ou usuário inválido.');

    await page.getByLabel('Login ou e-mail').fill('carlos@globex.example');
    await page.getByRole('button', { name: 'Avançar' }).click();
    await page.getByLabel('Senha', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Fazer login' }).click();
    await expect(page.getByRole('heading', { name: 'Olá, Carlos!' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Comunicados/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Notícias/ })).toHaveCount(0);
  });

  test('signs in automatically with a token in the address', async ({ page, server, request }) => {
    const [app] = server.query<{ idApp: number }>("select idApp from apps where bucket = 'acme'");
    const answer = await request.post(server.api('/login'), {
      data: { username: 'joao@acme.example', password: DEMO_PASSWORD, idAppType: 1, idApp: app?.idApp },
    });
    const token = (await answer.json()).data.token as string;
    await page.goto(server.url('acme', `/login?token=${token}`));
    await expect(page.getByRole('heading', { name: 'Olá, João!' })).toBeVisible();
  });

  test('logout ends the session and returns to the login', async ({ page, server }) => {
    await page.goto(server.url('acme', '/login'));
    await signIn(page, 'maria@acme.example');
    await expect(page.getByRole('heading', { name: 'Olá, Maria!' })).toBeVisible();
    await page.getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto(server.url('acme', '/perfil'));
    await expect(page).toHaveURL(/\/login$/);
  });
});
