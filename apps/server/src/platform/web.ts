import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { AppDetails } from '@trilha/shared/api/tenant';
import type { FastifyInstance } from 'fastify';

/** Paths the server answers itself even for a browser navigation: sign-on and the files of SCORM packages. */
const SERVER_PAGES = ['/login/sso/', '/scorm-content/'];

/**
 * The first screens and the web app's modules each needs beyond the entry (the lazy routes of
 * `apps/web/src/app/*-routes.tsx`): the page's HTML asks the browser for their chunks at once
 * (`modulepreload`) instead of after the entry has run. A path not listed loads as before.
 */
export const FIRST_SCREENS: Array<{ appType: 1 | 2 | null; path: RegExp; modules: string[] }> = [
  { appType: null, path: /^\/login\/?$/, modules: ['src/features/auth/login-page.tsx'] },
  {
    appType: 2,
    path: /^\/(home\/?)?$/,
    modules: [
      'src/app/learning/learning-layout.tsx',
      'src/features/learning/home/learning-home-page.tsx',
      'src/features/campaigns/campaign-notice.tsx',
    ],
  },
  {
    appType: 2,
    path: /^\/catalog\//,
    modules: ['src/app/learning/learning-layout.tsx', 'src/features/learning/catalog/catalog-page.tsx'],
  },
  {
    appType: 2,
    path: /^\/contentNode\//,
    modules: ['src/app/learning/learning-layout.tsx', 'src/features/learning/viewer/content-page.tsx'],
  },
  {
    appType: 2,
    path: /^\/myJourney/,
    modules: ['src/app/learning/learning-layout.tsx', 'src/features/journey/journey-page.tsx'],
  },
  {
    appType: 1,
    path: /^\/$/,
    modules: ['src/app/layout.tsx', 'src/features/home/home-page.tsx', 'src/features/campaigns/campaign-notice.tsx'],
  },
];

/** The app a page is opened on, resolved from its host (the details `POST /app/details` answers). */
export type PageApp = (hostname: string) => Promise<AppDetails | null>;

type Chunk = { fileName: string; isEntry: boolean; facadeModule: string | null; imports: string[] };

/** For each first screen, the chunk files its modules need (and what they import), without the entry's. */
function firstScreenChunks(webDist: string): Map<string, string[]> {
  const report = join(webDist, '.vite/chunks.json');
  const chunks: Chunk[] = existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')) : [];
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry);
  const withImports = (start: string[]) => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file) || !byFile.has(file)) return;
      seen.add(file);
      for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
    };
    for (const file of start) visit(file);
    return seen;
  };
  const loadedByEntry = entry ? withImports([entry.fileName]) : new Set<string>();
  const map = new Map<string, string[]>();
  for (const screen of FIRST_SCREENS) {
    const files = screen.modules
      .map((module) =>
        chunks.find((chunk) => chunk.facadeModule === `apps/web/${module}` || chunk.facadeModule === module),
      )
      .filter((chunk): chunk is Chunk => Boolean(chunk))
      .map((chunk) => chunk.fileName);
    map.set(
      screen.path.source + String(screen.appType),
      [...withImports(files)].filter((file) => !loadedByEntry.has(file)),
    );
  }
  return map;
}

/** `<` and the line separators cannot end or break the JSON script element. */
function jsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated, each file
 * compressed ahead of time (Brotli or gzip, as the browser accepts), and `index.html` for any browser
 * navigation so the client router can take the path (even one that is also an API path, such as `/login`).
 * The page carries the app of its host (the answer of `POST /app/details`, read by `lib/tenant.tsx`
 * without a request) and asks for the chunks of its first screen at once.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string, pageApp?: PageApp): Promise<void> {
  const indexFile = join(webDist, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ webDist }, 'web app not built; serving the API only');
    return;
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  const chunks = firstScreenChunks(webDist);

  async function page(hostname: string, path: string): Promise<string> {
    const details = pageApp ? await pageApp(hostname).catch(() => null) : null;
    const screen = FIRST_SCREENS.find(
      (candidate) =>
        candidate.path.test(path) && (candidate.appType === null || candidate.appType === details?.idAppType),
    );
    const preload = (screen ? (chunks.get(screen.path.source + String(screen.appType)) ?? []) : [])
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
      .join('');
    // The app's icon is named in the page, so the browser does not ask for a /favicon.ico that is not there.
    const boot = details
      ? `<link rel="icon" href="${escapeHtml(details.favIcon || '/app-icon/any-192.png')}">` +
        `<script type="application/json" id="trilha-app">${jsonForHtml(details)}</script>`
      : '';
    let html = indexHtml.replace('</head>', `${preload}${boot}</head>`);
    if (details) html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(details.name)}</title>`);
    return html;
  }

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    if (!request.headers.accept?.includes('text/html')) return;
    const path = request.url.split('?')[0] ?? '/';
    if (/\.[a-z0-9]+$/i.test(path) && path !== '/index.html') return;
    if (SERVER_PAGES.some((prefix) => path.startsWith(prefix))) return;
    return reply
      .header('cache-control', 'no-cache')
      .header('vary', 'Host')
      .type('text/html; charset=utf-8')
      .send(await page(request.hostname, path));
  });

  const assetsDir = join(webDist, 'assets');
  await app.register(async (files) => {
    // The files of the web app are public like the page that loads them.
    files.addHook('onRoute', (route) => {
      route.config = { ...route.config, public: true };
    });
    await files.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes Brotli and gzip copies of its text files; the one the browser accepts is sent.
      preCompressed: true,
      setHeaders(reply, path) {
        reply.header('cache-control', path.startsWith(assetsDir) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  });
}
