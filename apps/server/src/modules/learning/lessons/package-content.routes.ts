import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../../platform/errors';
import { parseRange, type Storage } from '../../../platform/storage';
import type { ContentTokens } from './content-tokens';
import { contentTypeOf, packageFileKey, packagePrefix } from './package-files';
import type { ScormPackagesRepository } from './scorm-packages.repository';

/**
 * The policy of package files. SCOs from authoring tools run inline scripts and `eval`, so scripts are
 * allowed inline, but only from this origin; they may not fetch from other origins, post forms elsewhere,
 * or be framed by other sites. See docs/scorm.md for why package files share the app's origin.
 */
export const PACKAGE_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline' 'unsafe-eval' blob:",
  "style-src 'self' 'unsafe-inline' https:",
  "img-src 'self' data: blob: https:",
  "media-src 'self' data: blob: https:",
  "font-src 'self' data: https:",
  "connect-src 'self'",
  "frame-src 'self' https:",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/**
 * `GET /scorm-content/:token/*`: the files of a processed package, for the lesson frame. The token (from the
 * play answer) names the company and package and expires; the file's path is looked up under the package's
 * prefix only, so no path can reach another package or company. Byte ranges are served for media.
 */
export const packageContentRoutes =
  ({
    storage,
    contentTokens,
    scormPackagesRepository,
  }: {
    storage: Storage;
    contentTokens: ContentTokens;
    scormPackagesRepository: ScormPackagesRepository;
  }): FastifyPluginAsync =>
  async (app) => {
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

    app.get('/scorm-content/:token/*', { config: { public: true } }, async (request, reply) => {
      const params = request.params as { token: string; '*': string };
      const grant = contentTokens.verify(params.token);
      const path = params['*'].replace(/^\/+/, '');
      // A package may not install a service worker on the app's origin.
      if (!grant || !path || request.headers['service-worker']) throw new AppError('NOT_FOUND');
      const key = await keyOf(grant.idCompany, grant.idScormPackage, path);
      if (!key) throw new AppError('NOT_FOUND');

      reply
        .header('content-type', contentTypeOf(path))
        .header('content-security-policy', PACKAGE_CONTENT_SECURITY_POLICY)
        .header('x-content-type-options', 'nosniff')
        .header('accept-ranges', 'bytes')
        .header('cache-control', 'private, max-age=3600');

      const rangeHeader = request.headers.range;
      if (rangeHeader) {
        const info = await storage.stat(key);
        if (!info) throw new AppError('NOT_FOUND');
        const range = parseRange(rangeHeader, info.size);
        if (range === 'unsatisfiable') {
          return reply.status(416).header('content-range', `bytes */${info.size}`).send();
        }
        if (range) {
          const file = await storage.get(key, range);
          if (!file) throw new AppError('NOT_FOUND');
          return reply
            .status(206)
            .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
            .header('content-length', range.end - range.start + 1)
            .send(file.stream);
        }
      }
      const file = await storage.get(key);
      if (!file) throw new AppError('NOT_FOUND');
      return reply.header('content-length', file.size).send(file.stream);
    });
  };
