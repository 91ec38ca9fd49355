import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, BrowserContext, Page, Response, TestInfo } from '@playwright/test';
import { slugify } from '@trilha/shared/rules/slug';
import { expect, expectAccessible, signIn, startServer, type TrilhaServer, test } from './fixtures';
import { LONG_WORD, lengthenDemoTexts } from './long-texts';

/**
 * Every screen of every demo app holds on a phone and with long input (issue 22): each route of the
 * routers, filled with the demo's ids, opened once and looked at 390, 320, 768 and 1280 px wide, with very
 * long unbroken titles, names and descriptions in the data. On each: nothing wider than the screen, no
 * sideways scroll, no developer or library text, axe clean, and a screenshot kept with the results.
 */

const WIDTHS = [390, 320, 768, 1280] as const;
/** axe judges the phone and the desktop layout of each page (the others lie between them). */
const AXE_WIDTHS = new Set<number>([390, 1280]);

/** Texts a member must never read: the router's developer page, a library's message, an empty value. */
const DENIED = [
  /Unexpected Application Error/,
  /Hey developer/,
  /Demasiado/,
  /esperava/,
  /\bundefined\b/,
  /\bnull\b/,
  /\bNaN\b/,
  /\bInvalid\b/,
];

const ROOT = resolve(import.meta.dirname, '../src/app');

/**
 * The path of every route a router file declares (the walk must visit each of them): each `path: '…'`, and
 * each path of a list the routes are built from (`...['a', 'b/:id'].map((path) => ({ path, … }))`).
 */
function routerPaths(file: RouterFile): string[] {
  const text = readFileSync(resolve(ROOT, file), 'utf8');
  const declared = [...text.matchAll(/\bpath: '([^']+)'/g)].map((match) => match[1] ?? '');
  const listed = [...text.matchAll(/\.\.\.\[([^\]]*)\]\.map\(/g)].flatMap((match) =>
    [...(match[1] ?? '').matchAll(/'([^']+)'/g)].map((quoted) => quoted[1] ?? ''),
  );
  return [...declared, ...listed];
}

/** The router files a walk visits the routes of (relative to src/app). */
type RouterFile =
  | 'content-routes.tsx'
  | 'learning-routes.tsx'
  | 'router.tsx'
  | 'console-routes.tsx'
  | '../features/admin/reports/reports-routes.tsx';

/** Patterns of a router file the walk knows how to fill, checked against the file itself. */
function expectCovered(file: RouterFile, visited: Set<string>): void {
  const missing = routerPaths(file).filter((path) => !visited.has(path));
  expect(missing, `routes of ${file} the walk does not visit: add how to fill them in every-screen.spec.ts`).toEqual(
    [],
  );
}

/** The calls to the API and the scripts a page has in flight (not media, streams or sockets), counted per page. */
const inFlight = new WeakMap<Page, Set<unknown>>();

