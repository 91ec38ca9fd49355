import { removeAccents } from '@trilha/shared/rules/accents';
import { create as createContentDisposition } from 'content-disposition';
import type { FastifyReply } from 'fastify';
import { contentType } from 'mime-types';
import { parse as parseRangeHeader } from 'range-parser';
import { AppError } from './errors';
import type { ByteRange, Storage } from './storage';

/**
 * How files leave the server: the media type of a name, the byte range a `Range` header asks for, a stored
 * file streamed whole or in part, and a download with its name. Every route that sends a file uses these.
 */

/** The media type a file is served and stored with, from its name (with the charset of text types). */
export function contentTypeOf(name: string): string {
  const file = name.split('/').pop() ?? '';
  return (file.includes('.') && contentType(file)) || 'application/octet-stream';
}

/**
 * The one range of `size` bytes a `Range` header asks for; `'unsatisfiable'` when it lies past the end (416),
 * undefined when there is no header, it is malformed, or it asks for several ranges (the whole file is sent).
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  const { code, type, ranges } = parseRangeHeader(size, header.trim());
  if (type !== 'bytes' || ranges.length > 1) return undefined;
  const [range] = ranges;
  if (range) return { start: range.start, end: range.end };
  // range-parser: bit 1 says malformed (ignored), otherwise nothing of the file was asked for.
  return (code & 1) === 1 ? undefined : 'unsatisfiable';
}

/**
 * Sends the stored file `key`, or the range of it `rangeHeader` asks for: 206 with `Content-Range`, 416 with
 * the size for a range past the end, 404 when there is no such file. The caller sets type and caching.
 */
export async function sendStoredFile(
  reply: FastifyReply,
  storage: Storage,
  key: string,
  rangeHeader: string | undefined,
): Promise<FastifyReply> {
  reply.header('accept-ranges', 'bytes');
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
}

/**
 * The `Content-Disposition` of a download named `fileName`: the name itself when it is plain ASCII, else an
 * ASCII fallback (accents taken off) beside the UTF-8 name (RFC 6266), so 'Ética.pdf' keeps its accent.
 */
export function attachmentDisposition(fileName: string): string {
  const fallback = removeAccents(fileName).replace(/[^\x20-\x7e]/g, '_');
  return createContentDisposition(fileName, { fallback });
}

/** Sends `body` as a download named `fileName`, never kept by caches (reports, certificates, exports). */
export function sendDownload(
  reply: FastifyReply,
  file: { fileName: string; contentType?: string },
  body: unknown,
): FastifyReply {
  return reply
    .header('content-type', file.contentType ?? contentTypeOf(file.fileName))
    .header('content-disposition', attachmentDisposition(file.fileName))
    .header('cache-control', 'no-store')
    .send(body);
}
