import { readFile, stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../../../platform/clock';
import { AppError } from '../../../platform/errors';
import { contentTypeOf, sendStoredFile } from '../../../platform/file-response';
import type { Storage } from '../../../platform/storage';
import type { ContentHosts } from './content-hosts';
import type { ContentTokens } from './content-tokens';
import { packageFileKey, packagePrefix } from './package-files';
import type { ScormPackagesRepository } from './scorm-packages.repository';

/** Where the lesson frame's own page is served on a content host (the web build's `scorm-host` folder). */
export const PACKAGE_HOST_PATH = '/scorm-content/host/';
/** The service worker of a content host: kept courses play from the device (scope `/scorm-content/`). */
export const PACKAGE_WORKER_PATH = '/scorm-content/sw.js';

/**
 * The policy of package files. SCOs from authoring tools run inline scripts and `eval`, so scripts are
 * allowed inline, but only from the content origin; they may not fetch from other origins, post forms
 * elsewhere, or be framed by any page but the company's apps. `extra` names the outside origins an
 * administrator allowed for the package.
 */
export function packageContentSecurityPolicy(frameAncestors: readonly string[], extra: readonly string[] = []): string {
  const outside = extra.length > 0 ? ` ${extra.join(' ')}` : '';
  return [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline' 'unsafe-eval' blob:${outside}`,
    `style-src 'self' 'unsafe-inline' https:${outside}`,
    `img-src 'self' data: blob: https:${outside}`,
    `media-src 'self' data: blob: https:${outside}`,
    `font-src 'self' data: https:${outside}`,
    `connect-src 'self'${outside}`,
    `frame-src 'self' https:${outside}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors 'self' ${frameAncestors.join(' ')}`.trimEnd(),
  ].join('; ');
}

/** The policy of the lesson frame's own page: its scripts and the SCO's frame, from the content origin only. */
export function packageHostSecurityPolicy(frameAncestors: readonly string[]): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self'",
    "worker-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors 'self' ${frameAncestors.join(' ')}`.trimEnd(),
  ].join('; ');
}

const FRAME_ANCESTORS_CACHE_MS = 30_000;

/**
 * On a content host nothing but `/scorm-content/` answers: not the app's pages (a member must never sign in
 * on the origin packages run on), not the API. Registered before the web app so its pages never reach it.
 */
export function refuseAppOnContentHosts(app: FastifyInstance, contentHosts: ContentHosts): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!contentHosts.appHostOf(request.hostname) || (await contentHosts.companyOf(request.hostname)) === null) return;
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith('/scorm-content/')) return;
    return reply.status(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('');
  });
}

/**
 * `GET /scorm-content/:token/*`: the files of a processed package, for the lesson frame, only on the content
 * host of the token's company. The token (from the play answer) names the company and package and expires;
 * the file's path is looked up under the package's prefix only, so no path can reach another package or
 * company. Byte ranges are served for media. Also serves, on content hosts, the frame's own page (which
 * bridges the run-time API to the app) and the service worker that plays kept courses offline.
 */
