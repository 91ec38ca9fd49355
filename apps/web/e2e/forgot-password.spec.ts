import { expect, expectAccessible, signIn, startServer, test } from './fixtures';

test('a forgotten password is reset through the e-mailed link', async ({ page }) => {
  // The member's password changes: a server of its own, so other journeys keep the demo password.
  const server = await startServer();
  try {
    await page.goto(server.url('acme', '/login'));
    await page.getByRole('button', { name: 'Esqueceu sua senha?' }).click();
    await expect(page.getByRole('heading', { name: 'Recuperar senha' })).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('Login ou e-mail').fill('joao@acme.example');
    await page.getByLabel('Login ou e-mail').press('Enter');
    await expect(page.getByText('E-mail enviado com sucesso!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Avançar' })).toBeVisible();

    const [mail] = server.query<{ recipient: string; body: string }>(
      "select recipient, body from outbox where channel = 'email' order by idOutbox desc limit 1",
    );
    expect(mail?.recipient).toBe('joao@acme.example');
    const link = /(http:\/\/\S+\/redefinir-senha\?token=\S+)/.exec(mail?.body ?? '')?.[1];
    expect(link).toContain(`acme.localhost:${server.port}`);

    await page.goto(link ?? '');
    await expect(page.getByRole('heading', { name: 'Criar nova senha' })).toBeVisible();
    await page.getByLabel('Nova senha', { exact: true }).fill('curta');
    await page.getByLabel('Confirme a nova senha').fill('outra');
    await page.getByRole('button', { name: 'Salvar senha' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Ao menos 8 caracteres' })).toBeVisible();
    await expect(page.getByText('Esta senha tem que ser idêntica à digitada no campo Nova Senha.')).toBeVisible();

    await page.getByLabel('Nova senha', { exact: true }).fill('Serra-Azul-2026');
    await page.getByLabel('Confirme a nova senha').fill('Serra-Azul-2026');
    await page.getByRole('button', { name: 'Salvar senha' }).click();
    await expect(page.getByText('Senha alterada com sucesso!')).toBeVisible();
    await page.getByRole('link', { name: 'Ir para o login' }).click();

    await signIn(page, 'joao@acme.example', 'Serra-Azul-2026');
    await expect(page.getByRole('heading', { name: 'Olá, João!' })).toBeVisible();

    // The link works once.
    await page.goto(link ?? '');
    await page.getByLabel('Nova senha', { exact: true }).fill('OutraSenha2026');
    await page.getByLabel('Confirme a nova senha').fill('OutraSenha2026');
    await page.getByRole('button', { name: 'Salvar senha' }).click();
    await expect(page.getByRole('alert')).toHaveText('Este link expirou ou já foi usado. Peça um novo e-mail.');
  } finally {
    await server.stop();
  }
});

test('the first-access form sends the e-mail too, and an error shows both messages', async ({ page, server }) => {
  await page.goto(server.url('acme', '/login'));
  await page.getByRole('button', { name: 'Primeiro acesso?' }).click();
  await expect(page.getByRole('heading', { name: 'Primeiro acesso' })).toBeVisible();
  await page.getByLabel('Login ou e-mail').fill('maria@acme.example');
  await page.route('**/login/forgot', (route) => route.abort());
  await page.getByRole('button', { name: 'Enviar e-mail' }).click();
  await expect(page.getByText('Erro ao enviar e-mail!')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Erro ao enviar e-mail.' })).toBeVisible();
  await page.unroute('**/login/forgot');
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page.getByRole('button', { name: 'Avançar' })).toBeVisible();
});
