import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, putOffPreTest, signIn, type TrilhaServer, test } from './fixtures';

test.describe.configure({ timeout: 180_000 });

/**
 * The wait for a report's first state after an address is opened: the console's code, the report's own
 * chunk and its first query come one after another, which a machine busy with other work stretches.
 */
const OPENED = { timeout: 30_000 };

/**
 * Opens the console as the 'Administração' link does: with the member's token in the address (signed in
 * through the API, so no home screen and its dialogs stand in the way).
 */
async function openConsole(page: Page, server: TrilhaServer, username: string, path: string): Promise<void> {
  await page.goto(server.url('acme-academy', '/login'));
  const token = await page.evaluate(async (login) => {
    const post = async (url: string, body: unknown) =>
      (
        await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).json();
    const app = (await post('/app/details', { bucket: 'acme-academy' })).app[0];
    const answer = await post('/login', {
      username: login,
      password: 'trilha123',
      idApp: app.idApp,
      idAppType: app.idAppType,
    });
    return answer.data.token as string;
  }, username);
  await page.goto(server.url('acme-academy', `${path}?token=${encodeURIComponent(token)}`));
}

/** Saves the download a click starts and answers its name and text. */
async function download(page: Page, click: () => Promise<void>): Promise<{ name: string; text: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  const path = await file.path();
  return { name: file.suggestedFilename(), text: readFileSync(path).toString('utf8') };
}

