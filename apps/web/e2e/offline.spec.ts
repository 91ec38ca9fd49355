import type { Page } from '@playwright/test';
import { expect, expectAccessible, putOffPreTest, signIn, startServer, type TrilhaServer, test } from './fixtures';

// The installed app: its service worker is what these journeys are about.
test.use({ serviceWorkers: 'allow' });

/** Waits until the service worker controls the page, as it does from the second visit on. */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/** The answers kept on the device for offline reading, each with its query key as JSON; none before the first save. */
async function keptAnswers(page: Page): Promise<Array<{ key: string; data: unknown }>> {
  return page.evaluate(async () => {
    // Opening a database that does not exist would create it empty, before the app creates its store.
    if (!(await indexedDB.databases()).some((database) => database.name === 'trilha-offline')) return [];
    return new Promise<Array<{ key: string; data: unknown }>>((resolve, reject) => {
      const open = indexedDB.open('trilha-offline');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const database = open.result;
        const all = database.transaction('queries').objectStore('queries').getAll();
        all.onerror = () => reject(all.error);
        all.onsuccess = () => {
          database.close();
          const kept = all.result as Array<{
            state: { queries: Array<{ queryKey: unknown; state: { data: unknown } }> };
          }>;
          resolve(
            kept.flatMap((entry) =>
              entry.state.queries.map((query) => ({ key: JSON.stringify(query.queryKey), data: query.state.data })),
            ),
          );
        };
      };
    });
  });
}

/** Waits until an answer whose query key holds `fragment` (and, if given, that passes `isComplete`) is kept. */
async function untilKept(page: Page, fragment: string, isComplete: (data: unknown) => boolean = () => true) {
  await expect
    .poll(async () => (await keptAnswers(page)).some(({ key, data }) => key.includes(fragment) && isComplete(data)))
    .toBe(true);
}

/** A content's answer in an enrollment once the member's record of it is made (what opening it offline needs). */
const withContentRecord = (data: unknown) =>
  (data as { contentEnrollment?: unknown } | undefined)?.contentEnrollment != null;

/**
 * Signs the member in, enrolls them in 'Vendas consultivas' and keeps its opening video on the device, waiting
 * until what the page showed is written to the device too.
 */
