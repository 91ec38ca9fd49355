import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../platform/errors';
import type { Storage } from '../../platform/storage';

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

/** `GET /files/*`: stored files by key, public like the pages that show them. Keys are unguessable for member files. */
export const filesRoutes =
  ({ storage }: { storage: Storage }): FastifyPluginAsync =>
  async (app) => {
    app.get('/files/*', { config: { public: true } }, async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      const file = await storage.get(key);
      if (!file) throw new AppError('NOT_FOUND');
      const extension = key.split('.').pop()?.toLowerCase() ?? '';
      return reply
        .header('content-type', CONTENT_TYPES[extension] ?? 'application/octet-stream')
        .header('content-length', file.size)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=86400')
        .send(file.stream);
    });
  };
