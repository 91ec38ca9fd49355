import { join, resolve } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, expectAccessible, putOffPreTest, signIn, startServer, type TrilhaServer, test } from './fixtures';

const ROOT = resolve(import.meta.dirname, '../../..');
/** A real MP4 video of the demo media (committed with the demo packs). */
const VIDEO = join(ROOT, 'packs/acme/media/demo/content/media/parte-1.mp4');

test.describe.configure({ timeout: 600_000 });
// A step that cannot happen fails on its own instead of waiting out the whole journey.
test.use({ actionTimeout: 60_000 });

/** The journey's server, stopped after each journey whether it passed or not. */
let server: TrilhaServer;
test.afterEach(async () => {
  await server?.stop();
});

/** Ana signed in on an app, in a browser context of her own, with the console open. */
async function openConsole(browser: Browser, server: TrilhaServer, bucket: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(server.url(bucket, '/login'));
  await signIn(page, 'ana@acme.example');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  return page;
}

test('Ana builds a content app section with a video item in the console; Maria sees it @console', async ({
  browser,
  page: maria,
}) => {
  server = await startServer();
  const ana = await openConsole(browser, server, 'acme');
  await ana.goto(server.url('acme', '/admin/conteudos'));
  await expect(ana.getByRole('heading', { name: 'Menu e seções do aplicativo de conteúdos' })).toBeVisible();
  await expect(ana.getByRole('list', { name: 'Seções do menu' })).toBeVisible();
  await expectAccessible(ana);

  // A new section of the dispatcher's 'Grade de vídeos' type, with a design, put first with the keyboard.
  await ana.getByRole('button', { name: 'Nova seção' }).click();
  const modal = ana.getByRole('dialog', { name: 'Nova seção' });
  await modal.getByLabel('Nome no menu *').fill('Vídeos da diretoria');
  await modal.getByLabel('Tipo de seção').selectOption({ label: '2 · Grade de vídeos' });
  await modal.getByLabel('Destacar os primeiros itens').check();
  await expectAccessible(ana);
  await modal.getByRole('button', { name: 'Aplicar ao menu' }).click();
  const menu = ana.getByRole('list', { name: 'Seções do menu' });
  const handle = ana.getByRole('button', { name: /^Arrastar Vídeos da diretoria/ });
  await handle.focus();
  const sections = await menu.locator(':scope > li').count();
  for (let step = 1; step < sections; step++) await ana.keyboard.press('Alt+ArrowUp');
  await expect(menu.locator(':scope > li').first()).toContainText('Vídeos da diretoria');
  await ana.getByRole('button', { name: 'Salvar menu' }).click();
  await expect(ana.getByText('Menu salvo.')).toBeVisible();

  // Its first content: a video uploaded with its progress, published.
  await ana.getByRole('link', { name: 'Conteúdos da seção Vídeos da diretoria' }).click();
  await expect(ana.getByRole('heading', { name: 'Conteúdos de Vídeos da diretoria' })).toBeVisible();
  await expect(ana.getByText('Esta seção ainda não tem conteúdos.')).toBeVisible();
  await expectAccessible(ana);
  await ana.getByLabel('Tipo do novo conteúdo').selectOption({ label: 'Vídeo' });
  await ana.getByRole('button', { name: 'Novo conteúdo' }).click();
  await expect(ana.getByRole('heading', { name: 'Novo conteúdo' })).toBeVisible();
  // Saved without a title, the form says so at the field.
  await ana.getByRole('button', { name: 'Salvar' }).click();
  await expect(ana.getByLabel('Título *')).toHaveAttribute('aria-invalid', 'true');
  await ana.getByLabel('Título *').fill('Recado da diretoria');
  await ana.getByLabel('Descrição').first().fill('Dois minutos sobre o ano que vem.');
  const file = ana.getByRole('group', { name: 'Arquivo (áudio, vídeo, PDF ou documento)' });
  await file.getByLabel('Enviar arquivo').setInputFiles(VIDEO);
  await expect(file.getByLabel('Endereço do arquivo')).toHaveValue(
    /^\/files\/content\/\d+\/[0-9a-f-]+\.mp4(\?sig=[\w.-]+)?$/,
  );
  await ana.getByLabel('Duração (segundos)').fill('5');
  await expectAccessible(ana);
  await ana.getByRole('button', { name: 'Salvar' }).click();
  await expect(ana).toHaveURL(/\/admin\/conteudos\/itens\/\d+$/);
  await expect(ana.getByRole('heading', { name: 'Editar: Recado da diretoria' })).toBeVisible();

  // Maria sees the section first on her home, and the video in it.
  await maria.goto(server.url('acme', '/login'));
  await signIn(maria, 'maria@acme.example');
  await expect(maria.getByRole('heading', { name: 'Olá, Maria!' })).toBeVisible();
  await maria.getByRole('link', { name: 'Vídeos da diretoria' }).first().click();
  await maria
    .getByRole('link', { name: /Recado da diretoria/ })
    .first()
    .click();
  await expect(maria.getByRole('heading', { name: 'Recado da diretoria' })).toBeVisible();
  await expect(maria.locator('video')).toHaveAttribute('src', /\/files\/content\/\d+\/[0-9a-f-]+\.mp4\?sig=[\w.-]+$/);
  await expectAccessible(maria);

  // Ana takes it off the air and previews it as a member; Maria, at the same address, no longer finds it.
  await ana.getByLabel('Publicado (os membros veem)').uncheck();
  await ana.getByRole('button', { name: 'Salvar' }).click();
  await expect
    .poll(() => server.query<{ active: number }>("select active from content_items where text = 'Recado da diretoria'"))
    .toEqual([{ active: 0 }]);
  const opening = ana.waitForEvent('popup');
  await ana.getByRole('link', { name: 'Pré-visualizar como membro' }).click();
  const preview = await opening;
  await expect(preview).toHaveURL(/\/content\/\d+\?idSection=\d+&preview=1$/);
  await expect(preview.getByRole('heading', { name: 'Recado da diretoria' })).toBeVisible();
  await expect(preview.locator('video')).toHaveAttribute('src', /\/files\/content\/\d+\/[0-9a-f-]+\.mp4/);
  await expectAccessible(preview);
  await maria.goto(preview.url());
  await expect(maria.getByText('PÁGINA NÃO ENCONTRADA.')).toBeVisible();
  await expect(maria.getByRole('heading', { name: 'Recado da diretoria' })).toHaveCount(0);
  await preview.close();

  // The changes are in the audit log, with who made them and what each field was and became.
  await ana.goto(server.url('acme', '/admin/auditoria'));
  await expect(ana.getByText('Conteúdo criado: Recado da diretoria')).toBeVisible();
  await expect(ana.getByText('Menu alterado: Acme')).toBeVisible();
  const unpublished = ana.getByRole('listitem').filter({ hasText: 'Conteúdo alterado: Recado da diretoria' });
  await unpublished.getByText(/^Ver (a alteração|as alterações)/).click();
  const changes = unpublished.getByRole('table', { name: 'Campos alterados, com o valor antes e depois' });
  await expect(
    changes
      .getByRole('row')
      .filter({ has: ana.getByRole('rowheader', { name: 'active', exact: true }) })
      .getByRole('cell'),
  ).toHaveText(['sim', 'não']);
  await expectAccessible(ana);
  await ana.context().close();
});

