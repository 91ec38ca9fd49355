import type { Page } from '@playwright/test';
import { expect, expectAccessible, signIn, type TrilhaServer, test } from './fixtures';

test.describe.configure({ timeout: 180_000 });

const PLAYER_FRAME = 'iframe[sandbox]';

/** The SCO: a frame inside the lesson frame's own page, on the company's content host. */
const lessonOf = (page: Page) => page.frameLocator(PLAYER_FRAME).frameLocator('iframe');

/** Signs in to the demo academy, enrolls in the open class of 'Cursos interativos' and answers the level page. */
async function enroll(page: Page, server: TrilhaServer, username: string): Promise<number> {
  await page.goto(server.url('acme-academy', '/login'));
  await signIn(page, username);
  await expect(page.getByRole('heading', { name: 'Acme Academy', level: 1 })).toBeVisible();
  await page.goto(server.url('acme-academy', '/catalog/cursos-interativos'));
  await expect(page.getByRole('heading', { name: 'Cursos interativos', level: 1 })).toBeVisible();
  await page
    .getByRole('listitem')
    .filter({ hasText: 'Turma aberta' })
    .getByRole('button', { name: 'Matricular-se' })
    .click();
  await expect(page).toHaveURL(/\/level\/\d+$/);
  return Number(page.url().split('/').pop());
}

function scoRecord(server: TrilhaServer, username: string, title: string) {
  return server.query<{ status: string; location: string | null; grade: number | null; totalTime: number }>(
    `SELECT e.status, e.location, e.grade, e.totalTime FROM learning_sco_enrollments e
       JOIN learning_scos s ON s.idSco = e.idSco JOIN users u ON u.idUser = e.idUser
      WHERE u.username = ? AND s.title = ?`,
    username,
    title,
  )[0];
}

function contentRecord(server: TrilhaServer, username: string, text: string) {
  return server.query<{ status: string; progress: number; grade: number | null }>(
    `SELECT c.status, c.progress, c.grade FROM learning_content_enrollments c
       JOIN learning_content_items i ON i.idContentItem = c.idContentItem JOIN users u ON u.idUser = c.idUser
      WHERE u.username = ? AND i.text = ? AND i.idContentType = 26`,
    username,
    text,
  )[0];
}

