import type { Page } from '@playwright/test';
import { expect, expectAccessible, signIn, type TrilhaServer, test } from './fixtures';

/** The id of a demo item of Acme's content app by its title. */
function itemOf(server: TrilhaServer, text: string) {
  const [row] = server.query<{ idContentItem: number; idSection: number }>(
    "select c.idContentItem, c.idSection from content_items c join apps a on a.idApp = c.idApp where a.bucket = 'acme' and c.text = ? order by c.idContentItem",
    text,
  );
  if (!row) throw new Error(`no demo item '${text}'`);
  return row;
}

function sectionOf(server: TrilhaServer, text: string) {
  const [row] = server.query<{ idSection: number }>(
    "select s.idSection from sections s join apps a on a.idApp = s.idApp where a.bucket = 'acme' and s.text = ?",
    text,
  );
  if (!row) throw new Error(`no demo section '${text}'`);
  return row.idSection;
}

async function openItem(page: Page, server: TrilhaServer, text: string) {
  const item = itemOf(server, text);
  await page.goto(server.url('acme', `/content/${item.idContentItem}?idSection=${item.idSection}`));
  await expect(page.getByRole('heading', { name: text, level: 1 })).toBeVisible();
  return item;
}

async function signInMaria(page: Page, server: TrilhaServer) {
  await page.goto(server.url('acme', '/login'));
  await signIn(page, 'maria@acme.example');
  await expect(page.getByRole('heading', { name: 'Olá, Maria!' })).toBeVisible();
}

/** Plays the page's medium from `from` for about `seconds`, then pauses it (which saves the position). */
async function playFor(page: Page, selector: string, seconds: number) {
  const media = page.locator(selector);
  await media.evaluate((element: HTMLMediaElement) => {
    element.muted = true;
    return element.play();
  });
  await expect
    .poll(() => media.evaluate((element: HTMLMediaElement) => element.currentTime), { timeout: 15_000 })
    .toBeGreaterThan(seconds);
  const saved = page.waitForRequest((request) => request.url().endsWith('/content/progress'));
  await media.evaluate((element: HTMLMediaElement) => element.pause());
  return (await saved).postDataJSON() as { lastPosition: number; secondsPlayed: number };
}

const LAYOUTS: Array<[string, string]> = [
  ['Podcasts', 'audioCards'],
  ['Vídeos', 'videoCardGrid'],
  ['Notícias', 'postList'],
  ['Destaques', 'menuGrid'],
  ['Ao vivo', 'playlistList'],
  ['Atendimento', 'cardLines'],
  ['Vendas consultivas', 'journeyList'],
  ['Produtos', 'highlightList'],
  ['Novidades', 'multiFormatList'],
  ['Manual do colaborador', 'pdfList'],
  ['Trilhas', 'menuMosaic'],
  ['Em foco', 'plugList'],
  ['Integração', 'videoMosaic'],
  ['Sobre a Acme', 'sectionContent'],
  ['Impacto', 'impactMenu'],
  ['Portal de benefícios', 'embeddedSite'],
  ['Jornada do colaborador', 'sectionJourney'],
];

