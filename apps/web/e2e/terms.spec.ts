import { expect, expectAccessible, signIn, test } from './fixtures';

const BRUNO = 'bruno@acme.example';
const pendBruno = (server: { query: (sql: string) => unknown }) =>
  server.query(`delete from terms_acceptances where idUser = (select idUser from users where username = '${BRUNO}')`);

test.describe('terms', () => {
  test('pending terms -> accept -> onboarding -> home @desktop', async ({ page, server }, testInfo) => {
    pendBruno(server);
    await page.goto(server.url('acme', '/login'));
    await signIn(page, BRUNO);
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.getByRole('heading', { name: 'Termos de uso', level: 1 })).toBeVisible();
    await expect(page.getByText('Termos de uso do aplicativo Acme')).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('terms.png'), fullPage: true });

    // Every other route comes back here while the terms are pending.
    await page.goto(server.url('acme', '/perfil'));
    await expect(page).toHaveURL(/\/terms$/);

    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('alert')).toHaveText('Você precisa aceitar os termos para continuar.');

    await page.getByLabel('Li e aceito os termos de uso').check();
    await page.getByLabel(/Aceito receber comunicações/).check();
    await page.getByRole('button', { name: 'Continuar' }).click();

    const onboarding = page.getByRole('dialog', { name: 'Tutorial' });
    await expect(onboarding).toBeVisible();
    await expect(
      page.frameLocator('iframe[title="Boas-vindas ao Acme"]').getByRole('heading', { name: 'Boas-vindas ao Acme!' }),
    ).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('onboarding.png') });
    await onboarding.getByRole('button', { name: 'Começar' }).click();

    await expect(page).toHaveURL(server.url('acme', '/'));
    await expect(page.getByRole('heading', { name: 'Olá, Bruno!' })).toBeVisible();
    const [row] = server.query<{ version: number; communicationAccepted: number }>(
      `select version, communicationAccepted from terms_acceptances where idUser = (select idUser from users where username = '${BRUNO}')`,
    );
    expect(row).toEqual({ version: 1, communicationAccepted: 1 });

    // Accepted: the terms page is not shown again.
    await page.goto(server.url('acme', '/terms'));
    await expect(page).toHaveURL(server.url('acme', '/'));
  });

  test("'Declinar' and 'Sair' log out to the login", async ({ page, server }) => {
    for (const button of ['Declinar', 'Sair']) {
      pendBruno(server);
      await page.goto(server.url('acme', '/login'));
      await signIn(page, BRUNO);
      await expect(page).toHaveURL(/\/terms$/);
      await page.getByRole('button', { name: button, exact: true }).click();
      await expect(page).toHaveURL(/\/login$/);
      expect(await page.evaluate(() => localStorage.getItem('trilha.session'))).toBeNull();
    }
  });
});
