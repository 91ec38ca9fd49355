import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildDemoScormZip } from '../../server/test/scorm-zips';
import { expect, expectAccessible, putOffPreTest, signIn, startServer, test } from './fixtures';

/** A real SCORM 1.2 package: the demo's own course, as the Acme pack carries it. */
const buildScorm12Zip = (target: string) => buildDemoScormZip('security12', target);

test.describe.configure({ timeout: 120_000 });

test('a member requests enrollment, an administrator approves it in the console, the member opens the training @console', async ({
  browser,
  page: member,
}) => {
  // A server of its own: the journey changes Maria's enrollments.
  const server = await startServer();
  // Maria asks for the executive class, which needs approval.
  await member.goto(server.url('acme-academy', '/login'));
  await signIn(member, 'maria@acme.example');
  await putOffPreTest(member);
  await expect(member.getByRole('heading', { name: 'Catálogo de treinamentos' })).toBeVisible();
  await member.goto(server.url('acme-academy', '/catalog/negociacao'));
  await member.getByRole('button', { name: 'Solicitar matrícula' }).click();
  await expect(member.getByText('Aguardando aprovação da matrícula.').first()).toBeVisible();

  // Ana, an administrator, opens the console from the side menu: a new window signed in with her token.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await admin.goto(server.url('acme-academy', '/login'));
  await signIn(admin, 'ana@acme.example');
  await putOffPreTest(admin);
  await expect(admin.getByRole('heading', { name: 'Catálogo de treinamentos' })).toBeVisible();
  await admin.getByRole('button', { name: 'Abrir menu' }).click();
  const [consolePage] = await Promise.all([
    adminContext.waitForEvent('page'),
    admin.getByRole('dialog', { name: 'Navegação principal' }).getByRole('link', { name: 'Administração' }).click(),
  ]);
  await expect(consolePage.getByRole('heading', { name: 'Solicitações de matrícula' })).toBeVisible();
  await expect(consolePage).not.toHaveURL(/token=/);
  await expectAccessible(consolePage);

  const approve = consolePage.getByRole('button', { name: /^Aprovar a matrícula de Maria Souza em / });
  await expect(approve).toBeVisible();
  await approve.click();
  const dialog = consolePage.getByRole('dialog', { name: 'Aprovar matrícula' });
  await expect(dialog).toBeVisible();
  await expectAccessible(consolePage);
  await dialog.getByRole('button', { name: 'Confirmar aprovação' }).click();
  await expect(consolePage.getByText('Matrícula de Maria Souza aprovada.')).toBeVisible();
  await expect(consolePage.getByRole('button', { name: /^Aprovar a matrícula de Maria Souza em / })).toHaveCount(0);

  // The approval is in the audit log, with who made it.
  await consolePage.getByRole('link', { name: 'Registro de alterações' }).click();
  await expect(consolePage.getByText(/^Matrícula aprovada: Maria Souza em /).first()).toBeVisible();
  await expectAccessible(consolePage);

  // Maria's request now reads APPROVED, and the training opens on its level page.
  const requests = await member.evaluate(async () => {
    const session = JSON.parse(localStorage.getItem('trilha.session') ?? '{}') as { token: string };
    const response = await fetch('/learning/enrollment-requests?status=APPROVED', {
      headers: { authorization: `Bearer ${session.token}` },
    });
    return (await response.json()) as { result: Array<{ nodeCode: string; status: string; idEnrollment: number }> };
  });
  const approved = requests.result.find((request) => request.nodeCode === 'negociacao');
  expect(approved?.status).toBe('APPROVED');
  await member.goto(server.url('acme-academy', '/catalog/negociacao'));
  await member.getByRole('link', { name: 'Ir para conteúdo' }).click();
  await expect(member).toHaveURL(new RegExp(`/level/${approved?.idEnrollment}$`));
  await expect(member.getByRole('heading', { name: 'Negociação estratégica', level: 1 })).toBeVisible();
  await expectAccessible(member);

  await adminContext.close();
  await server.stop();
});

test('a member who is not an administrator is refused by the console and by every /admin call', async ({
  page,
  server,
}) => {
  await page.goto(server.url('acme-academy', '/login'));
  await signIn(page, 'maria@acme.example');
  await putOffPreTest(page);
  await expect(page.getByRole('heading', { name: 'Catálogo de treinamentos' })).toBeVisible();
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Navegação principal' }).getByRole('link', { name: 'Administração' }),
  ).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.goto(server.url('acme-academy', '/admin/usuarios'));
  await expect(page.getByText('Você não tem permissão para acessar este recurso.')).toBeVisible();
  await expectAccessible(page);
  const statuses = await page.evaluate(async () => {
    const session = JSON.parse(localStorage.getItem('trilha.session') ?? '{}') as { token: string };
    const headers = { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' };
    const calls: Array<[string, string]> = [
      ['GET', '/admin/users'],
      ['POST', '/admin/users'],
      ['POST', '/admin/users/import'],
      ['GET', '/admin/enrollment-requests'],
      ['PUT', '/admin/enrollment-requests/1/approve'],
      ['GET', '/admin/campaigns'],
      ['GET', '/admin/audit-log'],
      ['GET', '/admin/pack'],
    ];
    return Promise.all(
      calls.map(async ([method, url]) => {
        const response = await fetch(url, { method, headers, ...(method === 'GET' ? {} : { body: '{}' }) });
        return response.status;
      }),
    );
  });
  expect(new Set(statuses)).toEqual(new Set([403]));
});