function trackCalls(page: Page): void {
  if (inFlight.has(page)) return;
  const calls = new Set<unknown>();
  inFlight.set(page, calls);
  // A screen's lazy module counts: its data is asked for once it has arrived.
  const isCall = (request: { resourceType: () => string }) =>
    ['fetch', 'xhr', 'script'].includes(request.resourceType());
  page.on('request', (request) => {
    if (isCall(request)) calls.add(request);
  });
  const done = (request: unknown) => calls.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

/**
 * Waits until the page has its data: nothing in flight for a moment (a call answered starts the next within
 * a frame or two of rendering), and no spinner left.
 */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('domcontentloaded');
  const calls = inFlight.get(page);
  let quietSince = 0;
  await expect
    .poll(
      () => {
        if ((calls?.size ?? 0) > 0) quietSince = 0;
        else if (!quietSince) quietSince = Date.now();
        return quietSince > 0 && Date.now() - quietSince >= 250;
      },
      { timeout: 30_000, intervals: [100] },
    )
    .toBe(true);
  await expect(page.locator('[role="status"] .animate-spin')).toHaveCount(0, { timeout: 15_000 });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // What arrived is drawn: two frames.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/** Finds what spills out of the screen and the texts no member may read, in the page as it is now. */
const probe = ({ denied, width }: { denied: string[]; width: number }) => {
  const problems: string[] = [];
  const root = document.documentElement;
  // A phone lays out a page wider than its screen and zooms it out (innerWidth grows with it): measured
  // against the screen's own width, not against innerWidth.
  if (window.innerWidth > width) problems.push(`zoomed out: laid out ${window.innerWidth}px wide in ${width}px`);
  if (root.scrollWidth > width) problems.push(`scrolls sideways: ${root.scrollWidth}px in ${width}px`);
  /** Whether an ancestor clips the element sideways (a carousel, a tab row, a scroll box: meant to). */
  const isClipped = (element: Element) => {
    for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      if (getComputedStyle(parent).overflowX !== 'visible') return true;
    }
    return false;
  };
  const describe = (element: Element) => {
    const text = (element.textContent ?? '').trim().slice(0, 40);
    return `<${element.tagName.toLowerCase()} class="${String(element.getAttribute('class') ?? '').slice(0, 60)}">${text}`;
  };
  let reported = 0;
  for (const element of document.body.querySelectorAll('*')) {
    const box = element.getBoundingClientRect();
    if (box.width <= width + 1 || box.height === 0) continue;
    if (isClipped(element)) {
      // A table on a phone is a list of cards: one that needs a sideways scroll hides its columns.
      if (width < 768 && element.tagName === 'TABLE') problems.push(`table wider than a phone: ${describe(element)}`);
      continue;
    }
    problems.push(`${Math.round(box.width)}px wide: ${describe(element)}`);
    if (++reported >= 5) break;
  }
  const text = document.body.innerText;
  for (const source of denied) {
    const match = new RegExp(source).exec(text);
    if (match) problems.push(`shows '${match[0]}': …${text.slice(Math.max(0, match.index - 40), match.index + 40)}…`);
  }
  return problems;
};

/** Opens `path` and checks it at every width; failures are collected (soft) so one run lists them all. */
async function checkScreen(
  page: Page,
  origin: string,
  path: string,
  testInfo: TestInfo,
  prepare?: () => Promise<void>,
) {
  await test.step(path, async () => {
    await page.setViewportSize({ width: WIDTHS[0], height: 900 });
    const errors: string[] = [];
    const onError = (error: Error) => errors.push(error.message);
    page.on('pageerror', onError);
    // An image the page names and the server does not have (a missing format variant, a broken address).
    const onResponse = (response: Response) => {
      if (response.request().resourceType() === 'image' && response.status() >= 400)
        errors.push(`image ${response.status()}: ${new URL(response.url()).pathname}`);
    };
    page.on('response', onResponse);
    trackCalls(page);
    await page.goto(`${origin}${path}`);
    await settle(page);
    if (prepare) {
      await prepare();
      await settle(page);
    }
    screens += 1;
    const name = `${String(screens).padStart(3, '0')}-${
      path
        .replace(/[^a-zA-Z0-9]+/g, '-')
        .replace(/^-|-$/g, '')
        .slice(0, 40) || 'inicio'
    }`;
    for (const width of WIDTHS) {
      if (page.viewportSize()?.width !== width) await page.setViewportSize({ width, height: 900 });
      // Two frames: the layout of the new width, and what the width's media queries change in React.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      const problems = await page.evaluate(probe, { denied: DENIED.map((pattern) => pattern.source), width });
      expect.soft(problems, `${path} at ${width} px`).toEqual([]);
      const file = testInfo.outputPath(`${new URL(origin).hostname.split('.')[0]}-${name}-${width}.png`);
      await page.screenshot({ path: file, fullPage: width === 390 });
      if (width === 390) await testInfo.attach(`${path} (390 px)`, { path: file, contentType: 'image/png' });
      if (AXE_WIDTHS.has(width)) {
        const verdict = await Promise.race([
          expectAccessible(page).then(
            () => '',
            (error: Error) => error.message,
          ),
          // One stuck check (seen once on a loaded machine) must not take the rest of the walk with it.
          new Promise<string>((done) => setTimeout(() => done('axe did not answer in 90 s'), 90_000)),
        ]);
        expect.soft(verdict, `${path} at ${width} px: axe`).toBe('');
      }
    }
    page.off('pageerror', onError);
    page.off('response', onResponse);
    expect.soft(errors, `${path}: errors thrown in the page, images missing`).toEqual([]);
  });
}

/**
 * A window of the walk: the phone of the project's settings, drawn at one pixel per CSS pixel (the layout is
 * the same; the screenshots are what a person looks at, and they are taken several hundred times).
 */