test.describe('content consumption', () => {
  test('every section layout shows its items, accessible at 390 and 1280 px @desktop', async ({
    page,
    server,
  }, testInfo) => {
    test.setTimeout(300_000);
    await signInMaria(page, server);
    for (const [text, screen] of LAYOUTS) {
      await page.goto(server.url('acme', `/secao/${sectionOf(server, text)}`));
      await expect(page.getByRole('heading', { name: text, level: 1 })).toBeVisible();
      const body = page.locator(`[data-screen="${screen}"]`);
      await expect(body).toBeVisible();
      await expect(body.locator('a, video, iframe, article').first()).toBeVisible();
      await page.screenshot({ path: `/tmp/content-shots/${testInfo.project.name}-${screen}.png`, fullPage: true });
      // axe cannot enter the embedded site's frame, whose sandbox forbids scripts; the rest of the page is checked.
      if (screen !== 'embeddedSite') await expectAccessible(page);
    }
    // A section without items says so.
    server.query('update content_items set active = 0 where idSection = ?', sectionOf(server, 'Podcasts'));
    await page.goto(server.url('acme', `/podcasts/${sectionOf(server, 'Podcasts')}`));
    await expect(page.getByText('Nenhum conteúdo disponível')).toBeVisible();
    server.query('update content_items set active = 1 where idSection = ?', sectionOf(server, 'Podcasts'));
  });

  test('the post list loads the next page as it scrolls and marks completed posts', async ({ page, server }) => {
    const section = sectionOf(server, 'Notícias');
    // Enough posts for three pages of 10.
    for (let index = 0; index < 22; index++) {
      server.query(
        "insert into content_items (idCompany, idApp, idSection, idContentType, position, text, content, tags, active, createdAt, rating, numberVotes) select idCompany, idApp, idSection, 5, 100 + ?, ?, '<p>Extra</p>', '', 1, createdAt, 0, 0 from content_items where idSection = ? limit 1",
        index,
        `Aviso extra ${index + 1}`,
        section,
      );
    }
    await signInMaria(page, server);
    await openItem(page, server, 'Acme bate meta de vendas do trimestre');
    await page.goto(server.url('acme', `/noticias/${section}`));
    const posts = page.locator('[data-layout="postList"] > li');
    await expect(posts.first()).toBeVisible();
    // The article just read is completed by its viewing record.
    await expect(
      page.getByRole('link', { name: 'Abrir Acme bate meta de vendas do trimestre' }).getByText('Concluído'),
    ).toBeVisible();
    // Each time the end of the list comes into view the next page of 10 loads.
    await expect
      .poll(
        async () => {
          await posts.last().scrollIntoViewIfNeeded();
          await page.mouse.wheel(0, 5_000);
          return posts.count();
        },
        { timeout: 20_000 },
      )
      .toBe(28);
  });

  test('video: plays, saves the position, and offers to continue from it after a reload', async ({ page, server }) => {
    await signInMaria(page, server);
    await openItem(page, server, 'Treinamento Acme: três passos');
    const saved = await playFor(page, 'video[data-testid="content-media"]', 2);
    expect(saved.lastPosition).toBeGreaterThan(2);
    await page.reload();
    const dialog = page.getByRole('dialog', { name: 'Continuar de onde parou?' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Continuar' }).click();
    await expect
      .poll(() =>
        page.locator('video[data-testid="content-media"]').evaluate((element: HTMLMediaElement) => element.currentTime),
      )
      .toBeGreaterThanOrEqual(saved.lastPosition - 0.5);
  });

  test('audio: the podcast resumes from the start when asked to', async ({ page, server }) => {
    await signInMaria(page, server);
    await openItem(page, server, 'Podcast: segurança no trabalho');
    await expectAccessible(page);
    const saved = await playFor(page, 'audio[data-testid="content-media"]', 2);
    expect(saved.secondsPlayed).toBeGreaterThan(0);
    await page.reload();
    const dialog = page.getByRole('dialog', { name: 'Continuar de onde parou?' });
    // Nothing is saved before the choice.
    let savedBeforeChoice = false;
    page.on('request', (request) => {
      if (request.url().endsWith('/content/progress')) savedBeforeChoice = true;
    });
    await expect(dialog).toBeVisible();
    expect(savedBeforeChoice).toBe(false);
    await dialog.getByRole('button', { name: 'Começar do início' }).click();
    await expect
      .poll(() =>
        page.locator('audio[data-testid="content-media"]').evaluate((element: HTMLMediaElement) => element.currentTime),
      )
      .toBeLessThan(saved.lastPosition);
  });

  test('article and post: sanitized text, and the rating flow with thanks then the new value', async ({
    page,
    server,
  }) => {
    await signInMaria(page, server);
    await openItem(page, server, 'Boas-vindas ao novo aplicativo');
    await expect(page.getByRole('heading', { name: 'Um app para toda a Acme' })).toBeVisible();
    const rating = page.getByRole('region', { name: 'Avalie este conteúdo' });
    await expect(rating).toHaveAttribute('data-rating-phase', 'beforeRate');
    await rating.getByRole('button', { name: 'Avaliar' }).click();
    const form = page.getByRole('dialog', { name: 'Avalie este conteúdo' });
    await expect(form.getByRole('button', { name: 'Enviar' })).toBeDisabled();
    await expectAccessible(page);
    await form.getByRole('radio', { name: '4 estrelas' }).check({ force: true });
    await expect(form.getByRole('button', { name: 'Enviar' })).toBeEnabled();
    const sent = page.waitForResponse((response) => response.url().endsWith('/content/rating'));
    await form.getByRole('button', { name: 'Enviar' }).click();
    const answer = await (await sent).json();
    expect(answer).toMatchObject({ vote: 4, numberVotes: 1, rating: 4 });
    await expect(page.getByText('Obrigado pela sua avaliação!')).toBeVisible();
    // The first rating earns campaign points.
    const toast = page.getByRole('status').filter({ hasText: /Você agora tem \d+ Pts/ });
    await expect(toast).toBeVisible();
    // The toast sits above the bottom menu: its labels stay readable.
    const bottomMenu = page.getByRole('navigation', { name: 'Menu inferior' });
    await expect(bottomMenu).toBeVisible();
    const [toastBox, menuBox] = [await toast.boundingBox(), await bottomMenu.boundingBox()];
    expect(toastBox && menuBox).toBeTruthy();
    if (toastBox && menuBox) expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(menuBox.y + 0.5);
    await expect(page.getByText('Sua avaliação: 4')).toBeVisible({ timeout: 5_000 });
    await expect(page.getByText('Obrigado pela sua avaliação!')).toBeHidden();
    await page.reload();
    await expect(page.getByRole('region', { name: 'Avalie este conteúdo' })).toHaveAttribute(
      'data-rating-phase',
      'alreadyRated',
    );

    await openItem(page, server, 'Acme bate meta de vendas do trimestre');
    await expect(page.locator('[data-content-type="3"] img').first()).toBeVisible();
  });

  test('PDF: pdf.js shows page 1 of 4 and moves between pages within bounds', async ({ page, server }) => {
    await signInMaria(page, server);
    await openItem(page, server, 'Manual do colaborador');
    await expect(page.getByText('Página 1 de 4', { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Página anterior' })).toBeDisabled();
    await page.getByRole('button', { name: 'Próxima página' }).click();
    await expect(page.getByText('Página 2 de 4', { exact: true })).toBeVisible();
    await expectAccessible(page);
    const item = itemOf(server, 'Manual do colaborador');
    server.query(
      "update content_items set contentLocation = '/files/nao-existe.pdf' where idContentItem = ?",
      item.idContentItem,
    );
    await page.reload();
    await expect(page.getByText('Erro ao carregar PDF')).toBeVisible({ timeout: 20_000 });
  });

  test('live: plays the HLS stream with the AO VIVO badge today, and shows the picture on another day', async ({
    page,
    server,
  }) => {
    await signInMaria(page, server);
    await openItem(page, server, 'Ao vivo: abertura da convenção');
    await expect(page.getByText('AO VIVO', { exact: true })).toBeVisible();
    const video = page.getByTestId('live-video');
    await video.evaluate((element: HTMLVideoElement) => {
      element.muted = true;
      return element.play();
    });
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 20_000 })
      .toBeGreaterThan(0.5);
    await expectAccessible(page);
    await openItem(page, server, 'Próxima live: resultados do ano');
    await expect(page.getByTestId('live-video')).toHaveCount(0);
    await expect(page.getByText(/A transmissão começa em/)).toBeVisible();
  });

  test('playlist: the media center lists the videos, each opens in /wtplayer and the end opens the next', async ({
    page,
    server,
  }) => {
    await signInMaria(page, server);
    const playlist = await openItem(page, server, 'Playlist: segurança em vídeo');
    await page.getByRole('link', { name: /Equipamentos de proteção/ }).click();
    await expect(page).toHaveURL(
      new RegExp(`/wtplayer/acme-seg-02\\?idSection=${playlist.idSection}&content=${playlist.idContentItem}&type=7$`),
    );
    await expect(page.getByRole('heading', { name: 'Equipamentos de proteção', level: 1 })).toBeVisible();
    await expect(page.getByText('Tocando agora')).toBeVisible();
    await expectAccessible(page);
    await page.getByTestId('content-media').evaluate((element: HTMLVideoElement) => {
      element.muted = true;
      element.currentTime = Math.max(0, element.duration - 0.3);
      return element.play();
    });
    await expect(page).toHaveURL(/\/wtplayer\/acme-seg-03/, { timeout: 15_000 });
  });

  test('journeys: step-by-step progress, the location map of the guided module, and the journey list', async ({
    page,
    server,
  }) => {
    await signInMaria(page, server);
    await openItem(page, server, 'Passo a passo: primeira semana');
    const progress = page.getByRole('progressbar', { name: 'Progresso da jornada' });
    await expect(progress).toHaveAttribute('aria-valuenow', '33');
    await page.getByRole('button', { name: 'Próximo' }).click();
    await expect(progress).toHaveAttribute('aria-valuenow', '67');
    await expect(page.getByText('Etapa 2 de 3')).toBeVisible();
    await page.getByRole('button', { name: 'Anterior' }).click();
    await expect(progress).toHaveAttribute('aria-valuenow', '33');

    await openItem(page, server, 'Módulo interativo: integração');
    const map = page.getByRole('navigation', { name: 'MAPA DE LOCALIZAÇÃO' });
    if (!(await map.getByRole('button', { name: 'Saídas de emergência' }).isVisible())) {
      await map.getByRole('button', { name: 'MAPA DE LOCALIZAÇÃO' }).click();
    }
    await map.getByRole('button', { name: 'Saídas de emergência' }).click();
    await expect(page.getByRole('heading', { name: 'Saídas de emergência' })).toBeInViewport();
    await expect(progress).toHaveAttribute('aria-valuenow', '100');
    await expectAccessible(page);

    await openItem(page, server, 'Jornada de vendas consultivas');
    await page.getByRole('link', { name: /Equipamentos de proteção/ }).click();
    await expect(page.getByRole('heading', { name: 'Equipamentos de proteção', level: 1 })).toBeVisible();
  });

  test("downloads, embedded site and live link card; another company's item is not shown", async ({ page, server }) => {
    await signInMaria(page, server);
    await openItem(page, server, 'Política de viagens (PDF)');
    await expect(page.getByRole('link', { name: 'Baixar arquivo' })).toHaveAttribute(
      'href',
      /politica-de-viagens\.pdf(\?sig=[^&]+)?$/,
    );
    await openItem(page, server, 'Portal de benefícios');
    await expect(page.locator('iframe[title="Portal de benefícios"]')).toBeVisible();
    await openItem(page, server, 'Bate-papo com a liderança');
    await expect(page.getByRole('link', { name: 'Entrar na transmissão' })).toHaveAttribute(
      'href',
      'https://meet.acme.example/bate-papo',
    );
    const [globex] = server.query<{ idContentItem: number }>(
      "select idContentItem from content_items where text = 'Aviso da diretoria'",
    );
    await page.goto(server.url('acme', `/content/${globex?.idContentItem}`));
    await expect(page.getByRole('heading', { name: 'PÁGINA NÃO ENCONTRADA.' })).toBeVisible();
  });

  test('viewing tracking: recorded when idle, not again on leaving, and anew after activity', async ({
    page,
    server,
  }) => {
    await page.clock.install();
    await signInMaria(page, server);
    const item = await openItem(page, server, 'Semana da segurança');
    const tracked: Array<Record<string, unknown>> = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/tracking/exit')) tracked.push(request.postDataJSON());
    });
    await page.clock.fastForward('05:01');
    await expect.poll(() => tracked.length).toBe(1);
    expect(tracked[0]).toMatchObject({
      idNavigationType: 1,
      idNavigationItem: item.idContentItem,
      idSection: item.idSection,
    });
    expect(String(tracked[0]?.timeStart)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(tracked[0]?.timeExecuted).toBeGreaterThanOrEqual(300);
    // Leaving right after the idle record sends nothing more.
    await page.goBack();
    await page.waitForTimeout(500);
    expect(tracked).toHaveLength(1);

    // Activity starts a new visit, recorded on leaving.
    await openItem(page, server, 'Semana da segurança');
    await page.clock.fastForward('05:01');
    await expect.poll(() => tracked.length).toBe(2);
    await page.mouse.move(10, 10);
    await page.mouse.move(50, 80);
    await page.clock.fastForward(1000);
    await page.getByRole('link', { name: 'Início' }).first().click();
    await expect.poll(() => tracked.length).toBe(3);
    expect(tracked[2]?.timeExecuted).toBeLessThan(60);
  });
});