async function keepOpeningVideo(page: Page, server: TrilhaServer, username: string): Promise<void> {
  await page.goto(server.url('acme-academy', '/login'));
  await signIn(page, username);
  await putOffPreTest(page);
  await waitForServiceWorker(page);
  await page.goto(server.url('acme-academy', '/catalog/vendas-consultivas'));
  await page
    .getByRole('listitem')
    .filter({ hasText: 'Turma contínua 2026-2027' })
    .getByRole('button', { name: 'Matricular-se' })
    .click();
  await expect(page).toHaveURL(/\/level\/\d+$/);
  await page.getByRole('link', { name: /Abertura: o método Acme/ }).click();
  await expect(page.getByRole('heading', { name: 'Abertura: o método Acme', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Guardar para ver sem internet' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Guardado no aparelho/ })).toBeVisible();
  await untilKept(page, '"enrollment-content"', withContentRecord);
}

test('the last-seen home and catalog stay readable offline, and logging out takes them off the device', async ({
  page,
  context,
  server,
}) => {
  await page.goto(server.url('acme-academy', '/login'));
  await signIn(page, 'joao@acme.example');
  await putOffPreTest(page);
  await expect(page.getByRole('heading', { name: 'Catálogo de treinamentos' })).toBeVisible();
  await page
    .getByRole('link', { name: /^Vendas acessar conteúdo/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Vendas', level: 1 })).toBeVisible();
  await untilKept(page, '"vendas"');
  await waitForServiceWorker(page);
  await expect(page.getByRole('heading', { name: 'Vendas', level: 1 })).toBeVisible();

  await context.setOffline(true);
  await page.goto(server.url('acme-academy', '/'));
  await expect(page.getByRole('heading', { name: 'Catálogo de treinamentos' })).toBeVisible();
  await page.goto(server.url('acme-academy', '/catalog/vendas'));
  await expect(page.getByRole('heading', { name: 'Vendas', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /Vendas consultivas/ }).first()).toBeVisible();
  await expectAccessible(page);

  // Back online: the page is asked again and still shows.
  await context.setOffline(false);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Vendas', level: 1 })).toBeVisible();

  // Logging out removes what was kept: the next offline visit has nothing of João's.
  await page.getByRole('button', { name: 'Menu do perfil' }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sair' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/login'));
  expect(await keptAnswers(page)).toEqual([]);
});

test('a viewing record made offline waits on the device, is shown as pending, and reaches the server once', async ({
  page,
  context,
}) => {
  // A server of its own: the journey counts João's viewing records.
  const server = await startServer();
  await page.goto(server.url('acme-academy', '/login'));
  await signIn(page, 'joao@acme.example');
  await putOffPreTest(page);
  await waitForServiceWorker(page);
  await page
    .getByRole('region', { name: 'Para ver agora' })
    .getByRole('link', { name: /Boas-vindas à Acme Academy/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Boas-vindas à Acme Academy', level: 1 })).toBeVisible();
  const records = () =>
    server.query<{ n: number }>(
      `select count(*) as n from learning_content_trackings t
         join learning_content_items c on c.idContentItem = t.idContentItem
         join users u on u.idUser = t.idUser
        where c.text = 'Boas-vindas à Acme Academy' and u.username = 'joao@acme.example'`,
    )[0]?.n;
  expect(records()).toBe(0);

  // Offline, leaving the content makes its viewing record: it waits, and the member sees so.
  await context.setOffline(true);
  await page.getByRole('link', { name: 'Ir para a página inicial' }).click();
  await expect(page.getByText('1 alteração aguardando conexão para ser enviada.')).toBeVisible();
  await expectAccessible(page);
  expect(records()).toBe(0);
  // A reload while offline keeps it (it is on the device, not in the page).
  await page.reload();
  await expect(page.getByText('1 alteração aguardando conexão para ser enviada.')).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText('1 alteração aguardando conexão para ser enviada.')).toBeHidden({ timeout: 15_000 });
  expect(records()).toBe(1);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Catálogo de treinamentos' })).toBeVisible();
  expect(records()).toBe(1);
  await server.stop();
});

test('a video kept on the device plays offline, its completion waits and reaches the server once, and the storage view removes it', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  // A server of its own: the journey enrolls João and counts his records.
  const server = await startServer();
  await keepOpeningVideo(page, server, 'joao@acme.example');
  await expectAccessible(page);

  // Offline: the content opens again from the device and its video plays from the kept copy.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Abertura: o método Acme', level: 1 })).toBeVisible();
  const video = page.getByTestId('learning-media');
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    element.playbackRate = 2;
    return element.play();
  });
  await expect(page.getByRole('status').filter({ hasText: 'Concluído' })).toBeVisible({ timeout: 40_000 });
  await expect(page.getByText(/aguardando conexão para ser(em)? enviada/)).toBeVisible();
  const completion = () =>
    server.query<{ status: string; progress: number }>(
      `select ce.status, ce.progress from learning_content_enrollments ce
         join learning_content_items c on c.idContentItem = ce.idContentItem
         join users u on u.idUser = ce.idUser
        where c.text = 'Abertura: o método Acme' and u.username = 'joao@acme.example'`,
    );
  expect(completion()[0]?.status).not.toBe('COMPLETED');

  // Back online, the waiting writes go, once.
  await context.setOffline(false);
  await expect(page.getByText(/aguardando conexão para ser(em)? enviada/)).toBeHidden({ timeout: 15_000 });
  expect(completion()).toEqual([{ status: 'COMPLETED', progress: 100 }]);
  const replays = server.query<{ n: number }>(
    `select count(*) as n from idempotency_keys k join users u on u.idUser = k.idUser
      where u.username = 'joao@acme.example' and k.path like '/learning/content-enrollments/%'`,
  );
  expect(replays[0]?.n).toBeGreaterThanOrEqual(1);

  // The storage view lists the kept video and takes it off the device.
  await page.goto(server.url('acme-academy', '/offline'));
  await expect(page.getByRole('heading', { name: 'Conteúdos no aparelho' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Abertura: o método Acme' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Remover Abertura: o método Acme do aparelho' }).click();
  await expect(page.getByText('Nenhum conteúdo guardado no aparelho.')).toBeVisible();
  // The files were kept by the content origin (its service worker serves them): none of the course is left.
  const content = `http://scorm.acme-academy.localhost:${server.port}`;
  await page.evaluate((src) => {
    const probe = document.createElement('iframe');
    probe.src = src;
    probe.hidden = true;
    document.body.append(probe);
  }, `${content}/scorm-content/host/index.html`);
  await expect.poll(() => page.frames().some((frame) => frame.url().startsWith(content))).toBe(true);
  const probe = page.frames().find((frame) => frame.url().startsWith(content));
  const cached = await probe?.evaluate(
    async () =>
      (await (await caches.open('trilha-kept-files')).keys()).filter((request) =>
        new URL(request.url).pathname.startsWith('/scorm-content/kept/'),
      ).length,
  );
  expect(cached).toBe(0);
  await server.stop();
});

test('offline, a kept video is watched to the end and an evaluation question answered; back online each reaches the server once', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  // A server of its own: the journey enrolls Maria and counts her records.
  const server = await startServer();
  // Online: Maria enrolls, keeps the opening video, then starts the timed evaluation of her safety training.
  await keepOpeningVideo(page, server, 'maria@acme.example');
  const videoAddress = page.url();

  await page.goto(server.url('acme-academy', '/'));
  await page
    .getByRole('region', { name: 'Continue de onde parou' })
    .getByRole('link', { name: /Segurança no dia a dia/ })
    .click();
  await page.getByRole('link', { name: /Prova cronometrada: primeiros socorros/ }).click();
  await page.getByRole('button', { name: 'Iniciar avaliação' }).click();
  await expect(page.getByRole('timer')).toBeVisible();

  // Offline: the answer waits on the device.
  await context.setOffline(true);
  await page.getByRole('radio', { name: '192' }).check();
  await expect(page.getByText('1 resposta aguardando conexão')).toBeVisible();
  const answered = () =>
    server.query<{ n: number }>(
      `select count(*) as n from learning_answers a
         join learning_questionnaires q on q.idQuestionnaire = a.idQuestionnaire
         join learning_evaluations ev on ev.idEvaluation = q.idEvaluation
         join users u on u.idUser = q.idUser
        where ev.title = 'Prova cronometrada: primeiros socorros' and u.username = 'maria@acme.example'
          and a.answerStatus = 1`,
    )[0]?.n;
  expect(answered()).toBe(0);

  // Still offline, the kept video opens from the device and is watched to the end.
  await page.goto(videoAddress);
  await expect(page.getByRole('heading', { name: 'Abertura: o método Acme', level: 1 })).toBeVisible();
  await page.getByTestId('learning-media').evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    element.playbackRate = 2;
    return element.play();
  });
  await expect(page.getByRole('status').filter({ hasText: 'Concluído' })).toBeVisible({ timeout: 40_000 });
  // The member sees what waits: the answer and the video's progress.
  await expect(page.getByText(/\d+ alterações aguardando conexão para serem enviadas/)).toBeVisible();
  await expectAccessible(page);
  const completion = () =>
    server.query<{ status: string; progress: number }>(
      `select ce.status, ce.progress from learning_content_enrollments ce
         join learning_content_items c on c.idContentItem = ce.idContentItem
         join users u on u.idUser = ce.idUser
        where c.text = 'Abertura: o método Acme' and u.username = 'maria@acme.example'`,
    );
  expect(completion()[0]?.status).not.toBe('COMPLETED');

  // Back online, everything that waited is sent, once, without returning to the evaluation.
  await context.setOffline(false);
  await expect(page.getByText(/aguardando conexão para ser(em)? enviada/)).toBeHidden({ timeout: 15_000 });
  expect(completion()).toEqual([{ status: 'COMPLETED', progress: 100 }]);
  await expect.poll(answered).toBe(1);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Abertura: o método Acme', level: 1 })).toBeVisible();
  expect(completion()).toEqual([{ status: 'COMPLETED', progress: 100 }]);
  expect(answered()).toBe(1);
  await server.stop();
});

