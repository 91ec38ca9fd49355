import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MediaUploadResponse } from '@trilha/shared/api/authoring';
import { AUTHORING_UPLOAD_MAX_BYTES } from '@trilha/shared/constants';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { AuthContext } from '../../platform/auth-context';
import { AppError } from '../../platform/errors';
import { saveMultipart } from '../../platform/multipart';
import type { Storage } from '../../platform/storage';

type Kind = MediaUploadResponse['kind'];

/**
 * What an administrator may upload for contents, images and attachments, recognised by the file's bytes
 * (never its name): images, audio, video, PDF and office documents. SVG is left out: it can carry scripts.
 */
const ACCEPTED: Record<string, { extension: string; kind: Kind }> = {
  'image/jpeg': { extension: 'jpg', kind: 'image' },
  'image/png': { extension: 'png', kind: 'image' },
  'image/webp': { extension: 'webp', kind: 'image' },
  'image/gif': { extension: 'gif', kind: 'image' },
  'audio/mpeg': { extension: 'mp3', kind: 'audio' },
  'audio/mp4': { extension: 'm4a', kind: 'audio' },
  'audio/x-m4a': { extension: 'm4a', kind: 'audio' },
  'audio/ogg': { extension: 'ogg', kind: 'audio' },
  'audio/wav': { extension: 'wav', kind: 'audio' },
  'audio/vnd.wave': { extension: 'wav', kind: 'audio' },
  'video/mp4': { extension: 'mp4', kind: 'video' },
  'video/webm': { extension: 'webm', kind: 'video' },
  'video/quicktime': { extension: 'mov', kind: 'video' },
  'application/pdf': { extension: 'pdf', kind: 'pdf' },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': { extension: 'docx', kind: 'file' },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { extension: 'xlsx', kind: 'file' },
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': { extension: 'pptx', kind: 'file' },
  'application/zip': { extension: 'zip', kind: 'file' },
};
/** Old Office files share one container (CFB): the name's extension says which it is. */
const CFB: Record<string, string> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
};

/** A file name as members will see it on a download: no path, no control characters, at most 200 characters. */
function displayName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = Array.from(base)
    .filter((char) => (char.codePointAt(0) ?? 0) >= 32 && char !== '\u007f')
    .join('')
    .trim();
  return (clean || 'arquivo').slice(0, 200);
}

/**
 * `POST /admin/authoring/media`: a file streamed to a temporary file (never into memory), checked by its
 * bytes, then kept in the file storage under the company's folder with a random name; the answer is the
 * address the content points to, as the storage gives it.
 */
export async function receiveMedia(request: FastifyRequest, storage: Storage, auth: AuthContext) {
  const dir = await mkdtemp(join(tmpdir(), 'trilha-media-'));
  try {
    const { file: saved } = await saveMultipart(request, join(dir, 'upload'), {
      limits: { fileSize: AUTHORING_UPLOAD_MAX_BYTES, files: 1, fields: 5, fieldSize: 500, parts: 6 },
      tooLarge: 'AUTHORING_FILE_TOO_LARGE',
      fileField: 'file',
    });
    const file = saved && { path: saved.path, size: saved.size, name: displayName(saved.fileName || 'arquivo') };
    if (!file || file.size === 0) throw new AppError('FILE_REQUIRED');
    const head = Buffer.alloc(Math.min(file.size, 4100));
    const handle = await open(file.path, 'r');
    try {
      await handle.read(head, 0, head.length, 0);
    } finally {
      await handle.close();
    }
    const type = await fileTypeFromBuffer(head);
    let accepted = type ? ACCEPTED[type.mime] : undefined;
    let mimetype = type?.mime ?? '';
    if (type?.ext === 'cfb') {
      const claimed = file.name.toLowerCase().split('.').pop() ?? '';
      const cfb = CFB[claimed];
      if (cfb) {
        accepted = { extension: claimed, kind: 'file' };
        mimetype = cfb;
      }
    }
    if (!accepted) throw new AppError('AUTHORING_FILE_REFUSED');
    // A random name: stored files are served by address, so the address must not be guessable.
    const key = `content/${auth.idCompany}/${randomUUID()}.${accepted.extension}`;
    await storage.putStream(key, createReadStream(file.path), file.size, mimetype);
    return {
      success: true as const,
      url: storage.url(key),
      name: file.name,
      size: file.size,
      mimetype,
      kind: accepted.kind,
    } satisfies MediaUploadResponse;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
