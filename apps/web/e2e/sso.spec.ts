import { startTestIdpServer } from '../../server/test/saml-idp';
import { expect, expectAccessible, startServer, test } from './fixtures';

test('single sign-on round trip with a local identity provider, a tampered answer refused, logout to the IdP', async ({
  page,
}) => {
  const idpServer = await startTestIdpServer([
    { email: 'maria@acme.example', name: 'Maria Souza' },
    { email: 'joao@acme.example', name: 'João', tamperAs: 'ana@acme.example' },
  ]);
  const server = await startServer();
  try {
    const configure = (autoRedirect: boolean) =>
      server.query(
        'update apps set samlConfiguration = ? where bucket = ?',
        JSON.stringify({
          entryPoint: idpServer.entryPoint,
          idpCert: idpServer.idp.publicKeyPem,
          logoutUrl: idpServer.logoutUrl,
          autoRedirect,
        }),
        'acme',
      );
    configure(false);

    await page.goto(server.url('acme', '/login'));
    await page.getByRole('link', { name: 'Entrar com credenciais da minha empresa' }).click();
    await expect(page.getByRole('heading', { name: 'Provedor de identidade de teste' })).toBeVisible();
    await page.getByRole('button', { name: 'Entrar como maria@acme.example' }).click();
    await expect(page.getByRole('heading', { name: 'Olá, Maria!' })).toBeVisible();
    await expect(page).toHaveURL(server.url('acme', '/'));

    // Logout goes to the identity provider's single-logout address.
    await page.getByRole('button', { name: 'Sair' }).click();
    await expect(page.getByRole('heading', { name: 'Sessão encerrada no provedor de identidade' })).toBeVisible();

    // An answer edited after signing is refused and the login says so.
    await page.goto(server.url('acme', '/login'));
    await page.getByRole('link', { name: 'Entrar com credenciais da minha empresa' }).click();
    await page.getByRole('button', { name: 'Entrar como ana@acme.example (alterado)' }).click();
    await expect(page).toHaveURL(/\/login\?byPassSSO=true&ssoError=1$/);
    await expect(page.getByRole('alert')).toContainText('Não foi possível entrar com as credenciais da sua empresa.');
    await expectAccessible(page);
    expect(await page.evaluate(() => localStorage.getItem('trilha.session'))).toBeNull();

    // With auto-redirect the login goes straight to the identity provider, unless bypassed.
    configure(true);
    await page.goto(server.url('acme', '/login'));
    await expect(page.getByRole('heading', { name: 'Provedor de identidade de teste' })).toBeVisible();
    await page.goto(server.url('acme', '/login?byPassSSO=true'));
    await expect(page.getByRole('button', { name: 'Avançar' })).toBeVisible();
  } finally {
    await server.stop();
    await idpServer.close();
  }
});
