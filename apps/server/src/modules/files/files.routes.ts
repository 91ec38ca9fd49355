import { Readable } from 'node:stream';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { type FileAccess, isPackageKey, keyOfAddress, ownerCompanyOf } from '../../platform/file-access';
import { contentTypeOf, sendStoredFile } from '../../platform/file-response';
import type { HostCompanies } from '../../platform/host-company';
import { isValidKey, type Storage } from '../../platform/storage';

/** HLS playlists are read whole to sign the addresses in them; a larger one is not a playlist we made. */
const MAX_PLAYLIST_BYTES = 1024 * 1024;
const BRAND_CACHE_MS = 30_000;

type FilesDeps = {
  storage: Storage;
  files: FileAccess;
  hostCompanies: HostCompanies;
  /** The addresses of every app's brand images, which are public. */
  findBrandAddresses: () => Promise<string[]>;
  clock: Clock;
};

/**
 * `GET /files/*`: stored files by key. Brand images are public; any other file is served only with a
 * signature made for the company of the host asked (`FileAccess`), until it expires, so another company's
 * host, a missing or an old signature are refused. Package files (`scorm/...`) are never served here: only
 * through the signed package route. `Range` requests are answered with 206 so audio and video can seek.
 */
export const filesRoutes =
  ({ storage, files, hostCompanies, findBrandAddresses, clock }: FilesDeps): FastifyPluginAsync =>
  async (app) => {
    let brand: { keys: Set<string>; until: number } | undefined;
    const brandKeys = async () => {
      const now = clock.now().getTime();
      if (!brand || brand.until <= now) {
        const keys = (await findBrandAddresses()).map(keyOfAddress).filter((key): key is string => Boolean(key));
        brand = { keys: new Set(keys), until: now + BRAND_CACHE_MS };
      }
      return brand.keys;
    };

    app.get('/files/*', { config: { public: true } }, async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      if (!isValidKey(key) || isPackageKey(key)) throw new AppError('NOT_FOUND');
      reply.header('content-type', contentTypeOf(key)).header('x-content-type-options', 'nosniff');

      if ((await brandKeys()).has(key)) {
        reply.header('cache-control', 'public, max-age=86400');
      } else {
        const idCompany = await hostCompanies.companyOfHost(request.host);
        const owner = ownerCompanyOf(key);
        const signature = (request.query as { sig?: unknown }).sig;
        const access = idCompany === undefined ? undefined : await files.verify(key, idCompany, signature);
        if (idCompany === undefined || !access?.valid || (owner !== undefined && owner !== idCompany)) {
          throw new AppError('FILE_FORBIDDEN');
        }
        // Only the browser that was given the address keeps the file, and not past the signature's end.
        const seconds = Math.max(0, access.expires - Math.floor(clock.now().getTime() / 1000));
        reply.header('cache-control', `private, max-age=${Math.min(seconds, 86400)}`);
        if (key.toLowerCase().endsWith('.m3u8')) return sendPlaylist(reply, key, idCompany, access.expires);
      }
      return sendStoredFile(reply, storage, key, request.headers.range);
    });

    /**
     * An HLS playlist names its segments by relative address, which would lose the signature: each one
     * in the same folder is given its own, valid as long as the playlist's.
     */
    async function sendPlaylist(reply: FastifyReply, key: string, idCompany: number, expires: number) {
      const file = await storage.get(key);
      if (!file) throw new AppError('NOT_FOUND');
      if (file.size > MAX_PLAYLIST_BYTES) {
        file.stream.destroy();
        throw new AppError('NOT_FOUND');
      }
      const chunks: Buffer[] = [];
      for await (const chunk of file.stream) chunks.push(chunk as Buffer);
      const folder = key.slice(0, key.lastIndexOf('/') + 1);
      const signed = (path: string) => {
        const target = `${folder}${path}`;
        return /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/.test(path) && isValidKey(target)
          ? `${path}?sig=${files.signUntil(target, idCompany, expires)}`
          : path;
      };
      const text = Buffer.concat(chunks)
        .toString('utf8')
        .split('\n')
        .map((line) => {
          const trimmed = line.trim();
          if (trimmed === '') return line;
          if (trimmed.startsWith('#'))
            return line.replace(/URI="([^"]+)"/g, (_all, uri: string) => `URI="${signed(uri)}"`);
          return signed(trimmed);
        })
        .join('\n');
      const body = Buffer.from(text);
      return reply.header('content-length', body.length).send(Readable.from([body]));
    }
  };