export const packageContentRoutes =
  ({
    storage,
    contentTokens,
    scormPackagesRepository,
    contentHosts,
    hostDir,
    clock,
  }: {
    storage: Storage;
    contentTokens: ContentTokens;
    scormPackagesRepository: ScormPackagesRepository;
    contentHosts: ContentHosts;
    /** The built frame page (`apps/web/dist/scorm-host`). */
    hostDir: string;
    clock: Clock;
  }): FastifyPluginAsync =>
  async (app) => {
    const ancestors = new Map<number, { sources: string[]; until: number }>();
    /** The company's app hosts as `frame-ancestors` sources, kept for 30 s. */
    async function frameAncestorsOf(idCompany: number): Promise<string[]> {
      const now = clock.now().getTime();
      const cached = ancestors.get(idCompany);
      if (cached && cached.until > now) return cached.sources;
      const sources = (await scormPackagesRepository.findAppHostsOfCompany(idCompany)).map((host) => `${host}:*`);
      if (ancestors.size > 10_000) ancestors.clear();
      ancestors.set(idCompany, { sources, until: now + FRAME_ANCESTORS_CACHE_MS });
      return sources;
    }

    const allowed = new Map<number, { origins: string[]; until: number }>();
    /** The outside origins an administrator allowed for a package, kept for 30 s. */
    async function allowedOriginsOf(idCompany: number, idScormPackage: number): Promise<string[]> {
      const now = clock.now().getTime();
      const cached = allowed.get(idScormPackage);
      if (cached && cached.until > now) return cached.origins;
      const row = await scormPackagesRepository.findPackage(idCompany, idScormPackage);
      const origins = row?.allowedOrigins ? (JSON.parse(row.allowedOrigins) as string[]) : [];
      if (allowed.size > 10_000) allowed.clear();
      allowed.set(idScormPackage, { origins, until: now + FRAME_ANCESTORS_CACHE_MS });
      return origins;
    }

    /** The company of the content host the request came to; refuses any other host. */
    async function requireContentHost(request: FastifyRequest): Promise<number> {
      const idCompany = await contentHosts.companyOf(request.hostname);
      if (idCompany === null) throw new AppError('NOT_FOUND');
      return idCompany;
    }

    /** The stored key of a path, trying another letter case when the package wrote the name differently. */
    async function keyOf(idCompany: number, idScormPackage: number, path: string): Promise<string | null> {
      const prefix = packagePrefix(idCompany, idScormPackage);
      const key = packageFileKey(prefix, path);
      if (await storage.stat(key)) return key;
      const row = await scormPackagesRepository.findPackage(idCompany, idScormPackage);
      if (row?.status !== 'SUCCESS' || !row.files) return null;
      const wanted = path.toLowerCase();
      const match = (JSON.parse(row.files) as string[]).find((file) => file.toLowerCase() === wanted);
      return match ? packageFileKey(prefix, match) : null;
    }

    /** A file of the built frame page, or null (a path outside the folder is never read). */
    async function hostFile(path: string): Promise<Buffer | null> {
      if (!/^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/.test(path)) return null;
      const root = resolve(hostDir);
      const file = resolve(join(root, path));
      if (!file.startsWith(`${root}${sep}`)) return null;
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return null;
      return readFile(file);
    }

    async function sendHostFile(reply: FastifyReply, idCompany: number, path: string) {
      const body = await hostFile(path);
      if (!body) throw new AppError('NOT_FOUND');
      reply.removeHeader('x-frame-options');
      return reply
        .header('content-type', contentTypeOf(path))
        .header('content-security-policy', packageHostSecurityPolicy(await frameAncestorsOf(idCompany)))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-cache')
        .send(body);
    }

    app.get(PACKAGE_WORKER_PATH, { config: { public: true } }, async (request, reply) => {
      const idCompany = await requireContentHost(request);
      return sendHostFile(reply, idCompany, 'sw.js');
    });

    app.get(`${PACKAGE_HOST_PATH}*`, { config: { public: true } }, async (request, reply) => {
      const idCompany = await requireContentHost(request);
      const path = (request.params as { '*': string })['*'] || 'index.html';
      // The frame page is no service worker; only `sw.js` may be installed as one.
      if (request.headers['service-worker']) throw new AppError('NOT_FOUND');
      return sendHostFile(reply, idCompany, path);
    });

    app.get('/scorm-content/:token/*', { config: { public: true } }, async (request, reply) => {
      const params = request.params as { token: string; '*': string };
      const grant = contentTokens.verify(params.token);
      const path = params['*'].replace(/^\/+/, '');
      // A package may not install a service worker, even on its own origin.
      if (!grant || !path || request.headers['service-worker']) throw new AppError('NOT_FOUND');
      // Only on a content host of the token's company: never on an app host, nor another company's.
      if ((await contentHosts.companyOf(request.hostname)) !== grant.idCompany) throw new AppError('NOT_FOUND');
      const key = await keyOf(grant.idCompany, grant.idScormPackage, path);
      if (!key) throw new AppError('NOT_FOUND');

      reply.removeHeader('x-frame-options');
      reply
        .header('content-type', contentTypeOf(path))
        .header(
          'content-security-policy',
          packageContentSecurityPolicy(
            await frameAncestorsOf(grant.idCompany),
            await allowedOriginsOf(grant.idCompany, grant.idScormPackage),
          ),
        )
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=3600');
      return sendStoredFile(reply, storage, key, request.headers.range);
    });
  };
