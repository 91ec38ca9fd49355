import { expect, expectAccessible, signIn, startServer, test } from './fixtures';

test.describe.configure({ timeout: 120_000 });

test('browse the catalog, enroll and complete a sequential training in order, up to 100% @desktop', async ({
  page,
  server,
}) => {
  await page.goto(server.url('acme-academy', '/login'));
  await signIn(page, 'maria@acme.example');
  await page
    .getByRole('dialog', { name: 'Pré-teste de boas-vindas' })
    .getByRole('button', { name: 'Agora não' })
    .click();
  await expect(page.getByRole('heading', { name: 'Catálogo de treinamentos' })).toBeVisible();
  await expectAccessible(page);

  // Catalog -> area -> training.
  await page
    .getByRole('link', { name: /^Vendas acessar conteúdo/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Vendas', exact: true, level: 1 })).toBeVisible();
  await page
    .getByRole('link', { name: /Vendas consultivas/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Vendas consultivas', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Turmas' })).toBeVisible();
  await expectAccessible(page);

  // Enroll in the open class.
  // The enrollment's answer is held until the waiting dialog has been seen, so a fast answer cannot hide it.
  const openClass = page.getByRole('listitem').filter({ hasText: 'Turma contínua 2026-2027' });
  let releaseEnrollment = () => {};
  const enrollmentSeen = new Promise<void>((resolve) => {
    releaseEnrollment = resolve;
  });
  await page.route(/\/learning\/enrollments$/, async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    await enrollmentSeen;
    await route.fallback();
  });
  await openClass.getByRole('button', { name: 'Matricular-se' }).click();
  await expect(page.getByRole('dialog', { name: 'Aguarde, realizando a sua matrícula.' })).toBeVisible();
  releaseEnrollment();
  await expect(page).toHaveURL(/\/level\/\d+$/);
  const idEnrollment = Number(page.url().split('/').pop());
  await expect(page.getByRole('heading', { name: 'Vendas consultivas', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /Abertura: o método Acme/ })).toBeVisible();
  const locked = page.locator('[aria-disabled="true"]').filter({ hasText: 'Os três passos da venda consultiva' });
  await expect(locked).toBeVisible();
  await expectAccessible(page);

  // The locked content cannot be opened by its address either.
  const href = (await page.getByRole('link', { name: /Abertura: o método Acme/ }).getAttribute('href')) ?? '';
  const [, , idVideo, idNodeEnrollment, , idUser] = href.split('/');
  const idPage = server.query<{ idContentItem: number }>(
    "SELECT idContentItem FROM learning_content_items WHERE text = 'Os três passos da venda consultiva'",
  )[0]?.idContentItem;
  await page.goto(server.url('acme-academy', `/contentNode/${idPage}/${idNodeEnrollment}/${idEnrollment}/${idUser}/-`));
  await expect(page.getByText('Conclua o item anterior para liberar este conteúdo.')).toBeVisible();

  // 1. The seek-blocked video: a jump ahead snaps back; watching to the end completes it.
  await page.goto(
    server.url('acme-academy', `/contentNode/${idVideo}/${idNodeEnrollment}/${idEnrollment}/${idUser}/-`),
  );
  const video = page.getByTestId('learning-media');
  await expect(video).toBeVisible();
  await video.evaluate(
    (element: HTMLVideoElement) =>
      new Promise((resolve) => {
        if (element.readyState >= 1) resolve(null);
        else element.addEventListener('loadedmetadata', () => resolve(null), { once: true });
      }),
  );
  await video.evaluate((element: HTMLVideoElement) => {
    element.currentTime = 12;
  });
  await expect(page.getByText('Não é permitido avançar além do trecho já assistido.')).toBeVisible();
  expect(await video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeLessThan(3);
  await expect(page.getByRole('button', { name: /Próximo: Conclua este conteúdo para avançar/ })).toBeDisabled();
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    element.playbackRate = 2;
    return element.play();
  });
  await expect(page.getByRole('status').filter({ hasText: 'Concluído' })).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page);

  // 2. The single page completes after 2 seconds.
  await page.getByRole('button', { name: 'Próximo', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Os três passos da venda consultiva' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Concluído' })).toBeVisible();

  // 3. The download completes when the file is downloaded.
  await page.getByRole('button', { name: 'Próximo', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Guia de bolso da venda consultiva' })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Baixar arquivo' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  await expect(page.getByRole('status').filter({ hasText: 'Concluído' })).toBeVisible();

  // 4. The module page has one content: it opens by itself after about a second.
  await page.getByRole('button', { name: 'Próximo', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Exercício prático: a primeira conversa' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('status').filter({ hasText: 'Concluído' })).toBeVisible();

  // The content map shows every item done.
  await page.getByRole('button', { name: 'Mapa do conteúdo' }).click();
  const map = page.getByRole('dialog', { name: 'Mapa do conteúdo' });
  await expect(map.getByText('Exercício prático: a primeira conversa')).toBeVisible();
  await expect(map.getByRole('img', { name: 'Bloqueado: conclua o item anterior' })).toHaveCount(0);
  await expectAccessible(page);
  await page.keyboard.press('Escape');

  // The training is at 100%.
  await page.goto(server.url('acme-academy', `/level/${idEnrollment}`));
  await expect(page.getByRole('progressbar', { name: 'Progresso do treinamento' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  await expect(page.getByText(/Concluído/).first()).toBeVisible();
  const [enrollment] = server.query<{ status: string; progress: number }>(
    'SELECT status, progress FROM learning_enrollments WHERE idEnrollment = ?',
    idEnrollment,
  );
  expect(enrollment).toEqual({ status: 'COMPLETED', progress: 100 });

  // 'Atendimento' is equivalent to it (spec 3, 4.1): its page says so, not 'fazer matrícula', and so does history.
  await page.goto(server.url('acme-academy', '/catalog/atendimento'));
  await expect(page.getByRole('heading', { name: /Atendimento/, level: 1 })).toBeVisible();
  await expect(page.getByText('Situação: Concluído por equivalência')).toBeVisible();
  await expect(page.getByText('Concluído por equivalência com: Vendas consultivas')).toBeVisible();
  await expect(page.getByRole('button', { name: /fazer matrícula/i })).toHaveCount(0);
  await expectAccessible(page);
  await page.goto(server.url('acme-academy', '/myJourney/historic'));
  await expect(
    page
      .locator('tr, li')
      .filter({ hasText: 'Atendimento ao cliente' })
      .filter({ hasText: 'Concluído por equivalência' }),
  ).not.toHaveCount(0);
});

test('a restricted catalog says so, and a class needing approval takes a request', async ({ page }) => {
  // A server of its own: João's enrollments in other journeys change what this training's page offers.
  const server = await startServer();
  try {
    await page.goto(server.url('acme-academy', '/login'));
    await signIn(page, 'joao@acme.example');
    await page
      .getByRole('dialog', { name: 'Pré-teste de boas-vindas' })
      .getByRole('button', { name: 'Agora não' })
      .click();
    await expect(page.getByRole('heading', { name: 'Catálogo de treinamentos' })).toBeVisible();

    await page.goto(server.url('acme-academy', '/catalog/lideranca'));
    const restricted = page.getByRole('dialog', { name: 'Acesso restrito' });
    await expect(
      restricted.getByText(
        'Acesso Restrito: Este conteúdo é restrito para um grupo específico e você não tem permissão para visualizar.',
      ),
    ).toBeVisible();
    await expectAccessible(page);
    await restricted.getByRole('button', { name: 'OK' }).click();

    await page.goto(server.url('acme-academy', '/catalog/negociacao'));
    await page.getByRole('button', { name: 'Solicitar matrícula' }).click();
    await expect(page.getByRole('dialog', { name: 'Aguarde, realizando a solicitação de matrícula.' })).toBeVisible();
    await expect(page.getByText('Aguardando aprovação da matrícula.').first()).toBeVisible();
    await expectAccessible(page);
    const [request] = server.query<{ status: string }>(
      "SELECT r.status FROM learning_enrollment_requests r JOIN users u ON u.idUser = r.idUser WHERE u.username = 'joao@acme.example'",
    );
    expect(request).toEqual({ status: 'PENDING' });
    // The training's header shows the awaiting state too (spec 3, 4.4), not 'fazer matrícula'.
    await expect(page.getByText('Aguardando aprovação da matrícula', { exact: true })).toBeVisible();
    await expect(page.getByText('fazer matrícula', { exact: true })).toHaveCount(0);

    // A class past its final date is not offered (spec 3, 4.4); the current one is.
    server.query(
      `insert into learning_teams ("idCompany", "idNode", "name", "initialDate", "finalDate", "capacity", "enrolledCount",
         "needApproval", "allowReenrollment", "allowAccessUponCompletion", "enableCertificateForChildren", "allowComments",
         "hasAttachments", "status", "createdAt")
       select n.idCompany, n.idNode, 'Turma encerrada em março', ?, ?, null, 0, 0, 0, 1, 0, 0, 0, 'ACTIVE', ?
         from learning_nodes n where n.nodeCode = 'atendimento'`,
      new Date(Date.now() - 60 * 86_400_000).toISOString(),
      new Date(Date.now() - 86_400_000).toISOString(),
      new Date().toISOString(),
    );
    await page.goto(server.url('acme-academy', '/catalog/atendimento'));
    await expect(page.getByRole('heading', { name: 'Turmas' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Matricular-se' }).first()).toBeVisible();
    await expect(page.getByText('Turma encerrada em março')).toHaveCount(0);

    // A class that has not started: enrolling says when it starts, and 'Continue de onde parou' shows it locked
    // with its start date instead of a link that leads nowhere (spec 3, 2.3 and 4.4).
    server.query(
      `insert into learning_teams ("idCompany", "idNode", "name", "initialDate", "finalDate", "capacity", "enrolledCount",
         "needApproval", "allowReenrollment", "allowAccessUponCompletion", "enableCertificateForChildren", "allowComments",
         "hasAttachments", "status", "createdAt")
       select n.idCompany, n.idNode, 'Turma do próximo mês', ?, ?, null, 0, 0, 0, 1, 0, 0, 0, 'ACTIVE', ?
         from learning_nodes n where n.nodeCode = 'atendimento'`,
      new Date(Date.now() + 10 * 86_400_000).toISOString(),
      new Date(Date.now() + 60 * 86_400_000).toISOString(),
      new Date().toISOString(),
    );
    await page.reload();
    await page
      .getByRole('listitem')
      .filter({ hasText: 'Turma do próximo mês' })
      .getByRole('button', { name: 'Matricular-se' })
      .click();
    await expect(page.getByText(/Você está matriculado\. A sua turma começa em/)).toBeVisible();
    await page.goto(server.url('acme-academy', '/'));
    const card = page.getByRole('listitem').filter({ hasText: 'Turma do próximo mês' });
    await expect(card.getByText(/^Início em \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
    await expect(card.locator('[aria-disabled="true"]')).toBeVisible();
    await expect(card.getByRole('link')).toHaveCount(0);
    await expectAccessible(page);
  } finally {
    await server.stop();
  }
});

test('header search, free content, not-found page, side menu and logout confirmation @desktop', async ({
  page,
  server,
}) => {
  await page.goto(server.url('acme-academy', '/login'));
  await signIn(page, 'ana@acme.example');
  await page
    .getByRole('dialog', { name: 'Pré-teste de boas-vindas' })
    .getByRole('button', { name: 'Agora não' })
    .click();
  await expect(page.getByRole('heading', { name: 'Catálogo de treinamentos' })).toBeVisible();
  // Ana administers a trial: the home offers her the plans once per load, after the pre-test's dialog.
  await page.getByRole('dialog', { name: 'Planos' }).getByRole('button', { name: 'Fechar' }).click();
  await expect(page.getByRole('dialog', { name: 'Planos' })).toHaveCount(0);

  const viewport = page.viewportSize();
  const isPhone = (viewport?.width ?? 0) < 800;
  // The catalog's cards are all as wide, the restricted one ('Liderança') included.
  const catalog = page.getByRole('list', { name: 'Catálogo de treinamentos' });
  const restricted = catalog.getByRole('listitem').filter({ hasText: 'Liderança' }).first();
  await expect(restricted).toBeVisible();
  const cardWidths = await catalog.evaluate((list) =>
    [...list.children].map((card) => Math.round(card.getBoundingClientRect().width)),
  );
  const restrictedWidth = Math.round((await restricted.boundingBox())?.width ?? 0);
  expect(cardWidths.length).toBeGreaterThan(1);
  for (const width of cardWidths) expect(Math.abs(width - restrictedWidth)).toBeLessThanOrEqual(1);
  if (isPhone) {
    // The header's first row holds the logo and the search icon side by side, and the trial's pill stays
    // on one line in the row below.
    const header = page.getByRole('banner');
    const searchIcon = await header.getByRole('button', { name: 'Abrir busca' }).boundingBox();
    const logo = await header.locator('[class*="bg-white/95"]').first().boundingBox();
    expect(searchIcon && logo).toBeTruthy();
    if (searchIcon && logo) expect(logo.x + logo.width).toBeLessThanOrEqual(searchIcon.x + 0.5);
    const pill = header.getByRole('button', { name: /^Restam \d+ dias$/ });
    await expect(pill).toBeVisible();
    const lines = await pill.evaluate((button) => {
      const range = document.createRange();
      range.selectNodeContents(button);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(lines).toBe(1);
    const [pillHeight, lineHeight] = await pill.evaluate((button) => {
      const range = document.createRange();
      range.selectNodeContents(button);
      return [range.getBoundingClientRect().height, Number.parseFloat(getComputedStyle(button).lineHeight)];
    });
    expect(pillHeight).toBeLessThanOrEqual(lineHeight * 1.2);
    await header.getByRole('button', { name: 'Abrir busca' }).click();
  }
  const search = page.getByRole('searchbox', { name: 'Buscar treinamentos e conteúdos' });
  await search.fill('segurança');
  if (isPhone) {
    // The open search is wide enough to read what is typed, in a colour that shows on its background.
    const box = await search.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(200);
    const shown = await search.evaluate((input) => {
      const style = getComputedStyle(input);
      const room = input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      return { room, color: style.color, background: style.backgroundColor, opacity: style.opacity };
    });
    expect(shown.room).toBeGreaterThanOrEqual(120);
    expect(shown.color).not.toBe(shown.background);
    expect(shown.opacity).toBe('1');
    await expect(search).toHaveValue('segurança');
  }
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/searchResult\//);
  await expect(page.getByRole('heading', { name: /Resultados para a busca/ })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: /Podcast: segurança no trabalho/ }).click();
  await expect(page.getByRole('heading', { name: 'Podcast: segurança no trabalho' })).toBeVisible();
  await expect(page.getByTestId('learning-media')).toBeVisible();
  await expectAccessible(page);

  await page.goto(server.url('acme-academy', '/nada-por-aqui'));
  await expect(page.getByRole('heading', { name: 'PÁGINA NÃO ENCONTRADA.' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);

  // A new load of the home offers the plans again; the menu is opened once that dialog is closed.
  await page.goto(server.url('acme-academy', '/'));
  await page.getByRole('dialog', { name: 'Planos' }).getByRole('button', { name: 'Fechar' }).click();
  await expect(page.getByRole('dialog', { name: 'Planos' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Navegação principal' });
  await expect(menu.getByRole('link', { name: 'Minha jornada' })).toBeVisible();
  // Acme Academy names the 'Conteúdos' entry 'Produtos e Trilhas' (spec 3, 2.10; apps.contentsMenuName).
  await menu.getByRole('button', { name: 'Produtos e Trilhas' }).click();
  await expect(menu.getByRole('link', { name: 'Catálogo' })).toBeVisible();
  await expectAccessible(page);
  // The close button is whole: nothing (the highlighted 'Home' row) lies over its centre, and it closes.
  const close = menu.getByRole('button', { name: 'Fechar' });
  const centre = await close.evaluate((button) => {
    const box = button.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top === button || button.contains(top);
  });
  expect(centre).toBe(true);
  const home = await menu.getByRole('link', { name: 'Home' }).boundingBox();
  const closeBox = await close.boundingBox();
  if (home && closeBox) expect(home.y).toBeGreaterThanOrEqual(closeBox.y + closeBox.height - 0.5);
  await close.click();
  await expect(menu).toHaveCount(0);

  await page.getByRole('button', { name: 'Menu do perfil' }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page.getByRole('dialog', { name: 'Tem certeza de que deseja sair?' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