async function newWindow(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: WIDTHS[0], height: 900 }, deviceScaleFactor: 1 });
  contexts.push(context);
  return context;
}

/** A signed-in window of one app for the whole walk of it. */
async function signedIn(browser: Browser, server: TrilhaServer, bucket: string, username: string) {
  const context = await newWindow(browser);
  const page = await context.newPage();
  await page.goto(server.url(bucket, '/login'));
  await signIn(page, username);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  return { context, page };
}

type MenuEntry = { idSection: number; idSectionType: number; text: string };
type StoredMenu = {
  menu: Array<MenuEntry & { menuOption: MenuEntry[] }>;
  loginInfo: { idUser: number };
};

/** The member's session as the app keeps it (their menu is what their home and menu show). */
async function sessionOf(page: Page): Promise<StoredMenu> {
  return JSON.parse((await page.evaluate(() => localStorage.getItem('trilha.session'))) ?? 'null') as StoredMenu;
}

/** The walk's own server (per worker): its database gets the long texts, so no other journey sees them. */
let server: TrilhaServer;
/** Screens checked so far, numbering the screenshots in the order they were taken. */
let screens = 0;
const contexts: BrowserContext[] = [];

// The walks are independent: with two workers they run side by side, each worker with its own server.
test.describe.configure({ mode: 'parallel' });
// A trace of several hundred screens would weigh hundreds of megabytes and slow every step; the problems
// found are listed by page and width, with the screenshots beside them.
test.use({ trace: 'off' });

test.beforeAll(async () => {
  // Starting from source and seeding takes longer than a journey's minute on a busy machine.
  test.setTimeout(180_000);
  server = await startServer({}, { readyWithinMs: 170_000 });
  lengthenDemoTexts(server);
});

test.afterAll(async () => {
  for (const context of contexts) await context.close();
  await server?.stop();
});

/** Signs Bruno (who has not accepted the terms yet) in on `bucket` and checks the terms screen he is sent to. */
async function checkTermsScreen(browser: Browser, bucket: string, testInfo: TestInfo): Promise<void> {
  const page = await (await newWindow(browser)).newPage();
  await page.goto(server.url(bucket, '/login'));
  await signIn(page, 'bruno@acme.example');
  await page.waitForURL((url) => url.pathname === '/terms');
  await checkScreen(page, server.url(bucket, ''), '/terms', testInfo);
}

