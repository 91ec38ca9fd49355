import type { Page } from '@playwright/test';
import { expect, expectAccessible, signIn, type TrilhaServer, test } from './fixtures';

/**
 * Members arrive from links in e-mails and chats, in a new tab with no page of the app before (issue 22):
 * every failure shows the product's own Portuguese screen, and every way back stays in the app.
 */

async function signInAt(page: Page, server: TrilhaServer, bucket: string, username: string): Promise<void> {
  await page.goto(server.url(bucket, '/login'));
  await signIn(page, username);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** Opens `path` as a link from elsewhere would: a new tab of the same member, with no history in the app. */
async function openInNewTab(page: Page, url: string): Promise<Page> {
  const tab = await page.context().newPage();
  await tab.goto(url);
  return tab;
}

test('addresses of another company or of nothing show the product’s not-found screen, with a way back home', async ({
  page,
  server,
}) => {
  await signInAt(page, server, 'globex', 'carlos@globex.example');
  for (const path of ['/level/1/seguranca-basica', '/evaluations/1/2/1', '/lms/9/14/11', '/content/1?idSection=1']) {
    const tab = await openInNewTab(page, server.url('globex', path));
    await expect(tab.getByRole('heading', { name: 'PÁGINA NÃO ENCONTRADA.' })).toBeVisible();
    await expect(tab.getByText(/Unexpected Application Error|Hey developer|404 Not Found/)).toHaveCount(0);
    // Opened directly, 'Voltar' goes to the home instead of leaving the app for a blank page.
    await tab.getByRole('main').getByRole('button', { name: 'Voltar' }).click();
    await expect(tab).toHaveURL(server.url('globex', '/'));
    await tab.close();
  }

  await signInAt(page, server, 'acme-academy', 'maria@acme.example');
  // Another member's evaluation and course, and a page that is not there.
  const [other] = server.query<{ idEnrollment: number; idEvaluation: number; idQuestionnaire: number }>(
    `select q.idEnrollment, q.idEvaluation, q.idQuestionnaire from learning_questionnaires q
      join users u on u.idUser = q.idUser where u.email <> 'maria@acme.example' and q.idEnrollment is not null
      order by q.idQuestionnaire`,
  );
  const paths = ['/lms/9/14/11', '/level/999999/seguranca-basica', '/contentNode/999999'];
  if (other) paths.push(`/evaluations/${other.idEnrollment}/${other.idEvaluation}/${other.idQuestionnaire}`);
  for (const path of paths) {
    const tab = await openInNewTab(page, server.url('acme-academy', path));
    await expect(
      tab.getByRole('heading', {
        name: /^(PÁGINA NÃO ENCONTRADA\.|Acesso restrito|Um problema inesperado ocorreu\.)$/,
      }),
      path,
    ).toBeVisible();
    await expect(tab.getByText(/Unexpected Application Error|Hey developer/)).toHaveCount(0);
    await expect(tab.getByRole('link', { name: 'Ir para tela inicial' })).toBeVisible();
    await tab.close();
  }
});

test('a page whose code cannot load shows ‘Um problema inesperado ocorreu.’ inside the app, and trying again works', async ({
  page,
  server,
}) => {
  await signInAt(page, server, 'acme', 'maria@acme.example');
  const [item] = server.query<{ idContentItem: number; idSection: number }>(
    "select idContentItem, idSection from content_items where text = 'Ao vivo: abertura da convenção'",
  );
  // The content screen's code fails to arrive (a deploy replaced it, the network dropped it).
  await page.route(/\/assets\/content-page-[^/]*\.js$/, (route) => route.abort());
  await page.goto(server.url('acme', `/content/${item?.idContentItem}?idSection=${item?.idSection}`));
  await expect(page.getByRole('heading', { name: 'Um problema inesperado ocorreu.' })).toBeVisible();
  await expect(page.getByText(/Unexpected Application Error|Hey developer/)).toHaveCount(0);
  // The app's own top bar is still there.
  await expect(page.getByRole('banner')).toBeVisible();
  await expectAccessible(page);
  await page.unroute(/\/assets\/content-page-[^/]*\.js$/);
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ao vivo: abertura da convenção' })).toBeVisible();
});

test('a content screen opened from a link goes back to its section, and a redirect’s Cancelar to the home', async ({
  page,
  server,
}) => {
  await signInAt(page, server, 'acme', 'maria@acme.example');
  const [guided] = server.query<{ idContentItem: number; idSection: number; section: string }>(
    `select c.idContentItem, c.idSection, s.text as section from content_items c join sections s on s.idSection = c.idSection
      join apps a on a.idApp = c.idApp where a.bucket = 'acme' and c.idContentType = 23 and c.parent is null
      order by c.idContentItem`,
  );
  expect(guided).toBeDefined();
  const address = server.url('acme', `/content/${guided?.idContentItem}?idSection=${guided?.idSection}`);
  const sectionPath = new RegExp(`/[a-z0-9-]+/${guided?.idSection}$`);

  // 'SAIR DESTE MÓDULO' in a tab opened on the module: the module's section, not the browser's blank page.
  let tab = await openInNewTab(page, address);
  await tab.getByRole('button', { name: 'MAPA DE LOCALIZAÇÃO' }).click();
  await tab.getByRole('button', { name: 'SAIR DESTE MÓDULO' }).click();
  await expect(tab).toHaveURL(sectionPath);
  await expect(tab.getByRole('heading', { level: 1, name: guided?.section ?? '' })).toBeVisible();
  await tab.close();

  // The top bar's back control does the same, as an installed app has no browser buttons.
  tab = await openInNewTab(page, address);
  await tab.getByRole('banner').getByRole('button', { name: 'Voltar' }).click();
  await expect(tab).toHaveURL(sectionPath);
  await tab.close();

  // A link-out section opened directly: 'Cancelar' goes to the home.
  const [site] = server.query<{ idSection: number }>(
    "select s.idSection from sections s join apps a on a.idApp = s.idApp where a.bucket = 'acme' and s.text = 'Site da Acme'",
  );
  tab = await openInNewTab(page, server.url('acme', `/site-da-acme/${site?.idSection}`));
  await tab.getByRole('button', { name: 'Cancelar' }).click();
  await expect(tab).toHaveURL(server.url('acme', '/'));
  await tab.close();
});
