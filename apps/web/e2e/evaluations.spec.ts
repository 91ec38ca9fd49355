import type { Page } from '@playwright/test';
import { expect, expectAccessible, signIn, startServer, type TrilhaServer, test } from './fixtures';

test.describe.configure({ timeout: 90_000 });

/**
 * Signs Maria in on Acme Academy, puts the home's pre-test off ('Agora não'), and opens a demo
 * evaluation from her enrollment: the training in 'Continue de onde parou', then its card there.
 */
async function openEvaluation(page: Page, server: TrilhaServer, title: string) {
  await page.goto(server.url('acme-academy', '/login'));
  await signIn(page, 'maria@acme.example');
  await page.getByRole('dialog').getByRole('button', { name: 'Agora não' }).click();
  await page
    .getByRole('region', { name: 'Continue de onde parou' })
    .getByRole('link', { name: /Segurança no dia a dia/ })
    .click();
  await expect(page).toHaveURL(/\/level\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Segurança no dia a dia', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: new RegExp(title) }).click();
  await expect(page).toHaveURL(/\/evaluations\/\d+\/\d+/);
}

test('timed evaluation: network cut mid-way and restored, reload keeps the time, feedback', async ({
  page,
  server,
  context,
}) => {
  await openEvaluation(page, server, 'Prova cronometrada: primeiros socorros');
  await expect(page.getByText('Tempo: 10 minutos a partir do início')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Iniciar avaliação' }).click();
  await expect(page.getByRole('timer')).toHaveText(/^(10:00|09:5\d)$/);
  await expectAccessible(page);
  await page.getByRole('radio', { name: '192' }).check();
  await expect(page.getByRole('status').filter({ hasText: 'Respostas salvas' })).toBeVisible();
  await page.getByRole('button', { name: 'Próxima' }).click();

  await context.setOffline(true);
  await page.getByRole('radio', { name: 'Falso' }).check();
  await page.getByRole('button', { name: 'Próxima' }).click();
  await page.getByRole('checkbox', { name: 'Deitar a pessoa de costas' }).check();
  await page.getByRole('checkbox', { name: 'Elevar as pernas' }).check();
  await expect(page.getByText('2 respostas aguardando conexão')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ir para a questão 2, aguardando envio' })).toBeVisible();
  const answered = () =>
    server.query<{ n: number }>(
      `select count(*) as n from learning_answers a
         join learning_questionnaires q on q.idQuestionnaire = a.idQuestionnaire
         join learning_evaluations ev on ev.idEvaluation = q.idEvaluation
        where ev.title = 'Prova cronometrada: primeiros socorros' and q.finishDate is null and a.answerStatus = 1`,
    )[0]!.n;
  expect(answered()).toBe(1);

  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'Respostas salvas' })).toBeVisible({ timeout: 15_000 });
  expect(answered()).toBe(3);

  // The server's deadline decides: three minutes left, and a reload shows them.
  const deadline = new Date(Date.now() + 3 * 60_000).toISOString();
  server.query(
    `update learning_questionnaires set deadline = ?
      where finishDate is null
        and idEvaluation = (select idEvaluation from learning_evaluations where title = 'Prova cronometrada: primeiros socorros')`,
    deadline,
  );
  await page.reload();
  await expect(page.getByRole('timer')).toHaveText(/^0(3:00|2:5\d)$/);
  await expect(page.getByRole('group', { name: /Questão 4 de 5/ })).toBeVisible();
  await page.getByRole('textbox', { name: /Mãos no pescoço/ }).fill('1');
  await page.getByRole('textbox', { name: /Ausência de respiração/ }).fill('2');
  await page.getByRole('textbox', { name: /Sangramento/ }).fill('3');
  await page.getByRole('button', { name: 'Próxima' }).click();
  await page.getByRole('radio', { name: '100 a 120' }).check();
  await page.getByRole('button', { name: 'Enviar avaliação' }).click();
  await page.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(page.getByText('Aprovado')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('img', { name: 'Nota 100 de 100' })).toBeVisible();
  await expectAccessible(page);

  // Back in the training, the result stands on the evaluation's card, and the failed knowledge
  // evaluation (mandatory) counts in the training's progress: one content and it, of four.
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(/\/level\/\d+$/);
  await expect(page.getByRole('link', { name: /Prova cronometrada: primeiros socorros.*Aprovado/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Avaliação: segurança no trabalho.*Reprovado/ })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Progresso do treinamento' })).toHaveAttribute(
    'aria-valuenow',
    '50',
  );
});

