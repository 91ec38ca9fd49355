import { expect, expectAccessible, signIn, startServer, test } from './fixtures';

test.describe('home', () => {
  test("shows the row, mosaic, fullscreen and carousel layouts by the sections' designs @desktop", async ({
    page,
    server,
  }, testInfo) => {
    await page.goto(server.url('acme', '/login'));
    await signIn(page, 'maria@acme.example');
    await expect(page.getByRole('heading', { name: 'Olá, Maria!' })).toBeVisible();
    const isDesktop = testInfo.project.name === 'desktop';

    for (const layout of ['carousel', 'row', 'mosaic', 'fullscreen']) {
      const block = page.locator(`[data-home-block="${layout}"]`).first();
      await expect(block).toBeVisible();
      await block.scrollIntoViewIfNeeded();
      await block.screenshot({ path: testInfo.outputPath(`home-${layout}.png`) });
    }
    await page.screenshot({ path: testInfo.outputPath('home.png'), fullPage: true });
    await expectAccessible(page);

    // Row: eight sections (six, the Lojinha and the store product Maria owns), so the first is 66.66% wide.
    const row = page.locator('[data-layout="row"] > li');
    await expect(row).toHaveCount(8);
    const first = await row.nth(0).boundingBox();
    const second = await row.nth(1).boundingBox();
    expect(first && second ? first.width / second.width : 0).toBeCloseTo(2, 1);

    // Carousel: 1 item per slide below 800 px, 3 from 992 px.
    const carousel = page.locator('[data-layout="carousel"]');
    await expect(carousel).toHaveAttribute('data-per-slide', isDesktop ? '3' : '1');
    await expect(carousel.getByRole('button', { name: `Página 1 de ${isDesktop ? 2 : 5}` })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await carousel.getByRole('button', { name: 'Próximo' }).click();
    await expect(carousel.getByRole('button', { name: `Página 2 de ${isDesktop ? 2 : 5}` })).toHaveAttribute(
      'aria-current',
      'true',
    );

    // Mosaic: the first item takes two columns and two rows.
    const mosaic = page.locator('[data-layout="mosaic"] > li');
    const big = await mosaic.nth(0).boundingBox();
    const small = await mosaic.nth(1).boundingBox();
    expect(big && small ? Math.round(big.height / small.height) : 0).toBe(2);

    // The bottom menu shows below 900 px and moves into the top bar from 900 px.
    await expect(page.getByRole('navigation', { name: 'Menu inferior' })).toBeVisible({ visible: !isDesktop });
    await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toBeVisible({ visible: isDesktop });
    const padding = await page.locator('main').evaluate((main) => getComputedStyle(main).paddingBottom);
    expect(padding).toBe(isDesktop ? '32px' : '80px');
  });

  test('Globex: the home’s tiles share the row evenly, each with its icon, leaving no empty strip', async ({
    page,
    server,
  }) => {
    await page.goto(server.url('globex', '/login'));
    await signIn(page, 'carlos@globex.example');
    await expect(page.getByRole('heading', { name: 'Olá, Carlos!' })).toBeVisible();
    const row = page.locator('[data-layout="row"]').first();
    const tiles = row.locator(':scope > li');
    await expect(tiles).toHaveCount(4);
    const layout = await row.evaluate((list) => {
      const outer = list.getBoundingClientRect();
      return {
        left: outer.left,
        right: outer.right,
        tiles: [...list.children].map((tile) => {
          const box = tile.getBoundingClientRect();
          return {
            left: box.left,
            right: box.right,
            top: box.top,
            width: box.width,
            icon: tile.querySelector('svg, img') !== null,
          };
        }),
      };
    });
    const widths = layout.tiles.map((tile) => tile.width);
    expect(Math.max(...widths) - Math.min(...widths)).toBeLessThanOrEqual(1);
    for (const tile of layout.tiles) expect(tile.icon).toBe(true);
    // Each line of tiles runs from the row's left edge to its right edge.
    for (const top of new Set(layout.tiles.map((tile) => Math.round(tile.top)))) {
      const line = layout.tiles.filter((tile) => Math.round(tile.top) === top);
      expect(Math.min(...line.map((tile) => tile.left))).toBeCloseTo(layout.left, 0);
      expect(Math.max(...line.map((tile) => tile.right))).toBeCloseTo(layout.right, 0);
    }
    await expectAccessible(page);
  });

  test('an option opens its section through the dispatcher, and leaving it is tracked', async ({ page, server }) => {
    await page.goto(server.url('acme', '/login'));
    await signIn(page, 'ana@acme.example');
    await page.getByRole('link', { name: /Biblioteca/ }).click();
    await expect(page.getByRole('heading', { name: 'Biblioteca', level: 1 })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Modificado' })).toBeVisible();
    await expectAccessible(page);

    // Its answer, not its sending: the count read below must already hold this record.
    const exit = page.waitForResponse((response) => response.url().endsWith('/tracking/exit'));
    await page.getByRole('link', { name: 'Início' }).first().click();
    const body = (await exit).request().postDataJSON();
    expect(body).toMatchObject({ idNavigationType: 2, idNavigationItem: body.idSection });
    expect(body.timeStart).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    // Closing the tab sends the record too (pagehide, keepalive).
    const before = server.query<{ n: number }>('select count(*) as n from navigation_trackings')[0]?.n ?? 0;
    await page.getByRole('link', { name: /Agenda/ }).click();
    await expect(page.getByRole('heading', { name: 'Agenda', level: 1 })).toBeVisible();
    await page.close({ runBeforeUnload: true });
    // The browser sends it after the page is gone, so no answer can be awaited: a loaded machine's margin.
    await expect
      .poll(() => server.query<{ n: number }>('select count(*) as n from navigation_trackings')[0]?.n, {
        timeout: 30_000,
      })
      .toBe(before + 1);
  });

  test('the menu lists every section; an unknown type says the section is not available', async ({ page }) => {
    const server = await startServer();
    try {
      server.query("update sections set idSectionType = 99 where text = 'Novidades'");
      server.query("update sections set idSectionType = 20 where text = 'Boas-vindas'");
      await page.goto(server.url('acme', '/login'));
      await signIn(page, 'maria@acme.example');
      await page.getByRole('navigation', { name: 'Menu inferior' }).getByRole('button', { name: 'Menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Seções' });
      await expect(menu.getByRole('link', { name: 'Novidades' })).toBeVisible();
      await expectAccessible(page);
      await menu.getByRole('link', { name: 'Novidades' }).click();
      await expect(page.getByText('Seção não disponível')).toBeVisible();

      await page.getByRole('navigation', { name: 'Menu inferior' }).getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('dialog', { name: 'Seções' }).getByRole('link', { name: 'Boas-vindas' }).click();
      await expect(page.locator('[data-screen="sectionContent"]')).toHaveAttribute('data-from-section', 'true');

      await page.goto(server.url('acme', '/qualquer/987654'));
      await expect(page.getByText('Seção não disponível')).toBeVisible();
    } finally {
      await server.stop();
    }
  });

  test('offers to return to the last content when the app asks for it', async ({ page }) => {
    const server = await startServer();
    try {
      server.query("update apps set lastContentRedirect = 1 where bucket = 'acme'");
      const [ids] = server.query<{ idUser: number; idCompany: number; idApp: number; idSection: number }>(
        "select u.idUser, u.idCompany, a.idApp, s.idSection from users u, apps a, sections s where u.username = 'maria@acme.example' and a.bucket = 'acme' and s.idApp = a.idApp and s.text = 'Vídeos'",
      );
      server.query(
        'insert into navigation_trackings (idCompany, idApp, idUser, idNavigationItem, idNavigationType, idSection, timeStart, timeExecuted, createdAt) values (?, ?, ?, 4321, 1, ?, ?, 30, ?)',
        ids?.idCompany ?? 0,
        ids?.idApp ?? 0,
        ids?.idUser ?? 0,
        ids?.idSection ?? 0,
        new Date().toISOString(),
        new Date().toISOString(),
      );
      await page.goto(server.url('acme', '/login'));
      await signIn(page, 'maria@acme.example');
      const modal = page.getByRole('dialog', { name: 'Continue de onde parou' });
      await expect(modal).toContainText('Vídeos');
      await expectAccessible(page);
      await modal.getByRole('button', { name: 'Ir para tela inicial' }).click();
      await expect(modal).toBeHidden();
      // Asked once per sign-in.
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Olá, Maria!' })).toBeVisible();
      await expect(modal).toBeHidden();

      await page.getByRole('button', { name: 'Sair' }).click();
      await signIn(page, 'maria@acme.example');
      await page
        .getByRole('dialog', { name: 'Continue de onde parou' })
        .getByRole('button', { name: 'Ir para conteúdo' })
        .click();
      await expect(page).toHaveURL(new RegExp(`/content/4321\\?idSection=${ids?.idSection}$`));
    } finally {
      await server.stop();
    }
  });
});