/** The last entry of a list the console shows (the one just added). */
const lastOf = (page: Page, list: string) =>
  page.getByRole('list', { name: list }).last().locator(':scope > li').last();

/** A `datetime-local` value some days from now. */
function localDate(days: number): string {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

async function createPageContent(ana: Page, server: TrilhaServer, title: string, text: string) {
  await ana.goto(server.url('acme-academy', '/admin/treinamentos/conteudos/novo'));
  await ana.getByLabel('Título *').fill(title);
  await ana.getByLabel('Tipo', { exact: true }).selectOption({ label: 'Página (HTML)' });
  await ana.getByRole('textbox', { name: 'Texto' }).fill(text);
  await ana.getByRole('button', { name: 'Salvar' }).click();
  await expect(ana).toHaveURL(/\/admin\/treinamentos\/conteudos\/\d+$/);
}

/** Adds a question of a type to the evaluation being edited and returns its entry. */
async function addQuestion(ana: Page, type: string, statement: string) {
  await ana.getByLabel('Tipo da nova questão').selectOption({ label: type });
  await ana.getByRole('button', { name: 'Adicionar questão' }).click();
  const question = lastOf(ana, 'Questões');
  await question.getByLabel(/^Enunciado da questão \d+$/).fill(statement);
  return question;
}

test('Ana builds a training with a class, a page of two contents and an evaluation of every question type; Maria completes it and gets the certificate, her open evaluation keeping its questions while Ana edits one @console', async ({
  browser,
  page: maria,
}) => {
  server = await startServer();
  const ana = await openConsole(browser, server, 'acme-academy');

  // Two contents of the page.
  await ana.goto(server.url('acme-academy', '/admin/treinamentos'));
  await expect(ana.getByRole('heading', { name: 'Treinamentos, conteúdos e avaliações' })).toBeVisible();
  await expectAccessible(ana);
  await createPageContent(ana, server, 'Boas-vindas à Acme', 'Que bom ter você aqui.');
  await expectAccessible(ana);
  await createPageContent(ana, server, 'Nosso código de conduta', 'Respeito, cuidado e transparência.');

  // The evaluation: one question of each of the eight types.
  await ana.goto(server.url('acme-academy', '/admin/avaliacoes/nova'));
  await ana.getByLabel('Título *').fill('Prova de integração');
  await ana.getByLabel('Nota mínima (0 a 100)').fill('70');
  let question = await addQuestion(ana, 'Escolha única', 'Qual é a cor da Acme?');
  await question.getByLabel('Opção 1', { exact: true }).fill('Vermelho');
  await question.getByLabel('Opção 2', { exact: true }).fill('Azul');
  await question.getByRole('checkbox', { name: 'Correta' }).first().check();
  await addQuestion(ana, 'Verdadeiro ou falso', 'O crachá fica sempre visível.');
  question = await addQuestion(ana, 'Múltipla escolha', 'Marque os valores da Acme.');
  await question.getByLabel('Opção 1', { exact: true }).fill('Respeito');
  await question.getByLabel('Opção 2', { exact: true }).fill('Pressa');
  await question.getByRole('button', { name: 'Adicionar opção' }).click();
  await question.getByLabel('Opção 3', { exact: true }).fill('Cuidado');
  await question.getByRole('checkbox', { name: 'Correta' }).nth(0).check();
  await question.getByRole('checkbox', { name: 'Correta' }).nth(2).check();
  question = await addQuestion(ana, 'Associar colunas', 'Associe cada assunto à área que cuida dele.');
  await question.getByLabel('Opção 1', { exact: true }).fill('Pessoas');
  await question.getByLabel('Opção 2', { exact: true }).fill('Tecnologia');
  await question.getByLabel('Item 1', { exact: true }).fill('Férias');
  await question.getByLabel('Item 2', { exact: true }).fill('Senha do e-mail');
  await question.getByLabel('Opção correspondente').nth(1).selectOption({ label: '2. Tecnologia' });
  await addQuestion(ana, 'Escala', 'A integração foi clara.');
  question = await addQuestion(ana, 'Escala com vários itens', 'Avalie cada parte da integração.');
  await question.getByLabel('Opção 1', { exact: true }).fill('Os vídeos');
  question = await addQuestion(ana, 'Escolha única com comentário', 'Recomendaria a integração a um colega?');
  await question.getByLabel('Opção 1', { exact: true }).fill('Sim');
  await question.getByLabel('Opção 2', { exact: true }).fill('Não');
  question = await addQuestion(ana, 'Comentário', 'Deixe um comentário sobre a integração.');
  await question.getByLabel('Obrigatória').uncheck();
  await question.getByLabel('Limite de caracteres do comentário da questão 8').fill('500');
  await expectAccessible(ana);
  await ana.getByRole('button', { name: 'Salvar' }).click();
  await expect(ana).toHaveURL(/\/admin\/avaliacoes\/\d+$/);
  const evaluationUrl = ana.url();
  await expect(ana.getByRole('group', { name: 'Questões (8)' })).toBeVisible();
  await expect(ana.getByLabel('Limite de caracteres do comentário da questão 8')).toHaveValue('500');

  // The page of the two contents, in order, the second unlocked by the first.
  await ana.goto(server.url('acme-academy', '/admin/treinamentos/paginas/nova'));
  await ana.getByLabel('Título *').fill('Módulo de boas-vindas');
  await ana.getByLabel('Código (endereço) *').fill('modulo-boas-vindas');
  await ana.getByLabel('Situação').selectOption({ label: 'Publicado' });
  await ana.getByRole('button', { name: 'Adicionar elemento' }).click();
  await ana.getByRole('button', { name: 'Adicionar elemento' }).click();
  const elements = ana.getByRole('list', { name: 'Elementos' }).locator(':scope > li');
  await elements.nth(0).getByLabel('Conteúdo', { exact: true }).selectOption({ label: 'Boas-vindas à Acme' });
  await elements.nth(1).getByLabel('Conteúdo', { exact: true }).selectOption({ label: 'Nosso código de conduta' });
  await elements.nth(1).getByLabel('Sequencial').check();
  await ana.getByRole('button', { name: 'Salvar' }).click();
  await expect(ana).toHaveURL(/\/admin\/treinamentos\/paginas\/\d+$/);

  // The training: the page, then the evaluation; and its class, which gives a certificate.
  await ana.goto(server.url('acme-academy', '/admin/treinamentos/paginas/nova'));
  await ana.getByLabel('Título *').fill('Integração Acme');
  await ana.getByLabel('Código (endereço) *').fill('integracao-acme');
  await ana.getByLabel('Descrição').first().fill('Os primeiros passos de quem chega à Acme.');
  await ana.getByRole('button', { name: 'Adicionar elemento' }).click();
  await ana.getByRole('button', { name: 'Adicionar elemento' }).click();
  await elements.nth(0).getByLabel('Tipo de elemento').selectOption({ label: 'Página (módulo)' });
  await elements.nth(0).getByLabel('Página (módulo)').selectOption({ label: 'Módulo de boas-vindas' });
  await elements.nth(1).getByLabel('Tipo de elemento').selectOption({ label: 'Avaliação' });
  await elements.nth(1).getByLabel('Avaliação', { exact: true }).selectOption({ label: 'Prova de integração' });
  await ana.getByRole('button', { name: 'Salvar' }).click();
  await expect(ana).toHaveURL(/\/admin\/treinamentos\/paginas\/\d+$/);
  await ana.getByRole('button', { name: 'Nova turma' }).click();
  const team = ana.getByRole('form', { name: 'Nova turma' });
  await team.getByLabel('Nome da turma *').fill('Turma aberta');
  await team.getByLabel('Início').fill(localDate(-1));
  await team.getByLabel('Fim').fill(localDate(90));
  await team.getByLabel('Vagas').fill('40');
  await expect(team.getByLabel('Emite certificado ao concluir')).toBeChecked();
  await expectAccessible(ana);
  await team.getByRole('button', { name: 'Criar turma' }).click();
  await expect(ana.getByText('Turma salva.')).toBeVisible();
  await expect(ana.getByRole('form', { name: 'Turma Turma aberta' })).toBeVisible();

  // Still a draft: Ana previews it as a member; Maria, at the same address, does not find it.
  const opening = ana.waitForEvent('popup');
  await ana.getByRole('link', { name: 'Pré-visualizar como membro' }).click();
  const preview = await opening;
  await expect(preview).toHaveURL(/\/catalog\/integracao-acme$/);
  await expect(preview.getByRole('heading', { name: 'Integração Acme', level: 1 })).toBeVisible();
  await expect(preview.getByText('Os primeiros passos de quem chega à Acme.')).toBeVisible();
  await expectAccessible(preview);
  await preview.close();
  await maria.goto(server.url('acme-academy', '/login'));
  await signIn(maria, 'maria@acme.example');
  await putOffPreTest(maria);
  await maria.goto(server.url('acme-academy', '/catalog/integracao-acme'));
  await expect(maria.getByText('PÁGINA NÃO ENCONTRADA.')).toBeVisible();
  await expect(maria.getByRole('heading', { name: 'Integração Acme' })).toHaveCount(0);

  // Ana publishes it; Maria finds the training, enrolls and completes the page.
  const training = ana.getByRole('region', { name: 'Editar: Integração Acme' });
  await training.getByLabel('Situação').selectOption({ label: 'Publicado' });
  await training.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect
    .poll(() =>
      server.query<{ status: string }>("select status from learning_nodes where nodeCode = 'integracao-acme'"),
    )
    .toEqual([{ status: 'PUBLISHED' }]);
  await maria.goto(server.url('acme-academy', '/catalog/integracao-acme'));
  await expect(maria.getByRole('heading', { name: 'Integração Acme', level: 1 })).toBeVisible();
  await maria
    .getByRole('listitem')
    .filter({ hasText: 'Turma aberta' })
    .getByRole('button', { name: 'Matricular-se' })
    .click();
  await expect(maria).toHaveURL(/\/level\/\d+$/);
  const trainingUrl = maria.url();
  await maria.getByRole('link', { name: /Módulo de boas-vindas/ }).click();
  await maria.getByRole('link', { name: /Boas-vindas à Acme/ }).click();
  await expect(maria.getByText('Que bom ter você aqui.')).toBeVisible();
  await expect(maria.getByRole('status').filter({ hasText: 'Concluído' })).toBeVisible({ timeout: 15_000 });
  await maria.getByRole('button', { name: 'Próximo', exact: true }).click();
  await expect(maria.getByText('Respeito, cuidado e transparência.')).toBeVisible();
  await expect(maria.getByRole('status').filter({ hasText: 'Concluído' })).toBeVisible({ timeout: 15_000 });

  // Back on the training, the evaluation comes after the page; Maria starts it.
  await maria.goto(trainingUrl);
  await maria.getByRole('link', { name: /Prova de integração/ }).click();
  await expect(maria).toHaveURL(/\/evaluations\/\d+\/\d+/);
  await maria.getByRole('button', { name: 'Iniciar avaliação' }).click();
  await expect(maria.getByRole('group', { name: /Questão 1 de 8/ })).toContainText('Qual é a cor da Acme?');

  // Meanwhile Ana rewrites the first question.
  await ana.goto(evaluationUrl);
  await expect(ana.getByText('1 tentativa de membro', { exact: false })).toBeVisible();
  await ana.getByLabel('Enunciado da questão 1').fill('Qual é a cor principal da marca Acme?');
  await ana.getByRole('button', { name: 'Salvar' }).click();
  await expect(ana.getByText('Alterações salvas.')).toBeVisible();

  // Maria's open questionnaire keeps the version she started; she answers every question and passes.
  await maria.reload();
  await maria.getByRole('button', { name: 'Continuar avaliação' }).click();
  await expect(maria.getByRole('group', { name: /Questão 1 de 8/ })).toContainText('Qual é a cor da Acme?');
  await maria.getByRole('radio', { name: 'Vermelho' }).check();
  await maria.getByRole('button', { name: 'Próxima' }).click();
  await maria.getByRole('radio', { name: 'Verdadeiro' }).check();
  await maria.getByRole('button', { name: 'Próxima' }).click();
  await maria.getByRole('checkbox', { name: 'Respeito' }).check();
  await maria.getByRole('checkbox', { name: 'Cuidado' }).check();
  await maria.getByRole('button', { name: 'Próxima' }).click();
  await maria.getByRole('textbox', { name: /Férias/ }).fill('1');
  await maria.getByRole('textbox', { name: /Senha do e-mail/ }).fill('2');
  await maria.getByRole('button', { name: 'Próxima' }).click();
  await maria.getByRole('radio', { name: 'Concordo totalmente' }).check();
  await maria.getByRole('button', { name: 'Próxima' }).click();
  await maria
    .getByRole('group', { name: 'Os vídeos', exact: true })
    .getByRole('radio', { name: 'Concordo', exact: true })
    .check();
  await maria.getByRole('button', { name: 'Próxima' }).click();
  await maria.getByRole('radio', { name: 'Sim' }).check();
  await maria.getByRole('button', { name: 'Próxima' }).click();
  await maria.getByRole('button', { name: 'Enviar avaliação' }).click();
  await maria.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(maria.getByText('Aprovado')).toBeVisible({ timeout: 15_000 });
  await expect(maria.getByRole('img', { name: 'Nota 100 de 100' })).toBeVisible();
  await expectAccessible(maria);

  // The training is completed, and its certificate is Maria's.
  await maria.goto(server.url('acme-academy', '/myJourney/certificates'));
  const downloading = maria.waitForEvent('download');
  await maria.getByRole('button', { name: 'Baixar certificado de Integração Acme' }).click();
  expect((await downloading).suggestedFilename()).toBe('Integração Acme_certificate.pdf');

  // A new attempt would get the new question: the stored questions say so.
  const statements = server.query<{ statement: string; retiredAt: string | null }>(
    "select q.statement, q.retiredAt from learning_questions q join learning_evaluations e on e.idEvaluation = q.idEvaluation where e.title = 'Prova de integração' and q.position = 1 order by q.idQuestion",
  );
  expect(statements.map((row) => [row.statement, row.retiredAt === null])).toEqual([
    ['Qual é a cor da Acme?', false],
    ['Qual é a cor principal da marca Acme?', true],
  ]);
  await ana.context().close();
});

test('Ana removes a page and a content she built that nothing uses, after confirming; one in use is refused with its reason at the save button @console', async ({
  browser,
  page: maria,
}) => {
  server = await startServer();
  const ana = await openConsole(browser, server, 'acme-academy');

  // A content, and a published page that lists it.
  await createPageContent(ana, server, 'Aviso provisório', 'Só por esta semana.');
  const contentUrl = ana.url();
  await ana.goto(server.url('acme-academy', '/admin/treinamentos/paginas/nova'));
  await ana.getByLabel('Título *').fill('Módulo provisório');
  await ana.getByLabel('Código (endereço) *').fill('modulo-provisorio');
  await ana.getByLabel('Situação').selectOption({ label: 'Publicado' });
  await ana.getByRole('button', { name: 'Adicionar elemento' }).click();
  await ana
    .getByRole('list', { name: 'Elementos' })
    .locator(':scope > li')
    .first()
    .getByLabel('Conteúdo', { exact: true })
    .selectOption({ label: 'Aviso provisório' });
  await ana.getByRole('button', { name: 'Salvar' }).click();
  await expect(ana).toHaveURL(/\/admin\/treinamentos\/paginas\/\d+$/);
  const pageUrl = ana.url();

  // Maria finds the page.
  await maria.goto(server.url('acme-academy', '/login'));
  await signIn(maria, 'maria@acme.example');
  await putOffPreTest(maria);
  await maria.goto(server.url('acme-academy', '/catalog/modulo-provisorio'));
  await expect(maria.getByRole('heading', { name: 'Módulo provisório', level: 1 })).toBeVisible();

  // The content is in the page: removing it, confirmed with the keyboard, is refused, the reason at the save button.
  await ana.goto(contentUrl);
  await expect(ana.getByRole('heading', { name: /Aviso provisório/ })).toBeVisible();
  await ana.getByRole('button', { name: 'Remover', exact: true }).focus();
  await ana.keyboard.press('Enter');
  const confirm = ana.getByRole('dialog', { name: 'Confirmar remoção' });
  await expect(confirm).toContainText('Remover o conteúdo Aviso provisório?');
  await expectAccessible(ana);
  // Escape keeps everything.
  await ana.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  await expect(ana.getByRole('button', { name: 'Remover', exact: true })).toBeFocused();
  await ana.keyboard.press('Enter');
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Remover', exact: true }).focus();
  await ana.keyboard.press('Enter');
  const refused = ana.getByRole('alert').filter({ hasText: 'Corrija antes de salvar:' });
  await expect(refused).toContainText(
    'Este conteúdo está em páginas (“Módulo provisório”): retire-o delas antes de removê-lo.',
  );
  await expect(ana).toHaveURL(contentUrl);
  await expectAccessible(ana);

  // The page nothing uses goes: for Ana's list and for Maria.
  await ana.goto(pageUrl);
  await expect(ana.getByRole('heading', { name: /Módulo provisório/ })).toBeVisible();
  await ana.getByRole('button', { name: 'Remover', exact: true }).click();
  await expect(ana.getByRole('dialog', { name: 'Confirmar remoção' })).toContainText(
    'Remover a página Módulo provisório',
  );
  await ana
    .getByRole('dialog', { name: 'Confirmar remoção' })
    .getByRole('button', { name: 'Remover', exact: true })
    .click();
  await expect(ana.getByText('Página removida.')).toBeVisible();
  await expect(ana).toHaveURL(/\/admin\/treinamentos$/);
  await expect(ana.getByRole('heading', { name: 'Treinamentos, conteúdos e avaliações' })).toBeVisible();
  await expect(ana.getByRole('link', { name: 'Módulo provisório' })).toHaveCount(0);
  await maria.reload();
  await expect(maria.getByText('PÁGINA NÃO ENCONTRADA.')).toBeVisible();
  await expect(maria.getByRole('heading', { name: 'Módulo provisório' })).toHaveCount(0);

  // Now in no page, the content goes too.
  await ana.goto(contentUrl);
  await ana.getByRole('button', { name: 'Remover', exact: true }).click();
  await ana
    .getByRole('dialog', { name: 'Confirmar remoção' })
    .getByRole('button', { name: 'Remover', exact: true })
    .click();
  await expect(ana.getByText('Conteúdo removido.')).toBeVisible();
  await ana.getByRole('tab', { name: 'Conteúdos' }).click();
  await expect(ana.getByRole('link', { name: 'Novo conteúdo' })).toBeVisible();
  await expect(ana.getByRole('link', { name: 'Aviso provisório' })).toHaveCount(0);
  await ana.goto(contentUrl);
  await expect(ana.getByRole('heading', { name: /Aviso provisório/ })).toHaveCount(0);

  // Both removals are in the audit log, with what was removed.
  await ana.goto(server.url('acme-academy', '/admin/auditoria'));
  await expect(ana.getByText('Página removida: Módulo provisório')).toBeVisible();
  await expect(ana.getByText('Conteúdo removido: Aviso provisório')).toBeVisible();
  await ana.context().close();
});
