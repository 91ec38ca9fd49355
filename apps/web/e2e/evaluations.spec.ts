import { expect, expectAccessible, signIn, type TrilhaServer, test } from './fixtures';

/**
 * The address of a demo evaluation in Maria's enrollment (`/evaluations/:idEnrollment/:idEvaluation`),
 * or null while the demo places no evaluation in a training she is enrolled in.
 */
function demoEvaluationPath(server: TrilhaServer, title: string): string | null {
  try {
    const [row] = server.query<{ idEnrollment: number; idEvaluation: number }>(
      `select en.idEnrollment, ev.idEvaluation
         from learning_evaluations ev
         join learning_block_elements be on be.idEvaluation = ev.idEvaluation
         join learning_blocks b on b.idBlock = be.idBlock
         join learning_enrollments en on en.idNode = b.idNode and en.isCurrent = 1
         join users u on u.idUser = en.idUser
        where u.username = 'maria@acme.example' and ev.title = ?
        order by en.idEnrollment limit 1`,
      title,
    );
    return row ? `/evaluations/${row.idEnrollment}/${row.idEvaluation}` : null;
  } catch {
    return null;
  }
}

/** Signs Maria in on Acme Academy and opens a demo evaluation; skips while the demo has none placed. */
async function openEvaluation(page: import('@playwright/test').Page, server: TrilhaServer, title: string) {
  const path = demoEvaluationPath(server, title);
  test.skip(path === null, 'the demo places no evaluation in an enrollment of Maria');
  await page.goto(server.url('acme-academy', '/login'));
  await signIn(page, 'maria@acme.example');
  await page.waitForURL(/\/$/);
  await page.goto(server.url('acme-academy', path as string));
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
      where ev.title = 'Pesquisa de satisfação'`,
  );
  expect(rows).toHaveLength(1);
  expect(rows[0]!.finishDate).not.toBeNull();
  expect(rows[0]!.grade).toBeNull();
});