test('training completion: a filter kept in the address, the drill-down, the CSV of what is filtered and the shared address @console', async ({
  browser,
  page,
  server,
}) => {
  // The console's 'Relatórios' opens on training completion.
  await openConsole(page, server, 'ana@acme.example', '/admin');
  await page.getByRole('link', { name: 'Relatórios' }).click();
  await expect(page.getByRole('heading', { name: 'Conclusão de treinamentos', level: 2 })).toBeVisible(OPENED);
  await expect(page.getByText('Números de toda a empresa.')).toBeVisible();
  const table = page.getByRole('region', { name: 'Por turma' });
  await expect(table.getByRole('row', { name: /Segurança no dia a dia/ })).toBeVisible();
  await expectAccessible(page);

  // Filtering keeps the filter in the address; drilling into a class lists its members.
  await page.getByLabel('Departamento').selectOption('Operações');
  await expect(page).toHaveURL(/department=Opera/);
  await table.getByRole('link', { name: /Ver os membros de Segurança no dia a dia/ }).click();
  const members = page.getByRole('region', { name: 'Por membro' });
  await expect(members.getByRole('row', { name: /Otávio Prado.*Reprovado/ })).toBeVisible();
  await expect(members.getByRole('row', { name: /Maria Souza/ })).toHaveCount(0);
  await expectAccessible(page);

  // The export has exactly the rows shown for the filter.
  const count = Number((await page.getByText(/^\d+ linhas?$/).textContent())?.match(/\d+/)?.[0]);
  const csv = await download(page, () => page.getByRole('button', { name: 'Exportar CSV' }).click());
  expect(csv.name).toMatch(/^conclusao-por-membro-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = csv.text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toMatch(/^Membro;E-mail;Departamento;/);
  expect(lines).toHaveLength(count + 1);
  expect(lines.slice(1).every((line) => line.includes(';Operações;'))).toBe(true);

  // The address is the report: another window opening it sees the same filter and rows.
  const shared = page.url();
  const other = await browser.newContext();
  const reader = await other.newPage();
  await openConsole(reader, server, 'ana@acme.example', '/admin');
  await expect(reader.getByRole('heading', { name: 'Solicitações de matrícula' })).toBeVisible(OPENED);
  await reader.goto(shared);
  await expect(reader.getByLabel('Departamento')).toHaveValue('Operações', OPENED);
  await expect(
    reader.getByRole('region', { name: 'Por membro' }).getByRole('row', { name: /Otávio Prado/ }),
  ).toBeVisible();
  await expect(reader.getByText(`${count} linha`)).toBeVisible();
  await other.close();
});

test('member transcript: a member found by name, certificates with their authenticity link, the PDF @console', async ({
  page,
  server,
}) => {
  await openConsole(page, server, 'ana@acme.example', '/admin/relatorios/historico');
  await page.getByLabel('Buscar por nome, e-mail ou login').fill('Roberto');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(/search=Roberto/);
  await page.getByRole('link', { name: 'Roberto Tavares' }).click();
  await expect(page.getByRole('heading', { name: 'Roberto Tavares' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Verificar a autenticidade de/ }).first()).toHaveAttribute(
    'href',
    /\/certificate-authenticity\/[0-9a-f]{32}$/,
  );
  await expectAccessible(page);
  const pdf = await download(page, () => page.getByRole('button', { name: 'Baixar histórico em PDF' }).click());
  expect(pdf.name).toMatch(/^historico-roberto-tavares-.*\.pdf$/);
  expect(pdf.text.startsWith('%PDF-')).toBe(true);

  // An address that names no member says so instead of loading forever.
  await page.goto(server.url('acme-academy', '/admin/relatorios/historico/roberto'));
  await expect(page.getByText('PÁGINA NÃO ENCONTRADA.')).toBeVisible(OPENED);
  await expect(page.getByText('Carregando...')).toHaveCount(0);
});

test('mandatory trainings: overdue by department and manager, reminders through the outbox, the list as XLSX @console', async ({
  page,
  server,
}) => {
  await openConsole(page, server, 'ana@acme.example', '/admin/relatorios/obrigatorios');
  await expect(page.getByRole('heading', { name: 'Treinamentos obrigatórios', level: 2 })).toBeVisible(OPENED);
  await expect(page.getByRole('region', { name: 'Por grupo' }).getByRole('row', { name: /Logística/ })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Agrupar por').selectOption('manager');
  await expect(page).toHaveURL(/groupBy=manager/);
  await expect(
    page.getByRole('region', { name: 'Por grupo' }).getByRole('row', { name: /Teresa Quintino/ }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Lembrar os atrasados' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enviar lembrete aos atrasados' });
  await expect(dialog.getByText(/obrigaç(ão|ões) atrasada/)).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Enviar lembretes' }).click();
  await expect(page.getByText(/e-mails? enviados? para \d+ membros atrasados/)).toBeVisible();
  const sent = server.query(
    "select count(*) as n from outbox where subject like '%obrigatório%em atraso%' or subject like '%obrigatórios em atraso%'",
  );
  expect((sent[0] as { n: number }).n).toBeGreaterThan(0);
  await page.getByRole('link', { name: 'Por membro' }).click();
  await expect(page).toHaveURL(/groupBy=manager/);
  const xlsx = await download(page, () => page.getByRole('button', { name: 'Exportar XLSX' }).click());
  expect(xlsx.name).toMatch(/^obrigatorios-por-membro-.*\.xlsx$/);
  expect(xlsx.text.startsWith('PK')).toBe(true);
});

test("evaluations: the grade distribution, one evaluation's questions, the survey's comments @console", async ({
  page,
  server,
}) => {
  await openConsole(page, server, 'ana@acme.example', '/admin/relatorios/avaliacoes');
  await expect(page.getByRole('img', { name: /Distribuição das notas/ })).toBeVisible(OPENED);
  await page.getByRole('link', { name: 'Avaliação: segurança no trabalho' }).click();
  await expect(page.getByRole('heading', { name: 'Análise das questões' })).toBeVisible();
  await expect(page.getByText(/de acertos/).first()).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Voltar às avaliações' }).click();
  await page.getByRole('link', { name: 'Pesquisa de satisfação' }).click();
  await expect(page.getByRole('heading', { name: 'Comentários' })).toBeVisible();
  await expect(page.getByText('As perguntas sobre extintores ficaram confusas.').first()).toBeVisible();
});

test("SCORM attempts and the content app's engagement @console", async ({ page, server }) => {
  await openConsole(page, server, 'ana@acme.example', '/admin/relatorios/scorm');
  await page.getByRole('link', { name: 'Por membro e lição' }).click();
  await expect(
    page
      .getByRole('region', { name: 'Por membro e lição' })
      .getByRole('row', { name: /Otávio Prado/ })
      .first(),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Engajamento no app' }).click();
  await expect(page.getByRole('region', { name: 'Conteúdos' }).getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('link', { name: 'Pontos de campanha' }).click();
  await expect(page.getByRole('img', { name: /Pontos ao longo do tempo/ })).toBeVisible();
  await expectAccessible(page);
});

test("a manager sees their team's reports only @console", async ({ page, server }) => {
  await page.goto(server.url('acme-academy', '/login'));
  await signIn(page, 'roberto@acme.example');
  await putOffPreTest(page);
  await expect(page.getByRole('heading', { name: 'Catálogo de treinamentos' })).toBeVisible();
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Navegação principal' });
  await expect(menu.getByRole('link', { name: 'Relatórios da equipe' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Administração' })).toHaveCount(0);

  await page.goto(server.url('acme-academy', '/admin'));
  await expect(page.getByText('Números da sua equipe', { exact: false })).toBeVisible(OPENED);
  await expect(page.getByRole('link', { name: 'Usuários' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Conclusão de treinamentos' }).click();
  await page.getByRole('link', { name: 'Por membro' }).click();
  const members = page.getByRole('region', { name: 'Por membro' });
  await expect(members.getByRole('row', { name: /Sofia Ribeiro/ }).first()).toBeVisible();
  await expect(members.getByRole('row', { name: /Otávio Prado/ })).toHaveCount(0);
  await expectAccessible(page);
});
