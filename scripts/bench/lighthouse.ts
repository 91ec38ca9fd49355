// Lighthouse's mobile profile (slow 4G, 4x CPU) on the member's first screens, the median of N runs each,
// next to a bare React + Vite page built in the same run as the floor.
//   node --import tsx scripts/bench/lighthouse.ts [--runs 5]
// Needs the built web app (npm run build). Prints one table and writes the raw results to
// bench/results/lighthouse-<time>.json.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { build } from 'vite';
import { DEMO_PASSWORD } from '../../apps/server/src/packs/demo-packs';
import { startServerProcess } from '../../apps/server/test/server-process';

const ROOT = resolve(import.meta.dirname, '../..');
const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const RUNS = Number(args.runs);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** A page to measure: its address, and the member signed in first (none for a public page). */
type Target = { name: string; url: string; signIn?: { bucket: string; username: string } };

type Measure = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  totalKiB: number;
};

/** The smallest React 19 page Vite builds: the floor every screen is compared with. */
async function buildBarePage(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'trilha-bare-react-'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="description" content="Página React mínima"><title>React</title></head><body><main id="root"></main><script type="module" src="/main.js"></script></body></html>',
  );
  writeFileSync(
    join(dir, 'main.js'),
    "import { createElement } from 'react';\nimport { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')).render(createElement('h1', null, 'Olá'));\n",
  );
  await build({
    root: dir,
    logLevel: 'warn',
    configFile: false,
    resolve: { alias: { react: join(ROOT, 'node_modules/react'), 'react-dom': join(ROOT, 'node_modules/react-dom') } },
    build: { outDir: join(dir, 'dist') },
  });
  return join(dir, 'dist');
}

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/** Serves a folder gzip-compressed, as any static host would (the floor's own server). */
async function serveFolder(folder: string): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    const path = request.url === '/' ? '/index.html' : (request.url ?? '/');
    try {
      const body = readFileSync(join(folder, path.split('?')[0] ?? ''));
      const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
      response.writeHead(200, {
        'content-type': TYPES[extname(path)] ?? 'application/octet-stream',
        ...(gzip ? { 'content-encoding': 'gzip' } : {}),
      });
      response.end(gzip ? gzipSync(body) : body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  return { url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`, server };
}

async function measure(port: number, target: Target, run: number, signIn?: () => Promise<void>): Promise<Measure> {
  // Every run starts cold: no HTTP cache, no service worker and its caches; only the session stays.
  await signIn?.();
  const result = await lighthouse(
    target.url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      disableStorageReset: Boolean(target.signIn),
    },
    undefined,
  );
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`lighthouse gave no result for ${target.url}`);
  // LIGHTHOUSE_REPORTS=1 keeps each run's full report, to see what a figure is made of.
  if (process.env.LIGHTHOUSE_REPORTS) {
    const folder = join(ROOT, 'bench/results/reports');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, `${target.name.replace(/\W+/g, '-')}run${run + 1}.json`), JSON.stringify(lhr));
  }
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    tbtMs: Math.round(numeric('total-blocking-time')),
    cls: Number(numeric('cumulative-layout-shift').toFixed(3)),
    totalKiB: Math.round(numeric('total-byte-weight') / 1024),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

const bare = await buildBarePage();
const floor = await serveFolder(bare);
const trilha = await startServerProcess({
  entry: 'built',
  // TRUST_PROXY: the script's own calls name the app's host as a proxy would (fetch cannot set `Host`).
  env: { LOG_LEVEL: 'warn', NODE_ENV: 'production', WEB_DIST: join(ROOT, 'apps/web/dist'), TRUST_PROXY: 'loopback' },
});
const port = new URL(trilha.url).port;
const at = (bucket: string, path: string) => `http://${bucket}.localhost:${port}${path}`;
const TARGETS: Target[] = [
  { name: 'bare React + Vite (floor)', url: floor.url },
  { name: 'login (content app)', url: at('acme', '/login') },
  { name: 'home (content app)', url: at('acme', '/'), signIn: { bucket: 'acme', username: 'maria@acme.example' } },
  {
    name: 'home (learning app)',
    url: at('acme-academy', '/'),
    signIn: { bucket: 'acme-academy', username: 'joao@acme.example' },
  },
  {
    name: 'catalog',
    url: at('acme-academy', '/catalog/vendas'),
    signIn: { bucket: 'acme-academy', username: 'joao@acme.example' },
  },
  {
    name: 'training page',
    url: at('acme-academy', '/catalog/vendas-consultivas'),
    signIn: { bucket: 'acme-academy', username: 'joao@acme.example' },
  },
  {
    name: 'content screen',
    url: at('acme-academy', `/contentNode/${await freeContentId()}`),
    signIn: { bucket: 'acme-academy', username: 'joao@acme.example' },
  },
  {
    name: 'journey',
    url: at('acme-academy', '/myJourney'),
    signIn: { bucket: 'acme-academy', username: 'joao@acme.example' },
  },
];

/** A free content of the demo catalog (a content screen any member may open). */
async function freeContentId(): Promise<number> {
  const call = async (path: string, body?: unknown, token?: string) => {
    const response = await fetch(`${trilha.url}${path}`, {
      method: body ? 'POST' : 'GET',
      headers: {
        'content-type': 'application/json',
        // A token is accepted only on its company's hosts.
        'x-forwarded-host': 'acme-academy.localhost',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    // biome-ignore lint/suspicious/noExplicitAny: the benchmark reads a few fields of many different answers; typing each would restate the API
    return (await response.json()) as any;
  };
  const [app] = (await call('/app/details', { bucket: 'acme-academy' })).app;
  const { token } = (
    await call('/login', { username: 'joao@acme.example', password: DEMO_PASSWORD, idApp: app.idApp, idAppType: 2 })
  ).data;
  const catalog = await call('/learning/catalogs/catalogo?depth=3&offset=0&limit=100', undefined, token);
  const content = (catalog.data as Array<{ elementType: string; idContentItem: number | null }>).find(
    (card) => card.elementType === 'CONTENT' && card.idContentItem,
  );
  if (!content?.idContentItem) throw new Error('the demo catalog has no free content');
  return content.idContentItem;
}

// LIGHTHOUSE_PAGES=learning,catalog measures only the pages whose names contain one of the words (and the floor).
const only = process.env.LIGHTHOUSE_PAGES?.split(',').filter(Boolean);
if (only)
  TARGETS.splice(
    0,
    TARGETS.length,
    ...TARGETS.filter((target, index) => index === 0 || only.some((word) => target.name.includes(word))),
  );

const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
const context = browser.contexts()[0];
if (!context) throw new Error('no browser context');

/** Signs the member in through the real login form once per origin, then clears caches before each run. */
const signedIn = new Set<string>();
async function prepare(target: Target) {
  const page = await context.newPage();
  const origin = new URL(target.url).origin;
  if (target.signIn && !signedIn.has(origin)) {
    await page.goto(at(target.signIn.bucket, '/login'));
    await page.getByLabel('Login ou e-mail').fill(target.signIn.username);
    await page.getByRole('button', { name: 'Avançar' }).click();
    await page.getByLabel('Senha', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Fazer login' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    // The app registers its service worker once the first screen has loaded; cleared before it is active,
    // it would install afterwards and serve the next run from its precache (1.3 KB per file where the other
    // runs read the file, so one run in three weighed half as much): wait until it is active, then clear it.
    await page.waitForLoadState('load');
    await page.evaluate(() =>
      Promise.race([navigator.serviceWorker.ready, new Promise((resolve) => setTimeout(resolve, 20_000))]),
    );
    signedIn.add(origin);
  }
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'service_workers,cache_storage' });
  // From a document of the origin that does not start the app, unregister what is left and wait for it.
  // (The floor's own server has no such document, and no service worker.)
  const document = await page.goto(`${origin}/manifest.webmanifest`).catch(() => null);
  if (document?.ok()) {
    await page.evaluate(async () => {
      for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister();
      for (const key of await caches.keys()) await caches.delete(key);
    });
  }
  await cdp.send('Network.clearBrowserCache');
  await page.close();
}

const table: Array<{ name: string; runs: Measure[]; median: Measure }> = [];
try {
  for (const target of TARGETS) {
    const runs: Measure[] = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await measure(chrome.port, target, run, () => prepare(target)));
    const pick = (key: keyof Measure) => median(runs.map((entry) => entry[key]));
    table.push({
      name: target.name,
      runs,
      median: {
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        lcpMs: pick('lcpMs'),
        tbtMs: pick('tbtMs'),
        cls: pick('cls'),
        totalKiB: pick('totalKiB'),
      },
    });
    console.log(`measured ${target.name}`);
  }
} finally {
  await browser.close().catch(() => undefined);
  chrome.kill();
  await trilha.stop();
  trilha.cleanup();
  floor.server.close();
  rmSync(bare, { recursive: true, force: true });
}

console.log(`\nLighthouse mobile (slow 4G, 4x CPU), median of ${RUNS}`);
console.log(
  [
    'page'.padEnd(28),
    'perf',
    'a11y',
    'b.p.',
    'LCP ms'.padStart(7),
    'TBT ms'.padStart(7),
    'CLS'.padStart(6),
    'KiB'.padStart(6),
  ].join(' '),
);
for (const row of table) {
  const m = row.median;
  console.log(
    [
      row.name.padEnd(28),
      String(m.performance).padStart(4),
      String(m.accessibility).padStart(4),
      String(m.bestPractices).padStart(4),
      String(m.lcpMs).padStart(7),
      String(m.tbtMs).padStart(7),
      String(m.cls).padStart(6),
      String(m.totalKiB).padStart(6),
    ].join(' '),
  );
}
// The goals of docs/performance.md for every first screen, the LCP as a ratio of the floor's in this run.
const floorLcp = table[0]?.median.lcpMs ?? Number.NaN;
const goals = table.slice(1).flatMap(({ name, median: m }) => [
  { goal: `${name}: performance >= 95`, figure: String(m.performance), met: m.performance >= 95 },
  {
    goal: `${name}: LCP <= 1.5x the floor`,
    figure: `${m.lcpMs} / ${floorLcp} = ${(m.lcpMs / floorLcp).toFixed(2)}x`,
    met: m.lcpMs <= 1.5 * floorLcp,
  },
  { goal: `${name}: TBT <= 200 ms`, figure: `${m.tbtMs} ms`, met: m.tbtMs <= 200 },
  { goal: `${name}: CLS <= 0.05`, figure: String(m.cls), met: m.cls <= 0.05 },
  { goal: `${name}: accessibility 100`, figure: String(m.accessibility), met: m.accessibility === 100 },
]);
console.log('\nGoals');
for (const goal of goals) console.log(`${goal.met ? 'met   ' : 'MISSED'} ${goal.goal.padEnd(52)} ${goal.figure}`);
const folder = join(ROOT, 'bench/results');
mkdirSync(folder, { recursive: true });
const file = join(folder, `lighthouse-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(file, JSON.stringify({ runs: RUNS, table, goals }, null, 2));
console.log(`raw results: ${file}`);
