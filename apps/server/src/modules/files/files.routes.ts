import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../platform/errors';
import { parseRange, type Storage } from '../../platform/storage';

const CONTENT_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  pdf: 'application/pdf',
  mp3: 'audio/mpeg',
  mp4: 'video/mp4',
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json',
  xml: 'application/xml',
  txt: 'text/plain; charset=utf-8',
  vtt: 'text/vtt',
};

/**
 * `GET /files/*`: stored files by key, public like the pages that show them. Keys are unguessable for member
 * files. `Range` requests are answered with 206 so audio and video can seek.
 */
export const filesRoutes =
  ({ storage }: { storage: Storage }): FastifyPluginAsync =>
  async (app) => {
    app.get('/files/*', { config: { public: true } }, async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      const extension = key.split('.').pop()?.toLowerCase() ?? '';
      reply
        .header('content-type', CONTENT_TYPES[extension] ?? 'application/octet-stream')
        .header('accept-ranges', 'bytes')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=86400');

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
