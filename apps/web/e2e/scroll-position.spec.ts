import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, signIn, startServer, type TrilhaServer, test } from './fixtures';

/**
 * Spec 1, 9 and spec 3, 4.16: the scroll position is kept per page and per member, and comes back on
 * back navigation and after a reload.
 *
 * The long page here is the home listing many menu sections, seeded for this journey alone on a private
 * server. `LongPage` says where to scroll and what to open, so the same journey can run on any long
 * section (point `path`, `item` and `opened` at it).
 */
type LongPage = {
  /** The long page's address. */
  path: string;
  /** Shown once the long page has rendered. */
  ready: (page: Page) => Locator;
  /** An item far down the page. */
  item: (page: Page) => Locator;
  /** Shown once the item's own page has opened. */
  opened: (page: Page) => Locator;
};

const SECTION_COUNT = 60;
const FAR_ITEM = 'Seção longa 45';

const HOME_WITH_MANY_SECTIONS: LongPage = {
  path: '/',
  ready: (page) => page.getByRole('heading', { name: 'Olá, Maria!' }),
  item: (page) => page.getByRole('link', { name: FAR_ITEM }),
  opened: (page) => page.getByRole('heading', { name: FAR_ITEM }),
};

/** Adds `count` active sections to the Acme content app, straight into this server's database. */
function seedManySections(server: TrilhaServer, count: number): void {
  const [app] = server.query<{ idApp: number; idCompany: number }>(
    "SELECT idApp, idCompany FROM apps WHERE bucket = 'acme'",
  );
  if (!app) throw new Error('demo app acme not found');
  for (let index = 1; index <= count; index++) {
    server.query(
      `INSERT INTO sections (idCompany, idApp, idSectionType, parentIdSection, sectionTo, position, text, description,
         image, imageSecondary, color, imageStyle, showText, content, url, design, active)
       VALUES (?, ?, 1, NULL, NULL, ?, ?, ?, NULL, NULL, NULL, 'default', 1, NULL, NULL, NULL, 1)`,
      app.idCompany,
      app.idApp,
      100 + index,
      `Seção longa ${index}`,
      `Uma seção entre muitas, a de número ${index}.`,
    );
  }
}

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

async function expectScrollNear(page: Page, y: number): Promise<void> {
  await expect
    .poll(async () => Math.abs((await scrollY(page)) - y), { message: `scroll back at ${y}px` })
    .toBeLessThanOrEqual(2);
}

/** Scrolls the long page to its far item and opens it; answers where the long page was left. */
async function openFarItem(page: Page, longPage: LongPage): Promise<number> {
  const item = longPage.item(page);
  // In the middle of the screen, clear of a fixed header or bottom menu, so the click itself scrolls no further.
  await item.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const left = await scrollY(page);
  await item.click();
  await expect(longPage.opened(page)).toBeVisible();
  return left;
}

let server: TrilhaServer;

test.beforeAll(async () => {
  server = await startServer();
  seedManySections(server, SECTION_COUNT);
});

test.afterAll(async () => {
  await server?.stop();
});

test('a long page keeps its scroll position through opening an item, going back and reloading @desktop', async ({
  page,
}) => {
  const longPage = HOME_WITH_MANY_SECTIONS;
  await page.goto(server.url('acme', '/login'));
  await signIn(page, 'maria@acme.example');
  await expect(longPage.ready(page)).toBeVisible();
  await expectAccessible(page);

  // Open an item far down, then come back: the same position, the item in view.
  const left = await openFarItem(page, longPage);
  expect(left).toBeGreaterThan(1000);
  await expect.poll(() => scrollY(page), { message: 'a newly opened page starts at the top' }).toBe(0);
  await expectAccessible(page);
  await page.goBack();
  await expect(longPage.ready(page)).toBeVisible();
  await expectScrollNear(page, left);
  await expect(longPage.item(page)).toBeInViewport();

  // Reload on the item's page, then go back: still the same position.
  const leftAgain = await openFarItem(page, longPage);
  await page.reload();
  await expect(longPage.opened(page)).toBeVisible();
  await page.goBack();
  await expect(longPage.ready(page)).toBeVisible();
  await expectScrollNear(page, leftAgain);

  // Reload the long page itself at another position.
  await page.evaluate(() => window.scrollTo(0, 900));
  await expect.poll(() => scrollY(page)).toBe(900);
  await page.reload();
  await expect(longPage.ready(page)).toBeVisible();
  await expectScrollNear(page, 900);
});

test('the position comes back after a reload even when the page code arrives slowly', async ({ page }) => {
  const longPage = HOME_WITH_MANY_SECTIONS;
  await page.goto(server.url('acme', '/login'));
  await signIn(page, 'maria@acme.example');
  await expect(longPage.ready(page)).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 1400));
  await expect.poll(() => scrollY(page)).toBe(1400);

  // The lazy route's code takes a while to arrive, as on a slow connection.
  await page.route(/\/assets\/home-page-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.reload();
  await expect(longPage.ready(page)).toBeVisible();
  await expectScrollNear(page, 1400);
});

test('the position belongs to the member: another member on the same device starts at the top', async ({ page }) => {
  await page.goto(server.url('acme', '/login'));
  await signIn(page, 'maria@acme.example');
  await expect(HOME_WITH_MANY_SECTIONS.ready(page)).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 1200));
  await expect.poll(() => scrollY(page)).toBe(1200);
  await page.reload();
  await expectScrollNear(page, 1200);

  await page.getByRole('button', { name: 'Sair' }).first().click();
  await signIn(page, 'joao@acme.example');
  await expect(page.getByRole('heading', { name: /^Olá, / })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: /^Olá, / })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);
});
