import ExcelJS from 'exceljs';
import { expect, expectAccessible, signIn, startServer, test } from './fixtures';

test.describe('points panel', () => {
  test("lists the activities 2 at first and 5 more per 'Mostrar mais', filters by campaign and downloads the spreadsheet @desktop", async ({
    page,
  }, testInfo) => {
    // A server of its own: Maria earns points in other journeys, and these totals are the demo's.
    const server = await startServer();
    try {
      await page.goto(server.url('acme', '/login'));
      await signIn(page, 'maria@acme.example');
      await expect(page.getByRole('heading', { name: 'Olá, Maria!' })).toBeVisible();
      await page.goto(server.url('acme', '/perfil'));
      const panel = page.getByRole('region', { name: 'Meus Pontos' });
      await expect(panel).toBeVisible();
      await expect(panel.getByText('Total de pontos: 140 Pts')).toBeVisible();
      const activities = panel.getByRole('heading', { name: 'Minhas atividades' }).locator('..').getByRole('listitem');
      await expect(activities).toHaveCount(2);
      await expect(activities.first()).toContainText('Convenção anual: abertura');
      await panel.getByRole('button', { name: 'Mostrar mais' }).click();
      await expect(activities).toHaveCount(7);
      await panel.getByRole('button', { name: 'Mostrar mais' }).click();
      await expect(activities).toHaveCount(11);
      await expect(panel.getByRole('button', { name: 'Mostrar mais' })).toHaveCount(0);
      // The learning app's activity earns points in the same campaign.
      await expect(activities.filter({ hasText: 'Ética e conduta na Acme' })).toHaveCount(1);
      await expect(panel.getByRole('heading', { name: 'Como você ganha pontos' })).toBeVisible();
      const rules = panel.getByRole('heading', { name: 'Como você ganha pontos' }).locator('..').getByRole('listitem');
      await expect(rules.filter({ hasText: 'Treinamento concluído' })).toContainText('+50 Pts');
      await expectAccessible(page);
      await panel.screenshot({ path: testInfo.outputPath('points.png') });

      await panel.getByLabel('Campanha').selectOption({ label: 'Desafio de Inverno' });
      await expect(panel.getByText('Total de pontos: 10 Pts')).toBeVisible();
      await expect(activities).toHaveCount(2);
      await panel.getByLabel('Campanha').selectOption({ label: 'Todos' });
      await expect(panel.getByText('Total de pontos: 140 Pts')).toBeVisible();

      const downloading = page.waitForEvent('download');
      await panel.getByRole('button', { name: 'Baixar planilha' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe('meus-pontos.xlsx');
      const file = testInfo.outputPath('meus-pontos.xlsx');
      await download.saveAs(file);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.readFile(file);
      const sheet = workbook.getWorksheet('Meus Pontos');
      expect(sheet?.getRow(2).getCell(2).value).toBe('Convenção anual: abertura');
      expect(sheet?.getRow(sheet.rowCount).getCell(5).value).toBe(140);
    } finally {
      await server.stop();
    }
  });

  test("a Globex member sees only Globex's campaign; without gamification there is no panel", async ({
    page,
    server,
  }) => {
    await page.goto(server.url('globex', '/login'));
    await signIn(page, 'carlos@globex.example');
    await expect(page.getByRole('heading', { name: 'Olá, Carlos!' })).toBeVisible();
    await page.goto(server.url('globex', '/perfil'));
    const panel = page.getByRole('region', { name: 'Meus Pontos' });
    await expect(panel.getByLabel('Campanha').getByRole('option')).toHaveText(['Todos', 'Segurança em Primeiro Lugar']);
    await expect(panel.getByText('Total de pontos: 08 Pts')).toBeVisible();

    server.query("update apps set gamification = 0 where bucket = 'globex'");
    try {
      await page.getByRole('button', { name: 'Sair' }).click();
      await signIn(page, 'carlos@globex.example');
      await expect(page.getByRole('heading', { name: 'Olá, Carlos!' })).toBeVisible();
      await page.goto(server.url('globex', '/perfil'));
      await expect(page.getByRole('heading', { name: 'Carlos Mendes' })).toBeVisible();
      await expect(page.getByText('Meus Pontos')).toHaveCount(0);
    } finally {
      server.query("update apps set gamification = 1 where bucket = 'globex'");
    }
  });
});