/** The content app's routes (app/content-routes.tsx), filled from the member's menu and the app's data. */
async function contentAppPaths(page: Page, bucket: string, covered: Set<string>): Promise<string[]> {
  const session = await sessionOf(page);
  const [app] = server.query<{ idApp: number }>('select idApp from apps where bucket = ?', bucket);
  const idApp = app?.idApp ?? 0;
  const paths: string[] = ['/'];
  const cover = (pattern: string, ...found: Array<string | undefined>) => {
    const present = found.filter((path): path is string => Boolean(path));
    if (present.length > 0) covered.add(pattern);
    paths.push(...present);
  };
  // A section of every type in the member's menu: each section screen, each layout.
  const sections = session.menu.flatMap((entry) => [entry, ...entry.menuOption]);
  const sectionOfType = new Map<number, MenuEntry>();
  for (const section of sections)
    if (!sectionOfType.has(section.idSectionType)) sectionOfType.set(section.idSectionType, section);
  cover(
    ':slug/:idSection',
    ...[...sectionOfType.values()].map((section) => `/${slugify(section.text)}/${section.idSection}`),
  );
  // One content item of every type the app has, in a section of the member's menu.
  const menuSections = new Set(sections.map((section) => section.idSection));
  const items = server
    .query<{ idContentItem: number; idSection: number; idContentType: number }>(
      'select idContentItem, idSection, idContentType from content_items where idApp = ? and parent is null and active = 1 order by idContentItem',
      idApp,
    )
    .filter((item) => menuSections.has(item.idSection));
  const byType = new Map<number, (typeof items)[number]>();
  for (const item of items) if (!byType.has(item.idContentType)) byType.set(item.idContentType, item);
  cover(
    '/content/:idContentItem',
    ...[...byType.values()].map((item) => `/content/${item.idContentItem}?idSection=${item.idSection}`),
    // An id of another company, as a link from elsewhere would have it: the product's not-found screen.
    '/content/999999?idSection=1',
  );
  const playlist = items.find((item) => item.idContentType === 7);
  const [file] = playlist
    ? server.query<{ files: string }>('select files from content_items where idContentItem = ?', playlist.idContentItem)
    : [];
  const entry = file ? (JSON.parse(file.files) as Array<{ hashedId: string }>)[0] : undefined;
  const playlistQuery = playlist ? `?idSection=${playlist.idSection}&content=${playlist.idContentItem}&type=7` : '';
  cover('/wtplayer/:hashedId', entry ? `/wtplayer/${entry.hashedId}${playlistQuery}` : undefined);
  cover('/ytplayer/:videoId', playlist ? `/ytplayer/dQw4w9WgXcQ${playlistQuery}` : undefined);
  const [upload] = server.query<{ idUserUpload: number; idSection: number }>(
    'select u.idUserUpload, u.idSection from user_uploads u join sections s on s.idSection = u.idSection where s.idApp = ? order by u.idUserUpload',
    idApp,
  );
  cover(
    '/userupload/:idUserUpload',
    upload ? `/userupload/${upload.idUserUpload}?idSection=${upload.idSection}` : undefined,
  );
  const [room] = server.query<{ idChatRoom: number }>(
    'select r.idChatRoom from chat_rooms r join sections s on s.idSection = r.idSection where s.idApp = ?',
    idApp,
  );
  cover('/chat/:room', room ? `/chat/${room.idChatRoom}` : undefined);
  const [member] = server.query<{ name: string; email: string }>(
    'select name, email from users where idCompany = (select idCompany from apps where idApp = ?) order by idUser',
    idApp,
  );
  cover(
    '/PerfilUsuario',
    member
      ? `/PerfilUsuario?nome=${encodeURIComponent(member.name)}&email=${encodeURIComponent(member.email)}`
      : undefined,
  );
  const [offer] = server.query<{ idOffer: number }>(
    'select o.idOffer from store_offers o join store_products p on p.idProduct = o.idProduct where p.idApp = ? order by o.idOffer',
    idApp,
  );
  cover('/detalheslojinha', offer ? `/detalheslojinha?idOffer=${offer.idOffer}` : undefined);
  for (const path of ['/perfil', '/editar-perfil', '/editPerfil', '/offline', '/lojinha', '/cartlojinha'])
    cover(path, path);
  // An address the app does not have.
  cover('*', '/level/1/seguranca-basica');
  return paths;
}

/** The two content apps, walked side by side, each with a member of its own company. */
const CONTENT_APPS = [
  ['acme', 'maria@acme.example'],
  ['globex', 'carlos@globex.example'],
] as const;

for (const [bucket, username] of CONTENT_APPS) {
  test(`${bucket}: every screen of the content app holds at every width with long texts`, async ({
    browser,
  }, testInfo) => {
    test.setTimeout(15 * 60_000);
    const { page } = await signedIn(browser, server, bucket, username);
    // What the two apps fill between them covers the router; each walk checks that, and visits its own.
    const covered = new Set<string>(['/terms']);
    const paths = await contentAppPaths(page, bucket, covered);
    for (const [other, otherUsername] of CONTENT_APPS) {
      if (other === bucket) continue;
      const signedInOther = await signedIn(browser, server, other, otherUsername);
      await contentAppPaths(signedInOther.page, other, covered);
      await signedInOther.context.close();
    }
    expectCovered('content-routes.tsx', covered);
    for (const path of paths) await checkScreen(page, server.url(bucket, ''), path, testInfo);
    // The agreement screen of the content app.
    if (bucket === 'acme') await checkTermsScreen(browser, bucket, testInfo);
  });
}

