import { expect, expectAccessible, putOffPreTest, signIn, startServer, test } from './fixtures';

test.describe('account', () => {
  test('changing the password ends the other signed-in session and keeps this one', async ({ browser }, testInfo) => {
    // A server of its own: João's new password would refuse him in the other journeys.
    const server = await startServer();
    const here = await browser.newContext();
    const other = await browser.newContext();
    try {
      const page = await here.newPage();
      const second = await other.newPage();
      for (const tab of [page, second]) {
        await tab.goto(server.url('acme-academy', '/login'));
        await signIn(tab, 'joao@acme.example');
        await putOffPreTest(tab);
      }

      await page.goto(server.url('acme-academy', '/editPerfil'));
      await expect(page.getByRole('heading', { name: 'Dados pessoais' })).toBeVisible();
      await expect(page.getByLabel('Login')).toHaveValue('joao@acme.example');
      await expectAccessible(page);
      await page.screenshot({ path: testInfo.outputPath('profile.png'), fullPage: true });

      await page.getByRole('button', { name: 'Alterar senha' }).click();
      const dialog = page.getByRole('dialog', { name: 'Alterar senha' });
      await dialog.getByLabel('Senha atual').fill('errada123');
      await dialog.getByLabel('Nova senha', { exact: true }).fill('Serra-Azul-2026');
      await dialog.getByLabel('Confirmar nova senha').fill('outraCoisa1');
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      await expect(dialog.getByText('Esta senha tem que ser idêntica à digitada no campo Nova Senha.')).toBeVisible();
      await dialog.getByLabel('Confirmar nova senha').fill('Serra-Azul-2026');
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      await expect(dialog.getByText('Senha atual incorreta')).toBeVisible();
      await dialog.getByLabel('Senha atual').fill('trilha123');
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      await expect(dialog.getByText('Senha alterada com sucesso!')).toBeVisible();
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Fechar' }).first().click();

      // The other session is over; this one goes on.
      await second.goto(server.url('acme-academy', '/editPerfil'));
      await expect(second).toHaveURL(/\/login/);
      await page.goto(server.url('acme-academy', '/editPerfil'));
      await expect(page.getByRole('heading', { name: 'Dados pessoais' })).toBeVisible();

      await signIn(second, 'joao@acme.example', 'Serra-Azul-2026');
      await expect(second.getByRole('heading', { name: 'Dados pessoais' })).toBeVisible();
    } finally {
      await here.close();
      await other.close();
      await server.stop();
    }
  });

  test('support access: start, banner, an audited action, exit @desktop', async ({ page, server }, testInfo) => {
    await page.goto(server.url('acme-academy', '/login'));
    await signIn(page, 'ana@acme.example');
    await putOffPreTest(page);
    // Ana administers a trial: the home offers her the plans once per load, after the pre-test's dialog.
    await page.getByRole('dialog', { name: 'Planos' }).getByRole('button', { name: 'Fechar' }).click();
    await expect(page.getByRole('dialog', { name: 'Planos' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Menu do perfil' }).click();
    await page.getByRole('menuitem', { name: 'Acesso Suporte' }).click();
    const dialog = page.getByRole('dialog', { name: 'Acesso Suporte' });
    await dialog.getByRole('searchbox', { name: 'Buscar Usuário' }).fill('ninguém');
    await dialog.getByRole('button', { name: 'Buscar' }).click();
    await expect(dialog.getByText('Nenhum resultado encontrado.')).toBeVisible();
    await dialog.getByRole('searchbox', { name: 'Buscar Usuário' }).fill('Maria');
    await dialog.getByRole('button', { name: 'Buscar' }).click();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Acessar como Maria Souza' }).click();

    // Maria's home asks for her pre-test, as it would for her.
    await putOffPreTest(page);
    const banner = page.getByRole('region', { name: 'Acesso Suporte' });
    await expect(banner).toContainText('você está navegando como Maria Souza');
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('support.png') });

    // Administration and support are not offered; only the exit.
    await page.getByRole('button', { name: 'Menu do perfil' }).click();
    await expect(page.getByRole('menuitem', { name: 'Sair do acesso suporte' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Acesso Suporte', exact: true })).toHaveCount(0);
    await expect(page.getByRole('menuitem', { name: 'Sair', exact: true })).toHaveCount(0);
    await page.keyboard.press('Escape');

    // An action as Maria is recorded with both.
    await page.goto(server.url('acme-academy', '/editPerfil'));
    await page.getByLabel('Telefone').fill('(11) 98765-4321');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Perfil atualizado com sucesso')).toBeVisible();
    const [entry] = server.query<{ idUser: number; supportIdUser: number; summary: string }>(
      `select a.idUser, a.supportIdUser, a.summary from audit_log a where a.source = 'support' and a.action = 'request.put'
       and a.idUser = (select idUser from users where username = 'maria@acme.example')
       and a.supportIdUser = (select idUser from users where username = 'ana@acme.example')`,
    );
    expect(entry?.summary).toBe('Edição dos dados pessoais');

    await banner.getByRole('button', { name: 'Sair do acesso suporte' }).click();
    await expect(page).toHaveURL(server.url('acme-academy', '/'));
    await expect(banner).toHaveCount(0);
    await page.getByRole('button', { name: 'Menu do perfil' }).click();
    await expect(page.getByText('ana@acme.example')).toBeVisible();
  });

  test("'Meus Aplicativos' opens the other Acme app signed in, without a token in the address", async ({
    page,
    context,
    server,
  }) => {
    await page.goto(server.url('acme-academy', '/login'));
    await signIn(page, 'maria@acme.example');
    await putOffPreTest(page);
    await page.getByRole('button', { name: 'Menu do perfil' }).click();
    const opened = context.waitForEvent('page');
    await page.getByRole('menuitem', { name: 'Acme', exact: true }).click();
    const other = await opened;
    await expect(other.getByRole('heading', { name: 'Olá, Maria!' })).toBeVisible();
    expect(new URL(other.url()).host).toBe(`acme.localhost:${server.port}`);
    expect(other.url()).not.toContain('token');
    expect(other.url()).not.toContain('appCode');
    await expectAccessible(other);
  });

  test('pending terms: the changed agreement and a responsibility term, then topics, onboarding and home', async ({
    page,
    server,
  }, testInfo) => {
    const bruno = "(select idUser from users where username = 'bruno@acme.example')";
    const academy = "(select idApp from apps where bucket = 'acme-academy')";
    server.query(`delete from learning_term_signatures where idUser = ${bruno}`);
    server.query(`delete from terms_acceptances where idUser = ${bruno} and idApp = ${academy}`);
    // For this journey Acme Academy has an agreement of its own and the Acme onboarding.
    server.query(
      `update apps set agreementVersion = 1, agreementTerms = ?, onBoardScreen = 1,
       onBoardUrl = (select onBoardUrl from apps where bucket = 'acme') where bucket = 'acme-academy'`,
      '<h2>Termos de uso da Acme Academy</h2><p>Use a plataforma para os treinamentos da Acme.</p>',
    );
    try {
      await page.goto(server.url('acme-academy', '/login'));
      await signIn(page, 'bruno@acme.example');
      await expect(page).toHaveURL(/\/terms$/);
      await expect(page.getByRole('heading', { name: 'Termos de responsabilidade' })).toBeVisible();
      await expect(page.getByRole('tab', { name: 'Termos de uso' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('heading', { name: 'Termos de uso da Acme Academy' })).toBeVisible();
      const proceed = page.getByRole('button', { name: 'Continuar' });
      await expect(proceed).toBeDisabled();
      await expect(page.getByText('Você precisa aceitar os termos para continuar.')).toBeVisible();
      await expectAccessible(page);
      await page.screenshot({ path: testInfo.outputPath('learning-terms.png'), fullPage: true });

      // Any other route comes back here while terms are pending.
      await page.goto(server.url('acme-academy', '/myJourney'));
      await expect(page).toHaveURL(/\/terms$/);

      await page.getByLabel('Li e aceito os termos de uso').check();
      await expect(proceed).toBeDisabled();
      await page.getByRole('tab', { name: 'Uso de dados pessoais' }).click();
      await page.getByLabel('Li e aceito o termo "Uso de dados pessoais"').check();
      await page.getByLabel(/Aceito receber comunicações/).check();
      await expect(proceed).toBeEnabled();
      await proceed.click();

      // The recommendation block is on for Acme: the topics of interest first, then the onboarding.
      const topics = page.getByRole('dialog', { name: 'Temas de interesse' });
      await expect(topics).toBeVisible();
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      const onboarding = page.getByRole('dialog', { name: 'Tutorial' });
      await expect(onboarding).toBeVisible();
      await expectAccessible(page);
      await onboarding.getByRole('button', { name: 'Começar' }).click();
      await expect(page).toHaveURL(server.url('acme-academy', '/'));

      const [signature] = server.query<{ versionNumber: number }>(
        `select versionNumber from learning_term_signatures where idUser = ${bruno}`,
      );
      expect(signature?.versionNumber).toBe(1);
      const [acceptance] = server.query<{ version: number; communicationAccepted: number }>(
        `select version, communicationAccepted from terms_acceptances where idUser = ${bruno} and idApp = ${academy}`,
      );
      expect(acceptance).toEqual({ version: 1, communicationAccepted: 1 });
      await page.goto(server.url('acme-academy', '/myJourney'));
      await expect(page).toHaveURL(/\/myJourney/);
    } finally {
      server.query(
        "update apps set agreementVersion = 0, agreementTerms = null, onBoardScreen = 0, onBoardUrl = null where bucket = 'acme-academy'",
      );
    }
  });
});
