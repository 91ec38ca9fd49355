import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, putOffPreTest, signIn, type TrilhaServer, test } from './fixtures';

test.describe.configure({ timeout: 120_000 });

/** The text of a PDF as pdf.js reads it. */
async function pdfText(path: string): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: new Uint8Array(await readFile(path)) }).promise;
  const content = await (await document.getPage(1)).getTextContent();
  return content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
}

async function signInAcademy(page: Page, server: TrilhaServer, username: string) {
  await page.goto(server.url('acme-academy', '/login'));
  await signIn(page, username);
  await putOffPreTest(page);
  await expect(page.getByRole('heading', { name: 'Catálogo de treinamentos' })).toBeVisible();
}

/** A 1x1 PNG: evidence the server recognises by its bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('complete a training, download its certificate PDF, and open its QR address logged out', async ({
  page,
  server,
  browser,
}) => {
  await signInAcademy(page, server, 'joao@acme.example');
  await page.goto(server.url('acme-academy', '/catalog/atendimento'));
  await page
    .getByRole('listitem')
    .filter({ hasText: 'Turma aberta' })
    .getByRole('button', { name: 'Matricular-se' })
    .click();
  // The training's single page opens by itself and completes after 2 seconds.
  await expect(page.getByRole('heading', { name: /Pergunte antes de oferecer/ })).toBeVisible({ timeout: 20_000 });
  await expect
    .poll(
      () =>
        server.query<{ status: string }>(
          `select e.status from learning_enrollments e join learning_nodes n on n.idNode = e.idNode
            join users u on u.idUser = e.idUser where n.nodeCode = 'atendimento' and u.username = 'joao@acme.example'`,
        )[0]?.status,
      { timeout: 20_000 },
    )
    .toBe('COMPLETED');

  await page.goto(server.url('acme-academy', '/myJourney/historic'));
  // On a phone the history is a list of cards, each with its status and dates in view.
  const history = page.getByRole('list', { name: 'Histórico de treinamentos' });
  await expect(history.getByRole('listitem').filter({ hasText: 'Atendimento ao cliente' })).toContainText('Concluído');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Meus certificados' }).click();
  await expect(page).toHaveURL(/\/myJourney\/certificates$/);
  await expectAccessible(page);
  // On a phone the row of tabs scrolls sideways: the current tab is in view, also opened from a link.
  const tabs = page.getByRole('navigation', { name: 'Abas da jornada' });
  const isInView = async () => {
    const row = await tabs.boundingBox();
    const current = await tabs.locator('[aria-current="page"]').boundingBox();
    const width = page.viewportSize()?.width ?? 0;
    if (!row || !current) return false;
    return (
      current.x >= Math.max(row.x, 0) - 0.5 && current.x + current.width <= Math.min(row.x + row.width, width) + 0.5
    );
  };
  await expect(tabs.locator('[aria-current="page"]')).toHaveText('Meus certificados');
  await expect.poll(isInView).toBe(true);
  await page.reload();
  await expect(tabs.locator('[aria-current="page"]')).toHaveText('Meus certificados');
  await expect.poll(isInView).toBe(true);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar certificado de Atendimento ao cliente' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Atendimento ao cliente_certificate.pdf');
  // Its first issue earns the demo campaign's points for a certificate (spec 3, 4.9).
  await expect(page.getByText('Você ganhou 30 pontos na campanha!')).toBeVisible();
  const text = await pdfText(await download.path());
  expect(text).toContain('João Pereira');
  expect(text).toContain('Atendimento ao cliente');
  const address = text.match(/http:\/\/\S+\/certificate-authenticity\/[0-9a-f]{32}/)?.[0];
  expect(address).toBeTruthy();

  // The QR code's address, opened by someone without a session.
  const stranger = await browser.newContext();
  const visitor = await stranger.newPage();
  await visitor.goto(address as string);
  await expect(visitor.getByText('Certificado autêntico')).toBeVisible();
  await expect(visitor.getByText('João Pereira')).toBeVisible();
  await expect(visitor.getByText('Atendimento ao cliente')).toBeVisible();
  await expect(visitor.getByText('100%')).toBeVisible();
  await expectAccessible(visitor);
  await visitor.goto(server.url('acme-academy', '/certificate-authenticity/ffffffffffffffffffffffffffffffff'));
  await expect(visitor.getByText('Certificado não encontrado.')).toBeVisible();
  await stranger.close();
});

test('an external course submitted with evidence, rejected by an administrator, fixed and sent again', async ({
  page,
  server,
  browser,
}) => {
  await signInAcademy(page, server, 'maria@acme.example');
  await page.goto(server.url('acme-academy', '/myJourney/externalCourse'));
  await expect(page.getByText('Primeiros socorros no trabalho')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Cadastrar curso externo' }).click();
  const form = page.getByRole('dialog', { name: 'Curso externo' });
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(form.getByText('*Preenchimento obrigatório').first()).toBeVisible();
  await form.getByLabel('Título do curso').fill('Oratória para líderes');
  await form.getByLabel('Modalidade').selectOption('BLENDED');
  await form.getByLabel('Carga horária (horas)').fill('0');
  await form.getByLabel('Data de início').fill('2026-01-10');
  await form.getByLabel('Data de término').fill('2026-01-05');
  await form.getByLabel('Instituição').fill('Escola de Fala');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(form.getByText('O valor deve ser maior que 0')).toBeVisible();
  await expect(form.getByText(/^Período de realização inválido/)).toBeVisible();
  await expectAccessible(page);
  await form.getByLabel('Carga horária (horas)').fill('6');
  await form.getByLabel('Data de término').fill('2026-01-20');
  await form
    .getByLabel(/Comprovante/)
    .setInputFiles({ name: 'comprovante oratória.png', mimeType: 'image/png', buffer: PNG });
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(form).toBeHidden();
  const created = page.getByRole('listitem').filter({ hasText: 'Oratória para líderes' });
  await expect(created.getByText('Em análise')).toBeVisible();
  const stored = server.query<{ evidencePath: string }>(
    "select evidencePath from learning_external_courses where title = 'Oratória para líderes'",
  )[0];
  expect(stored?.evidencePath).toMatch(/\/comprovanteoratoria\.png$/);

  // Ana rejects it in the console with a reason.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAcademy(admin, server, 'ana@acme.example');
  await admin.goto(server.url('acme-academy', '/admin/cursos-externos'));
  await expect(admin.getByRole('heading', { name: 'Cursos externos' })).toBeVisible();
  await expectAccessible(admin);
  await admin.getByRole('button', { name: 'Rejeitar: Oratória para líderes (Maria Souza)' }).click();
  const reject = admin.getByRole('dialog', { name: 'Rejeitar curso externo' });
  await reject.getByLabel(/Motivo da rejeição/).fill('A carga horária não confere com o comprovante.');
  await reject.getByRole('button', { name: 'Rejeitar' }).click();
  await expect(admin.getByText('Decisão registrada.')).toBeVisible();
  await adminContext.close();

  // Maria sees the reason, fixes the workload and sends it again as a linked request.
  await page.reload();
  const rejected = page.getByRole('listitem').filter({ hasText: 'Oratória para líderes' });
  await expect(rejected.getByText('Rejeitado')).toBeVisible();
  await expect(rejected.getByText('Motivo: A carga horária não confere com o comprovante.')).toBeVisible();
  await rejected.getByRole('button', { name: 'Editar' }).click();
  const fix = page.getByRole('dialog', { name: 'Curso externo' });
  await expect(fix.getByText(/Sua solicitação foi rejeitada/)).toBeVisible();
  await fix.getByLabel('Carga horária (horas)').fill('8');
  await fix.getByRole('button', { name: 'Salvar e reenviar' }).click();
  await expect(fix).toBeHidden();
  await expect(page.getByRole('listitem').filter({ hasText: 'Oratória para líderes' })).toHaveCount(2);
  const rows = server.query<{ status: string; workload: number; hasResubmission: number; idParent: number | null }>(
    `select status, workload, hasResubmission, idParentUserExternalCourse as idParent
       from learning_external_courses where title = 'Oratória para líderes' order by idUserExternalCourse`,
  );
  expect(rows.map((row) => [row.status, row.workload, row.hasResubmission])).toEqual([
    ['REJECTED', 6, 1],
    ['PENDING', 8, 0],
  ]);
  expect(rows[1]?.idParent).not.toBeNull();
  // The old one is read-only now.
  await page.getByRole('combobox', { name: 'Filtrar por status' }).selectOption('REJECTED');
  await page
    .getByRole('listitem')
    .filter({ hasText: 'Oratória para líderes' })
    .getByRole('button', { name: 'Ver detalhes' })
    .click();
  const readOnly = page.getByRole('dialog', { name: 'Curso externo' });
  await expect(readOnly.getByText(/corrigida e reenviada/)).toBeVisible();
  await readOnly.getByRole('button', { name: 'Ok entendi' }).click();
});

test('a comment with a script tag and a javascript: link is stored and shown harmless', async ({ page, server }) => {
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  await signInAcademy(page, server, 'maria@acme.example');
  await page
    .getByRole('region', { name: 'Continue de onde parou' })
    .getByRole('link', { name: /Segurança no dia a dia/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Segurança no dia a dia', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Interações' }).click();
  const drawer = page.getByRole('dialog', { name: 'Interações e comentários' });
  await expect(drawer.getByText(/Bem-vindos à turma/)).toBeVisible();
  await expectAccessible(page);
  await drawer
    .getByLabel('Escreva um comentário')
    .fill(
      'Olha isto <script>alert("xss")</script><a href="javascript:alert(1)">clique aqui</a> e <a href="https://acme.example/seguranca">o guia</a>',
    );
  await drawer.getByRole('button', { name: 'Enviar' }).click();
  const mine = drawer.getByRole('listitem').filter({ hasText: 'clique aqui' });
  await expect(mine).toBeVisible();
  await expect(mine.locator('script')).toHaveCount(0);
  await expect(mine.getByText('clique aqui')).toBeVisible();
  await expect(mine.locator('a[href^="javascript"]')).toHaveCount(0);
  await expect(mine.getByRole('link', { name: 'o guia' })).toHaveAttribute('target', '_blank');
  const stored = server.query<{ text: string }>(
    "select text from learning_comments where text like '%clique aqui%'",
  )[0];
  expect(stored?.text).not.toMatch(/script|javascript:/i);

  // Replies, edit and delete of her own comment.
  await drawer
    .getByRole('listitem')
    .filter({ hasText: 'Bem-vindos à turma' })
    .getByRole('button', { name: /Ver mais respostas/ })
    .click();
  await expect(drawer.getByText('Obrigada, Ana! Já baixei o guia.')).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Ocultar respostas' })).toBeVisible();
  await mine.getByRole('button', { name: 'Excluir' }).click();
  await page.getByRole('dialog', { name: 'Excluir comentário' }).getByRole('button', { name: 'Sim, excluir' }).click();
  await expect(page.getByText('Comentário excluído!')).toBeVisible();
  await expect(drawer.getByText('clique aqui')).toHaveCount(0);

  // Ana's comment can be reported once.
  await drawer
    .getByRole('listitem')
    .filter({ hasText: 'Bem-vindos à turma' })
    .getByRole('button', { name: 'Denunciar' })
    .first()
    .click();
  await expect(page.getByText('Agradecemos por denunciar')).toBeVisible();
  await expect(drawer.getByText('Denunciado').first()).toBeVisible();
  expect(alerts).toEqual([]);

  await drawer.getByRole('button', { name: 'Fechar' }).click();
  await page.getByRole('button', { name: 'Anexos' }).click();
  const files = page.getByRole('dialog', { name: 'Anexos' });
  await expect(files.getByRole('link')).toHaveCount(7);
  await expectAccessible(page);
});

test('the campaign ranking by department, with the member’s own position and the rules', async ({ page, server }) => {
  await signInAcademy(page, server, 'maria@acme.example');
  await page.goto(server.url('acme-academy', '/myJourney/gamification'));
  const ranking = page.getByRole('table', { name: 'Ranking da campanha' });
  await expect(ranking.getByRole('row', { name: /1º Maria Souza/ })).toBeVisible();
  await expect(ranking.getByRole('row', { name: /João Pereira/ })).toBeVisible();
  await expect(page.getByText('Sua posição')).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Departamento').selectOption('Operações');
  await expect(page.getByText('Você nao faz parte desse departamento. Altere ou remova o filtro.')).toBeVisible();
  await expect(ranking.getByRole('row', { name: /1º João Pereira/ })).toBeVisible();
  await expect(ranking.getByRole('row', { name: /Maria Souza/ })).toHaveCount(0);
  await page.getByLabel('Departamento').selectOption('Vendas');
  await expect(ranking.getByRole('row', { name: /1º Maria Souza/ })).toBeVisible();
  await page.getByRole('button', { name: 'Regras da campanha' }).click();
  await expect(
    page
      .getByRole('dialog', { name: 'Regras da campanha' })
      .getByText(/pontos$/)
      .first(),
  ).toBeVisible();
  await expectAccessible(page);

  // A tab that is not available falls back to Matriculados; requests show with requests.
  await page.goto(server.url('acme-academy', '/myJourney/nothing'));
  await expect(page).toHaveURL(/\/myJourney\/registered$/);
  await expect(page.getByRole('link', { name: 'Matriculados' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('link', { name: 'Solicitações de matrícula' }).click();
  await page
    .getByRole('listitem')
    .filter({ hasText: 'Negociação' })
    .getByRole('button', { name: 'Ver justificativa' })
    .click();
  await expect(page.getByText(/A turma executiva está completa/)).toBeVisible();
  await expectAccessible(page);
});

test('a reported comment hidden by an administrator shows the notice to members', async ({ page, server, browser }) => {
  await signInAcademy(page, server, 'maria@acme.example');
  await page.goto(server.url('acme-academy', '/myJourney/registered'));
  await page.getByRole('link', { name: 'Segurança no dia a dia' }).click();
  await page.getByRole('button', { name: 'Interações' }).click();
  const drawer = page.getByRole('dialog', { name: 'Interações e comentários' });
  await drawer.getByLabel('Escreva um comentário').fill('Mensagem que vai ser ocultada pela moderação');
  await drawer.getByRole('button', { name: 'Enviar' }).click();
  await expect(drawer.getByText('Mensagem que vai ser ocultada pela moderação')).toBeVisible();

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAcademy(admin, server, 'ana@acme.example');
  await admin.goto(server.url('acme-academy', '/myJourney/registered'));
  await admin.getByRole('link', { name: 'Segurança no dia a dia' }).click();
  await admin.getByRole('button', { name: 'Interações' }).click();
  const adminDrawer = admin.getByRole('dialog', { name: 'Interações e comentários' });
  await adminDrawer
    .getByRole('listitem')
    .filter({ hasText: 'Mensagem que vai ser ocultada pela moderação' })
    .getByRole('button', { name: 'Denunciar' })
    .click();
  await expect(admin.getByText('Agradecemos por denunciar')).toBeVisible();
  await admin.goto(server.url('acme-academy', '/admin/comentarios'));
  await expect(admin.getByRole('heading', { name: 'Comentários denunciados' })).toBeVisible();
  await expectAccessible(admin);
  await admin
    .getByRole('listitem')
    .filter({ hasText: 'Mensagem que vai ser ocultada pela moderação' })
    .getByRole('button', { name: 'Ocultar' })
    .click();
  await expect(admin.getByText('Decisão registrada.')).toBeVisible();
  await adminContext.close();
  const audit = server.query<{ n: number }>("select count(*) as n from audit_log where action = 'comment.hide'")[0];
  expect(audit?.n).toBeGreaterThan(0);

  await page.reload();
  await page.getByRole('button', { name: 'Interações' }).click();
  await expect(drawer.getByText('Esta mensagem foi ocultada por conteúdo impróprio.')).toBeVisible();
  await expect(drawer.getByText('Mensagem que vai ser ocultada pela moderação')).toHaveCount(0);
});