test('survey: save, submit when every mandatory question is answered, thank-you modal', async ({ page, server }) => {
  await openEvaluation(page, server, 'Pesquisa de satisfação');
  await expect(page.getByRole('heading', { name: 'Pesquisa de satisfação' })).toBeVisible();
  await expectAccessible(page);
  const submit = page.getByRole('button', { name: 'Enviar' });
  await expect(submit).toBeDisabled();
  await page
    .getByRole('group', { name: /Questão 1 de 5/ })
    .getByRole('radio', { name: 'Concordo totalmente' })
    .check();
  for (const item of ['Conteúdo', 'Instrutor', 'Material de apoio', 'Duração']) {
    await page
      .getByRole('group', { name: item, exact: true })
      .getByRole('radio', { name: 'Concordo', exact: true })
      .check();
  }
  await page.getByRole('radio', { name: 'Sim' }).check();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Salvo com sucesso!')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Sim' })).toBeChecked();
  await expect(submit).toBeDisabled();
  await page.getByRole('textbox', { name: 'Seu comentário' }).fill('Mais exemplos práticos, por favor.');
  await expect(submit).toBeEnabled();
  await submit.click();
  const thanks = page.getByRole('dialog', { name: 'Obrigado!' });
  await expect(thanks).toContainText('Obrigado por responder!');
  await expectAccessible(page);
  const rows = server.query<{ finishDate: string | null; grade: number | null }>(
    `select q.finishDate, q.grade from learning_questionnaires q
       join learning_evaluations ev on ev.idEvaluation = q.idEvaluation
       join users u on u.idUser = q.idUser
      where ev.title = 'Pesquisa de satisfação' and u.username = 'maria@acme.example'`,
  );
  expect(rows).toHaveLength(1);
  expect(rows[0]!.finishDate).not.toBeNull();
  expect(rows[0]!.grade).toBeNull();
});

test('pre-test gate on the home: put off, started, continued in another tab, Aproveitamento', async ({
  page,
  context,
}) => {
  // João finishes the welcome pre-test: a server of its own, so other journeys still meet the gate.
  const server = await startServer();
  try {
    await page.goto(server.url('acme-academy', '/login'));
    await signIn(page, 'joao@acme.example');
    const gate = page.getByRole('dialog', { name: 'Pré-teste de boas-vindas' });
    await expect(gate.getByText('Não iniciado')).toBeVisible();
    await expect(gate.getByRole('progressbar', { name: 'Não iniciado' })).toHaveAttribute('aria-valuenow', '0');
    await expectAccessible(page);
    await gate.getByRole('button', { name: 'Agora não' }).click();
    await expect(gate).toHaveCount(0);

    const block = page.getByRole('region', { name: 'Antes de começar' });
    await expect(block.getByText('Não iniciado')).toBeVisible();
    await block.getByRole('link', { name: 'Iniciar pré-teste' }).click();
    await expect(page).toHaveURL(/\/evaluations\/-\/\d+$/);
    await page.getByRole('button', { name: 'Iniciar avaliação' }).click();
    await page.getByRole('radio', { name: 'Em Minha jornada' }).check();
    await expect(page.getByRole('status').filter({ hasText: 'Respostas salvas' })).toBeVisible();

    // Another tab opens the home: the pre-test is in progress and continues where it stopped.
    const other = await context.newPage();
    await other.goto(server.url('acme-academy', '/'));
    const again = other.getByRole('dialog', { name: 'Pré-teste de boas-vindas' });
    await expect(again.getByText('Em andamento')).toBeVisible();
    await again.getByRole('button', { name: 'Continuar pré-teste' }).click();
    await expect(other.getByRole('group', { name: /Questão 2 de 4/ })).toBeVisible();
    await other.getByRole('radio', { name: 'Verdadeiro' }).check();
    await other.getByRole('button', { name: 'Próxima' }).click();
    await other.getByRole('checkbox', { name: 'Reservar um horário fixo na semana' }).check();
    await other.getByRole('checkbox', { name: 'Anotar as dúvidas' }).check();
    await other.getByRole('button', { name: 'Próxima' }).click();
    await other.getByRole('textbox', { name: /Uso de EPIs/ }).fill('1');
    await other.getByRole('textbox', { name: /Entender a necessidade do cliente/ }).fill('2');
    await other.getByRole('textbox', { name: /Dar feedback à equipe/ }).fill('3');
    await other.getByRole('button', { name: 'Enviar avaliação' }).click();
    await other.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(other.getByText('Aproveitamento')).toBeVisible({ timeout: 10_000 });
    await expect(other.getByText('Aprovado')).toHaveCount(0);
    await expect(other.getByRole('img', { name: 'Nota 100 de 100' })).toBeVisible();
    await expectAccessible(other);

    // Finished: the home no longer asks.
    await other.goto(server.url('acme-academy', '/'));
    await expect(other.getByRole('region', { name: 'Antes de começar' }).getByText('Concluído')).toBeVisible();
    await expect(other.getByRole('dialog')).toHaveCount(0);
  } finally {
    await server.stop();
  }
});