test('an administrator finds, creates and deactivates members, and imports a CSV file', async ({ page, server }) => {
  await page.goto(server.url('acme', '/login'));
  await signIn(page, 'ana@acme.example');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.goto(server.url('acme', '/admin/usuarios'));
  await expect(page.getByRole('heading', { name: 'Usuários' })).toBeVisible();
  await page.getByLabel('Buscar por nome, e-mail ou login').fill('souza');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page.getByText('maria@acme.example')).toBeVisible();
  await expect(page.getByText('joao@acme.example')).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Novo usuário' }).click();
  const create = page.getByRole('dialog', { name: 'Novo usuário' });
  await create.getByRole('button', { name: 'Criar usuário' }).click();
  await expect(create.getByText('Informe o nome.')).toBeVisible();
  await create.getByLabel('Nome', { exact: true }).fill('Teresa Nunes');
  await create.getByLabel('E-mail', { exact: true }).fill('teresa.nunes@acme.example');
  await expectAccessible(page);
  await create.getByRole('button', { name: 'Criar usuário' }).click();
  await expect(page.getByText('Teresa Nunes foi criado.')).toBeVisible();
  await expect(create).toBeHidden();

  await page.getByLabel('Buscar por nome, e-mail ou login').fill('teresa.nunes');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page.getByText('teresa.nunes@acme.example')).toBeVisible();
  await page.getByRole('button', { name: 'Desativar Teresa Nunes' }).click();
  await expect(page.getByRole('button', { name: 'Reativar Teresa Nunes' })).toBeVisible();

  await page.getByRole('button', { name: 'Importar CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importar usuários' });
  await dialog.getByLabel('Arquivo CSV').setInputFiles({
    name: 'usuarios.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('nome;email\nSem Email;\nOlívia Prado;olivia.prado@acme.example\n'),
  });
  await dialog.getByRole('button', { name: 'Importar' }).click();
  await expect(dialog.getByText('Linha 2 (email): E-mail inválido.')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByLabel('Arquivo CSV').setInputFiles({
    name: 'usuarios.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('nome;email\nOlívia Prado;olivia.prado@acme.example\n'),
  });
  await dialog.getByRole('button', { name: 'Importar' }).click();
  await expect(page.getByText('Importação concluída: 1 criados, 0 alterados.')).toBeVisible();
  expect(server.query("SELECT name FROM users WHERE username = 'olivia.prado@acme.example'")).toEqual([
    { name: 'Olívia Prado' },
  ]);
});

test('an administrator uploads a SCORM package in the console and watches it processed, and a broken one refused', async ({
  page,
}) => {
  // A server of its own: the new package replaces the course of a demo content.
  const server = await startServer();
  await page.goto(server.url('acme', '/login'));
  await signIn(page, 'ana@acme.example');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.goto(server.url('acme', '/admin/pacotes-scorm'));
  await expect(page.getByRole('heading', { name: 'Pacotes SCORM', level: 1 })).toBeVisible();
  // The demo's own packages are listed, ready.
  await expect(page.getByRole('listitem').filter({ hasText: 'Pronto' }).first()).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Enviar pacote' }).click();
  await expect(page.getByText('É necessário fazer o upload de um arquivo.')).toBeVisible();

  const zip = join(mkdtempSync(join(tmpdir(), 'trilha-scorm-e2e-')), 'curso.zip');
  await buildScorm12Zip(zip);
  await page.getByLabel('Arquivo do pacote (.zip)').setInputFiles(zip);
  await page.getByLabel('Título do curso (opcional)').fill('Curso enviado pelo console');
  await page.getByLabel('Conteúdo do treinamento').selectOption({ label: 'Atendimento ao cliente' });
  await page.getByRole('button', { name: 'Enviar pacote' }).click();
  await expect(page.getByText('Curso enviado pelo console foi enviado e está em processamento.')).toBeVisible();
  const sent = page.getByRole('listitem').filter({ hasText: 'Curso enviado pelo console' });
  await expect(sent.getByText('Pronto')).toBeVisible({ timeout: 20_000 });
  await expect(sent.getByText('SCORM 1.2')).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Arquivo do pacote (.zip)').setInputFiles({
    name: 'quebrado.zip',
    mimeType: 'application/zip',
    buffer: Buffer.from('não é um zip'),
  });
  await page.getByRole('button', { name: 'Enviar pacote' }).click();
  await expect(page.getByText('O arquivo enviado não é um pacote zip.')).toBeVisible();

  expect(
    server.query("SELECT summary FROM audit_log WHERE action = 'scormPackage.upload'").map((row) => row.summary),
  ).toEqual(['Pacote SCORM enviado: curso.zip para Atendimento ao cliente']);
  await server.stop();
});