test('a SCORM course kept on the device plays offline, its commit reaches the server once, and the storage view removes it', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  // A server of its own: the journey enrolls João and reads his run-time records.
  const server = await startServer();
  const lesson = 'Módulo 1: Fundamentos do atendimento';
  const record = () =>
    server.query<{ location: string | null; sessions: number; offline: number }>(
      `select e.location,
              (select count(*) from learning_sco_sessions s where s.idScoEnrollment = e.idScoEnrollment) as sessions,
              (select count(*) from learning_sco_sessions s
                 where s.idScoEnrollment = e.idScoEnrollment and s.sessionKey like 'off-%') as offline
         from learning_sco_enrollments e
         join learning_scos c on c.idSco = e.idSco join users u on u.idUser = e.idUser
        where u.username = 'joao@acme.example' and c.title = ?`,
      lesson,
    )[0];
  await page.goto(server.url('acme-academy', '/login'));
  await signIn(page, 'joao@acme.example');
  await putOffPreTest(page);
  await waitForServiceWorker(page);
  await page.goto(server.url('acme-academy', '/catalog/cursos-interativos'));
  await page
    .getByRole('listitem')
    .filter({ hasText: 'Turma aberta' })
    .getByRole('button', { name: 'Matricular-se' })
    .click();
  await expect(page).toHaveURL(/\/level\/\d+$/);
  await page.getByRole('link', { name: /^Atendimento ao cliente/ }).click();
  await expect(page.getByRole('heading', { name: 'Lições de Atendimento ao cliente' })).toBeVisible();

  // Online: the lesson opens, and the whole course is kept on the device from the player.
  await page.getByRole('link', { name: new RegExp(lesson) }).click();
  // The SCO runs in the frame page of the content host beside the academy's.
  const frame = page.frameLocator('iframe[sandbox]').frameLocator('iframe');
  await expect(frame.getByRole('heading', { name: 'O cliente no centro' })).toBeVisible();
  await page.getByRole('button', { name: 'Guardar para ver sem internet' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Guardado no aparelho \(\d/ })).toBeVisible();
  await expectAccessible(page);
  await untilKept(page, '"enrollment-content"');
  expect(record()).toMatchObject({ sessions: 1, offline: 0 });

  // Offline, a reload starts the lesson from the device: its files come from the kept copy.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: /^Sem conexão: esta lição abriu/ })).toBeVisible();
  const offline = page.frameLocator('iframe[sandbox]').frameLocator('iframe');
  await expect(offline.getByRole('heading', { name: 'O cliente no centro' })).toBeVisible();
  await offline.getByRole('button', { name: 'Próxima' }).click();
  await offline.getByRole('button', { name: 'Próxima' }).click();
  await expect(offline.getByRole('heading', { name: 'Linguagem clara' })).toBeVisible();
  // The commit waits on the device (3 s after the last change), and the member sees so.
  await expect(page.getByText(/aguardando conexão para ser(em)? enviada/)).toBeVisible({ timeout: 15_000 });
  await expectAccessible(page);
  expect(record()?.location).not.toBe('3');
  const received = () =>
    server.query<{ n: number }>(
      `select count(*) as n from idempotency_keys k join users u on u.idUser = k.idUser
        where u.username = 'joao@acme.example' and k.path like '/learning/scorm/sco-enrollments/%'`,
    )[0]?.n ?? 0;
  const before = received();

  // Back online, the offline session is opened on the server and each of its commits is applied once.
  await context.setOffline(false);
  await expect(page.getByText(/aguardando conexão para ser(em)? enviada/)).toBeHidden({ timeout: 40_000 });
  expect(record()).toMatchObject({ location: '3', sessions: 2, offline: 1 });
  const [session] = server.query<{ lastSequence: number }>(
    `select lastSequence from learning_sco_sessions where sessionKey like 'off-%'`,
  );
  // Every commit of the offline session reached the server (the online session's last one, queued as the
  // page reloaded offline, may have joined them).
  expect(received() - before).toBeGreaterThanOrEqual((session?.lastSequence ?? -1) + 1);
  // Leaving the page sends the offline session's last changes; after that, reloads send nothing of it again
  // (each opens an online session of its own), and the lesson's time counts each session once.
  const offlineSession = () =>
    server.query<{ lastSequence: number; seconds: number }>(
      `select lastSequence, seconds from learning_sco_sessions where sessionKey like 'off-%'`,
    );
  await page.reload();
  await expect(offline.getByRole('heading', { name: 'Linguagem clara' })).toBeVisible();
  const settled = offlineSession();
  await page.reload();
  await expect(offline.getByRole('heading', { name: 'Linguagem clara' })).toBeVisible();
  await expect(page.getByText(/aguardando conexão/)).toBeHidden();
  expect(offlineSession()).toEqual(settled);
  expect(record()).toMatchObject({ location: '3', offline: 1 });
  const [time] = server.query<{ total: number; sessions: number }>(
    `select e.totalTime as total, (select sum(s.seconds) from learning_sco_sessions s
        where s.idScoEnrollment = e.idScoEnrollment) as sessions
       from learning_sco_enrollments e join learning_scos c on c.idSco = e.idSco
       join users u on u.idUser = e.idUser where u.username = 'joao@acme.example' and c.title = ?`,
    lesson,
  );
  expect(time?.total).toBe(time?.sessions);

  // The storage view lists the course and takes every file of it off the device.
  await page.goto(server.url('acme-academy', '/offline'));
  await expect(page.getByRole('link', { name: 'Atendimento ao cliente' })).toBeVisible();
  await expect(page.getByText(/Curso SCORM/)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Remover Atendimento ao cliente do aparelho' }).click();
  await expect(page.getByText('Nenhum conteúdo guardado no aparelho.')).toBeVisible();
  // The files were kept by the content origin (its service worker serves them): none of the course is left.
  const content = `http://scorm.acme-academy.localhost:${server.port}`;
  await page.evaluate((src) => {
    const probe = document.createElement('iframe');
    probe.src = src;
    probe.hidden = true;
    document.body.append(probe);
  }, `${content}/scorm-content/host/index.html`);
  await expect.poll(() => page.frames().some((frame) => frame.url().startsWith(content))).toBe(true);
  const probe = page.frames().find((frame) => frame.url().startsWith(content));
  const cached = await probe?.evaluate(
    async () =>
      (await (await caches.open('trilha-kept-files')).keys()).filter((request) =>
        new URL(request.url).pathname.startsWith('/scorm-content/kept/'),
      ).length,
  );
  expect(cached).toBe(0);
  await server.stop();
});

test('offline, a section never opened before says so instead of loading forever, and fills in once back online', async ({
  page,
  context,
  server,
}) => {
  await page.goto(server.url('acme', '/login'));
  await signIn(page, 'joao@acme.example');
  await expect(page.getByRole('heading', { name: 'Olá, João!' })).toBeVisible();
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page
    .getByRole('link', { name: /Podcasts/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Podcasts', level: 1 })).toBeVisible();
  await expect(page.getByText('Parece que você está sem conexão com a internet.').last()).toBeVisible();
  await expect(page.getByText('Carregando...')).toHaveCount(0);
  await expectAccessible(page);
  await context.setOffline(false);
  await expect(page.getByText('Podcast: segurança no trabalho').first()).toBeVisible();
});