test('acme-academy: every screen of the learning app holds at every width with long texts', async ({
  browser,
}, testInfo) => {
  test.setTimeout(25 * 60_000);
  const covered = new Set<string>();
  const { page } = await signedIn(browser, server, 'acme-academy', 'maria@acme.example');
  const { loginInfo } = await sessionOf(page);
  const idUser = loginInfo.idUser;
  // Enrollments in a training with a video and in the packaged courses, made through the API as a member would.
  for (const nodeCode of ['vendas-consultivas', 'cursos-interativos']) {
    const [team] = server.query<{ idTeam: number }>(
      'select t.idTeam from learning_teams t join learning_nodes n on n.idNode = t.idNode where n.nodeCode = ? and t.needApproval = 0 order by t.idTeam',
      nodeCode,
    );
    // From the page, as the app calls it (the test's own resolver does not know *.localhost).
    const answer = await page.evaluate(
      async (body) => {
        const token = JSON.parse(localStorage.getItem('trilha.session') ?? '{}').token as string;
        const response = await fetch('/learning/enrollments', {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        return `${response.status} ${await response.text()}`;
      },
      { idTeam: team?.idTeam, nodeCode, idUser },
    );
    expect(answer).toMatch(/^2\d\d /);
  }
  const enrollments = server.query<{ idEnrollment: number; nodeCode: string }>(
    `select e.idEnrollment, n.nodeCode from learning_enrollments e join learning_nodes n on n.idNode = e.idNode
      where e.idUser = ? order by e.idEnrollment`,
    idUser,
  );
  const enrollmentOf = (nodeCode: string) => enrollments.find((entry) => entry.nodeCode === nodeCode)?.idEnrollment;
  const origin = server.url('acme-academy', '');
  const visit = async (pattern: string, ...paths: Array<string | undefined>) => {
    for (const path of paths) {
      if (!path) continue;
      covered.add(pattern);
      await checkScreen(page, origin, path, testInfo, async () => {
        // The welcome pre-test asks on the home until it is taken: put off, the home itself is checked.
        const later = page.getByRole('button', { name: 'Agora não' });
        if (await later.isVisible()) await later.click();
      });
    }
  };

  await visit('home', '/', '/home');
  await visit('level', '/level');
  // The level pages create the node enrollments the content addresses below name.
  await visit(
    'level/:idEnrollment',
    ...['vendas-consultivas', 'cursos-interativos'].map((code) => `/level/${enrollmentOf(code)}`),
  );
  await visit('level/:idEnrollment/:nodeCode', `/level/${enrollmentOf('seguranca-basica')}/seguranca-basica`);
  const blocks = server.query<{ idBlock: number }>(
    `select b.idBlock from learning_blocks b join learning_nodes n on n.idNode = b.idNode
      where n.entryPoint = 1 and n.idCompany = (select idCompany from users where idUser = ?) order by b.position`,
    idUser,
  );
  await visit('cardlist/:id', blocks[0] ? `/cardlist/${blocks[0].idBlock}` : undefined);
  const [catalogNode] = server.query<{ idNode: number }>(
    "select idNode from learning_nodes where nodeCode = 'catalogo'",
  );
  await visit('nodeTree/:id', catalogNode ? `/nodeTree/${catalogNode.idNode}` : undefined);
  // A catalog page, a training, one restricted to another department, and an enrollment's catalog address.
  await visit('catalog/:nodeCode', '/catalog/vendas', '/catalog/vendas-consultivas', '/catalog/lideranca-pratica');
  await visit('catalog/:nodeCode/:idEnrollment', `/catalog/seguranca-basica/${enrollmentOf('seguranca-basica')}`);
  // Free content of every type on the home's blocks.
  const free = server.query<{ idContentItem: number; idContentType: number }>(
    `select distinct c.idContentItem, c.idContentType from learning_block_elements e
      join learning_blocks b on b.idBlock = e.idBlock join learning_nodes n on n.idNode = b.idNode
      join learning_content_items c on c.idContentItem = e.idContentItem
      where n.nodeType = 'ORGANIZATION' and n.idCompany = (select idCompany from users where idUser = ?)
      order by c.idContentItem`,
    idUser,
  );
  const freeTypes = new Map(free.map((item) => [item.idContentType, item.idContentItem]));
  await visit(
    'contentNode/:idContent',
    ...[...freeTypes.values()].map((id) => `/contentNode/${id}`),
    '/contentNode/999999',
  );
  // Content inside enrollments: every type the member's trainings hold.
  const enrolled = server.query<{
    idContentItem: number;
    idNodeEnrollment: number;
    idEnrollment: number;
    idContentType: number;
  }>(
    `select c.idContentItem, ne.idNodeEnrollment, ne.idEnrollment, c.idContentType from learning_node_enrollments ne
      join learning_blocks b on b.idNode = ne.idNode join learning_block_elements e on e.idBlock = b.idBlock
      join learning_content_items c on c.idContentItem = e.idContentItem
      where ne.idUser = ? and c.idContentType <> 26 order by c.idContentItem`,
    idUser,
  );
  const enrolledTypes = new Map(enrolled.map((item) => [item.idContentType, item]));
  await visit(
    'contentNode/:idContent/:idNodeEnrollment/:idEnrollment/:idUser/:extra',
    ...[...enrolledTypes.values()].map(
      (item) => `/contentNode/${item.idContentItem}/${item.idNodeEnrollment}/${item.idEnrollment}/${idUser}/-`,
    ),
  );
  const [inEnrollment] = enrolledTypes.values();
  await visit(
    'contentNode/:idContent/:idNodeEnrollment/:idEnrollment/:idUser/:extra/:scoType',
    inEnrollment
      ? `/contentNode/${inEnrollment.idContentItem}/${inEnrollment.idNodeEnrollment}/${inEnrollment.idEnrollment}/${idUser}/-/single`
      : undefined,
  );
  await visit(
    'searchResult/:searchValue',
    `/searchResult/${encodeURIComponent('segurança')}`,
    `/searchResult/${LONG_WORD}`,
  );
  const [course] = server.query<{ idContentItem: number; idSco: number; idNodeEnrollment: number }>(
    `select c.idContentItem, s.idSco, ne.idNodeEnrollment from learning_content_items c
      join learning_scorm_packages p on p.idContentItem = c.idContentItem join learning_scos s on s.idScormPackage = p.idScormPackage
      join learning_block_elements e on e.idContentItem = c.idContentItem join learning_blocks b on b.idBlock = e.idBlock
      join learning_node_enrollments ne on ne.idNode = b.idNode and ne.idUser = ?
      where c.idContentType = 26 order by c.idContentItem, s.idSco`,
    idUser,
  );
  const courseEnrollment = enrollmentOf('cursos-interativos');
  await visit(
    'lms/:idEnrollment/:idContentItem/:idNodeEnrollment?/:isFluidNavigation?',
    course ? `/lms/${courseEnrollment}/${course.idContentItem}/${course.idNodeEnrollment}` : undefined,
    // Another company's ids, as a link from elsewhere would have them.
    '/lms/9/14/11',
  );
  await visit(
    'lessons/:idEnrollment/:idContentItem/:idSco/:idNodeEnrollment?/:scoType?/:scormCompleted?/:idTeam?',
    course
      ? `/lessons/${courseEnrollment}/${course.idContentItem}/${course.idSco}/${course.idNodeEnrollment}`
      : undefined,
  );
  const [evaluation] = server.query<{ idEvaluation: number; idEnrollment: number; idQuestionnaire: number }>(
    `select q.idEvaluation, q.idEnrollment, q.idQuestionnaire from learning_questionnaires q
      where q.idUser = ? and q.idEnrollment is not null order by q.idQuestionnaire`,
    idUser,
  );
  await visit(
    'evaluations/:idEnrollment/:idEvaluation',
    evaluation ? `/evaluations/${evaluation.idEnrollment}/${evaluation.idEvaluation}` : undefined,
  );
  await visit(
    'evaluations/:idEnrollment/:idEvaluation/:idQuestionnaire',
    evaluation
      ? `/evaluations/${evaluation.idEnrollment}/${evaluation.idEvaluation}/${evaluation.idQuestionnaire}`
      : undefined,
    '/evaluations/1/2/99999',
  );
  await visit('evaluations/*', '/evaluations/abc');
  await visit('offline', '/offline');
  await visit(
    'myJourney/:tab?',
    ...['registered', 'requestEnrollmentStatus', 'historic', 'certificates', 'gamification', 'externalCourse'].map(
      (tab) => (tab === 'requestEnrollmentStatus' ? '/myjourney/requestEnrollmentStatus' : `/myJourney/${tab}`),
    ),
  );
  await visit('editPerfil', '/editPerfil');
  await visit('contactus', '/contactus');
  await visit('*', '/pagina/que/nao/existe');
  // The responsibility term of the learning app.
  await checkTermsScreen(browser, 'acme-academy', testInfo);
  covered.add('terms');
  expectCovered('learning-routes.tsx', covered);
});

test('the console and the public pages hold at every width with long texts', async ({ browser }, testInfo) => {
  test.setTimeout(15 * 60_000);
  const covered = new Set<string>();
  const { page } = await signedIn(browser, server, 'acme', 'ana@acme.example');
  // Every page of the console, as its router declares them (a new page is walked as soon as it exists), each
  // id filled with one of the demo's: the editors open a real section, item, page, evaluation and campaign.
  const [app] = server.query<{ idApp: number; idCompany: number }>(
    "select idApp, idCompany from apps where bucket = 'acme'",
  );
  const idCompany = app?.idCompany ?? 0;
  const first = (sql: string, ...params: Array<string | number>) =>
    String(Object.values(server.query<Record<string, number>>(sql, ...params)[0] ?? {})[0] ?? 'desconhecido');
  const ids: Record<string, string> = {
    idSection: first(
      `select s.idSection from sections s where s.idApp = ? and exists (select 1 from content_items c where c.idSection = s.idSection)
        order by s.idSection`,
      app?.idApp ?? 0,
    ),
    idContentItem: first(
      'select idContentItem from content_items where idApp = ? and parent is null order by idContentItem',
      app?.idApp ?? 0,
    ),
    // A page with a class that has meetings, when the demo has one: the class's nested fields are the narrowest.
    idNode: first(
      `select n.idNode from learning_nodes n where n.idCompany = ? and n.nodeType <> 'ORGANIZATION'
        order by exists (select 1 from learning_teams t join learning_meetings m on m.idTeam = t.idTeam
          where t.idNode = n.idNode) desc, n.idNode`,
      idCompany,
    ),
    idEvaluation: first(
      'select idEvaluation from learning_evaluations where idCompany = ? order by idEvaluation',
      idCompany,
    ),
    idCampaign: first('select idCampaign from campaigns where idCompany = ? order by idCampaign', idCompany),
    idUser: first("select idUser from users where email = 'maria@acme.example'"),
  };
  const idLearningContent = first(
    'select idContentItem from learning_content_items where idCompany = ? order by idContentItem',
    idCompany,
  );
  const fill = (pattern: string) =>
    pattern.replace(/:(\w+)/g, (_, name: string) =>
      pattern.startsWith('treinamentos/conteudos') ? idLearningContent : (ids[name] ?? `:${name}`),
    );
  const consolePages = routerPaths('console-routes.tsx').filter(
    (path) => !path.startsWith('/') && path !== 'relatorios/*',
  );
  for (const pattern of ['', ...consolePages]) {
    covered.add(pattern || '/admin');
    await checkScreen(page, server.url('acme', ''), pattern ? `/admin/${fill(pattern)}` : '/admin', testInfo);
  }
  // The reports, as their own router declares them (the first page is where '/admin/relatorios' leads).
  const reportsCovered = new Set<string>(['*']);
  for (const pattern of routerPaths('../features/admin/reports/reports-routes.tsx').filter((path) => path !== '*')) {
    reportsCovered.add(pattern);
    await checkScreen(page, server.url('acme', ''), `/admin/relatorios/${fill(pattern)}`, testInfo);
  }
  covered.add('relatorios/*');
  expectCovered('../features/admin/reports/reports-routes.tsx', reportsCovered);
  // The public pages, signed out.
  const visitorPage = await (await newWindow(browser)).newPage();
  const [certificate] = server.query<{ token: string }>(
    'select authenticityId as token from learning_certificates order by 1',
  );
  const publicPaths: Array<[string, string, string]> = [
    ['/login', 'acme', '/login'],
    ['/landing-page', 'acme', '/landing-page'],
    ['/activate-user', 'acme', '/activate-user'],
    ['/redefinir-senha', 'acme', '/redefinir-senha?token=desconhecido'],
    ['/registro', 'acme', '/registro?token=desconhecido'],
    ['/teste-saml', 'acme', '/teste-saml'],
    [
      '/certificate-authenticity/:authenticityID',
      'acme-academy',
      `/certificate-authenticity/${certificate?.token ?? 'desconhecido'}`,
    ],
  ];
  for (const [pattern, bucket, path] of publicPaths) {
    covered.add(pattern);
    await checkScreen(visitorPage, server.url(bucket, ''), path, testInfo);
  }

  expectCovered('router.tsx', covered);
  expectCovered('console-routes.tsx', covered);
});
