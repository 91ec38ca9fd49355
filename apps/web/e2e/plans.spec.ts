import type { Page } from '@playwright/test';
import { expect, expectAccessible, putOffPreTest, signIn, type TrilhaServer, test } from './fixtures';

const DAY = 86_400_000;

/** Moves the end of Acme Academy's trial to `days` from now (the server counts the days left from it). */
function setTrialEnd(server: TrilhaServer, days: number): void {
  server.query(
    `update company_plans set finishDate = ? where idApp = (select idApp from apps where bucket = 'acme-academy')`,
    new Date(Date.now() + days * DAY - 60_000).toISOString(),
  );
}

/** Reloads the home and lets its 5-second plan delay pass on the page's clock. */
async function reloadHome(page: Page): Promise<void> {
  await page.reload();
  // The pre-test was put off for this session at the first visit.
  await expect(page.getByRole('heading', { name: 'Acme Academy', level: 1 })).toBeVisible();
  await page.clock.fastForward(6_000);
}

test.describe('plans', () => {
  test('trial request -> deadline levels -> trial end -> extension @desktop', async ({ page, server }, testInfo) => {
    // Seven reloads of the learning home and five accessibility checks: longer than a journey's minute and a half
    // on a loaded machine.
    test.slow();
    server.query(`delete from company_plans where idApp = (select idApp from apps where bucket = 'acme-academy')`);
    await page.clock.install();
    await page.goto(server.url('acme-academy', '/login'));
    await signIn(page, 'ana@acme.example');
    await putOffPreTest(page);

    // The plan list, the calculator with its bands, and the trial form.
    await page.getByRole('button', { name: 'Planos', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Enterprise' })).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('plans.png') });
    await dialog.getByRole('button', { name: 'Contratar agora' }).first().click();
    // Essencial carries its own pricing tiers: 50 users at 39,90 and the next 70 at 34,90.
    await dialog.getByLabel('Número de usuários').fill('120');
    const bands = dialog.getByRole('table', { name: 'Preço por faixa de usuários' });
    await expect(bands.getByRole('row', { name: /^51 a 120/ })).toContainText('× R$ 34,90');
    await expect(bands.getByRole('row', { name: /^51 a 120/ })).toContainText('R$ 2.443,00');
    await expect(dialog.getByText('Preço médio por usuário').locator('..')).toContainText('R$ 36,98');
    await expect(dialog.locator('output')).toHaveText(/4\.438,00/);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Voltar' }).click();
    await dialog.getByRole('button', { name: 'Experimentar grátis' }).first().click();
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await expect(dialog.getByText('Cargo obrigatório')).toBeVisible();
    await expect(dialog.getByText('Telefone obrigatório')).toBeVisible();
    await dialog.getByLabel('Cargo').fill('Gerente');
    await dialog.getByLabel('Departamento').fill('Pessoas');
    await dialog.getByLabel('Telefone').fill('11987654321');
    await dialog.getByLabel('Li e aceito as condições da degustação').check();
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await expect(dialog.getByText(/Degustação iniciada!/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Fechar' }).last().click();
    await expect(page.getByRole('button', { name: 'Restam 15 dias' })).toBeVisible();

    // Level 2 (2-5 days) once, then level 1 (1 day).
    setTrialEnd(server, 4);
    await reloadHome(page);
    const deadline = page.getByRole('dialog', { name: 'A degustação está acabando' });
    await expect(deadline).toContainText('Faltam 4 dias');
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await reloadHome(page);
    await expect(deadline).toHaveCount(0);
    // With the level already seen, a fresh load shows the trial administrator the upgrade modal, once per load.
    const upgrade = page.getByRole('dialog', { name: 'Planos' });
    await expect(upgrade.getByRole('heading', { name: 'Enterprise' })).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(upgrade).toHaveCount(0);
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await page
      .getByRole('dialog', { name: 'Navegação principal' })
      .getByRole('link', { name: 'Minha jornada' })
      .click();
    await expect(page).toHaveURL(/\/myJourney/);
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Acme Academy', level: 1 })).toBeVisible();
    await page.clock.fastForward(6_000);
    // Time for a modal the page would open to render.
    await page.waitForTimeout(500);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    setTrialEnd(server, 1);
    await reloadHome(page);
    await expect(deadline).toContainText('Falta 1 dia');
    await page.keyboard.press('Escape');

    // The trial ends: the modal comes back on every visit and offers the extension once.
    setTrialEnd(server, -1);
    await reloadHome(page);
    const over = page.getByRole('dialog', { name: 'A sua degustação terminou' });
    await expect(over).toBeVisible();
    await over.getByRole('button', { name: 'Pedir prorrogação' }).click();
    const extend = page.getByRole('dialog', { name: 'Prorrogar a degustação' });
    await extend.getByLabel('Mensagem').fill('Precisamos de mais uma semana para a equipe de vendas.');
    await extend.getByRole('button', { name: 'Pedir prorrogação' }).click();
    await expect(page.getByText(/Degustação prorrogada por 7 dias/)).toBeVisible();
    const [plan] = server.query<{ trialsCount: number }>(
      `select trialsCount from company_plans where idApp = (select idApp from apps where bucket = 'acme-academy')`,
    );
    expect(plan?.trialsCount).toBe(2);

    setTrialEnd(server, -1);
    await reloadHome(page);
    await expect(over).toBeVisible();
    await expect(over.getByRole('button', { name: 'Pedir prorrogação' })).toHaveCount(0);
    await expect(over.getByRole('button', { name: 'Falar com vendas' })).toBeVisible();
    // Closing after the trial ended logs out.
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/login/);
  });
});
