import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Paths the server answers itself even for a browser navigation: sign-on and the files of SCORM packages. */
const SERVER_PAGES = ['/login/sso/', '/scorm-content/'];

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated, each file
 * compressed ahead of time (Brotli or gzip, as the browser accepts), and
 * `index.html` for any browser navigation so the client router can take the path (even one that is
 * also an API path, such as `/login`).
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const indexFile = join(webDist, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ webDist }, 'web app not built; serving the API only');
    return;
  }
  const indexHtml = readFileSync(indexFile);

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    if (!request.headers.accept?.includes('text/html')) return;
    const path = request.url.split('?')[0] ?? '/';
    if (/\.[a-z0-9]+$/i.test(path) && path !== '/index.html') return;
    if (SERVER_PAGES.some((prefix) => path.startsWith(prefix))) return;
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
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