test('a SCORM 1.2 course: opened from its training, closed mid-way, resumed at the saved page and passed @desktop', async ({
  page,
  context,
  server,
}) => {
  const user = 'maria@acme.example';
  await enroll(page, server, user);
  await page.getByRole('link', { name: /Segurança da informação no dia a dia/ }).click();
  // One lesson: the lesson tree opens it by itself after a second.
  await expect(page).toHaveURL(/\/lessons\/\d+\/\d+\/\d+\/\d+\/single\/false$/);
  const frame = lessonOf(page);
  await expect(frame.getByRole('heading', { name: 'Boas-vindas' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Segurança da informação no dia a dia', level: 1 })).toBeVisible();
  await expectAccessible(page);
  const lessonUrl = page.url();

  await frame.getByRole('button', { name: 'Próxima' }).click();
  await frame.getByRole('button', { name: 'Próxima' }).click();
  await expect(frame.getByRole('heading', { name: 'Phishing' })).toBeVisible();
  await expect.poll(() => scoRecord(server, user, 'Segurança da informação no dia a dia')?.location).toBe('3');

  // The tab is closed mid-way; a new one opens the course again.
  await page.close();
  const again = await context.newPage();
  await again.goto(lessonUrl);
  const resumed = lessonOf(again);
  await expect(resumed.getByRole('heading', { name: 'Phishing' })).toBeVisible();
  await expect(resumed.getByText('Página 3 de 5')).toBeVisible();

  await resumed.getByRole('button', { name: 'Próxima' }).click();
  await resumed.getByLabel('cafe-azul-janela-trilha').check();
  await resumed.getByLabel('Não clicar e avisar a equipe de segurança').check();
  await resumed.getByRole('button', { name: 'Enviar respostas' }).click();
  await expect(resumed.getByText('Você acertou 2 de 2 perguntas (100%). Lição concluída!')).toBeVisible();

  await again.getByRole('button', { name: 'SAIR DESTE MÓDULO' }).click();
  await expect(again.getByRole('dialog', { name: 'Salvando o seu progresso...' })).toBeVisible();
  // Opened in this tab directly, closing goes to the training.
  await expect(again).toHaveURL(/\/level\/\d+\/cursos-interativos$/);
  expect(scoRecord(server, user, 'Segurança da informação no dia a dia')).toMatchObject({
    status: 'PASSED',
    grade: 100,
  });
  expect(contentRecord(server, user, 'Segurança da informação no dia a dia')).toEqual({
    status: 'COMPLETED',
    progress: 100,
    grade: 100,
  });
  await expect(again.getByRole('heading', { name: 'Cursos interativos', level: 1 })).toBeVisible();
});

test('a SCORM 2004 course of two lessons: resumed after a closed tab, continued to the next lesson and passed', async ({
  page,
  context,
  server,
}) => {
  const user = 'joao@acme.example';
  const idEnrollment = await enroll(page, server, user);
  await page.getByRole('link', { name: /^Atendimento ao cliente/ }).click();
  await expect(page).toHaveURL(new RegExp(`/lms/${idEnrollment}/\\d+/\\d+$`));
  await expect(page.getByRole('heading', { name: 'Lições de Atendimento ao cliente' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Módulo 2: Avaliação final/ })).toBeVisible();
  await expectAccessible(page);
  const treeUrl = `${page.url()}/1`;

  await page.getByRole('link', { name: /Módulo 1: Fundamentos do atendimento/ }).click();
  await expect(page).toHaveURL(/\/lessons\/\d+\/\d+\/\d+\/\d+\/multi\/false$/);
  const frame = lessonOf(page);
  await expect(frame.getByRole('heading', { name: 'O cliente no centro' })).toBeVisible();
  await expectAccessible(page);
  await frame.getByRole('button', { name: 'Próxima' }).click();
  await frame.getByRole('button', { name: 'Próxima' }).click();
  await expect(frame.getByRole('heading', { name: 'Linguagem clara' })).toBeVisible();
  await expect.poll(() => scoRecord(server, user, 'Módulo 1: Fundamentos do atendimento')?.location).toBe('3');

  await page.close();
  const again = await context.newPage();
  await again.goto(treeUrl);
  await expect(again.getByRole('link', { name: /Módulo 1: Fundamentos do atendimento.*Em andamento/ })).toBeVisible();
  await expectAccessible(again);
  await again.getByRole('link', { name: /Módulo 1: Fundamentos do atendimento/ }).click();
  const resumed = lessonOf(again);
  await expect(resumed.getByRole('heading', { name: 'Linguagem clara' })).toBeVisible();
  await expect(resumed.getByText('Página 3 de 4')).toBeVisible();

  await resumed.getByRole('button', { name: 'Próxima' }).click();
  // The module asks to continue (adl.nav.request): the player opens the next lesson.
  await resumed.getByRole('button', { name: 'Ir para a avaliação' }).click();
  await expect(again.getByRole('heading', { name: 'Módulo 2: Avaliação final', level: 1 })).toBeVisible();
  const quiz = lessonOf(again);
  await quiz.getByLabel('Ouvir sem interromper e confirmar o que entendeu').check();
  await quiz.getByRole('button', { name: 'Próxima' }).click();
  await quiz.getByLabel('Falso').check();
  await quiz.getByRole('button', { name: 'Próxima' }).click();
  await quiz.getByLabel('Confirmar com o cliente se ficou tudo resolvido').check();
  await quiz.getByRole('button', { name: 'Enviar respostas' }).click();
  await expect(quiz.getByText('Você acertou 3 de 3 perguntas e foi aprovado. Curso concluído!')).toBeVisible();

  await again.getByRole('button', { name: 'SAIR DESTE MÓDULO' }).click();
  await expect(again).toHaveURL(treeUrl);
  await expect(again.getByRole('link', { name: /Módulo 2: Avaliação final.*Aprovado.*Nota: 100/ })).toBeVisible();
  await expect(again.getByRole('link', { name: /Módulo 1: Fundamentos do atendimento.*Concluído/ })).toBeVisible();
  await expectAccessible(again);
  expect(contentRecord(server, user, 'Atendimento ao cliente')).toEqual({
    status: 'COMPLETED',
    progress: 100,
    grade: 100,
  });
});
