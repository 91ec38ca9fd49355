import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { idParam } from '@trilha/shared/api/common';
import {
  scormAllowedOriginsRequest,
  scormPackageListResponse,
  scormPackageResponse,
  scormPackageUploadFields,
} from '@trilha/shared/api/learning-scorm';
import { SCORM_MAX_UPLOAD_BYTES } from '@trilha/shared/constants';
import { z } from '@trilha/shared/zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../platform/errors';
import type { ScormPackagesService } from './scorm-packages.service';

/**
 * `GET /admin/scorm-packages`, `POST /admin/scorm-packages` (multipart: `file`, optional `title` and
 * `idContentItem`) and `GET /admin/scorm-packages/:idScormPackage`: SCORM imports by the company's
 * administrators (paths not shown in the spec).
 */
export const scormPackagesRoutes =
  ({ scormPackagesService }: { scormPackagesService: ScormPackagesService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/admin/scorm-packages', { schema: { response: { 200: scormPackageListResponse } } }, async (request) => ({
      success: true as const,
      data: await scormPackagesService.listPackages(request.auth),
    }));

    app.post(
      '/admin/scorm-packages',
      { bodyLimit: SCORM_MAX_UPLOAD_BYTES + 1024 * 1024, schema: { response: { 201: scormPackageResponse } } },
      async (request, reply) => {
        const dir = await mkdtemp(join(tmpdir(), 'trilha-upload-'));
        try {
          const { file, fields } = await receiveUpload(request, dir);
          const parsed = scormPackageUploadFields.safeParse(fields);
          if (!parsed.success) {
            const issue = parsed.error.issues[0];
            throw new AppError('VALIDATION_FAILED', {
              message: issue?.message ?? 'Dados inválidos.',
              field: String(issue?.path[0] ?? ''),
            });
          }
          const data = await scormPackagesService.importPackage(request.auth, file, parsed.data, request.id);
          return reply.status(201).send({ success: true as const, data });
        } finally {
          await rm(dir, { recursive: true, force: true });
        }
      },
    );

    app.get(
      '/admin/scorm-packages/:idScormPackage',
      {
        schema: {
          params: z.object({ idScormPackage: idParam }),
          response: { 200: scormPackageResponse },
        },
      },
      async (request) => ({
        success: true as const,
        data: await scormPackagesService.getPackage(request.auth, request.params.idScormPackage),
      }),
    );

    // Not in the spec: the outside origins an administrator allows a package to load from.
    app.put(
      '/admin/scorm-packages/:idScormPackage/allowed-origins',
      {
        schema: {
          params: z.object({ idScormPackage: idParam }),
          body: scormAllowedOriginsRequest,
          response: { 200: scormPackageResponse },
        },
      },
      async (request) => ({
        success: true as const,
        data: await scormPackagesService.allowOrigins(
          request.auth,
          request.params.idScormPackage,
          request.body.origins,
          request.id,
        ),
      }),
    );
  };

/** Streams the multipart file to a temporary file (never into memory) and collects the text fields. */
async function receiveUpload(request: FastifyRequest, dir: string) {
  if (!request.isMultipart()) throw new AppError('FILE_REQUIRED');
  const fields: Record<string, string> = {};
  let file: { path: string; size: number; fileName: string } | undefined;
  try {
    const limits = { fileSize: SCORM_MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 2000, parts: 12 };
    for await (const part of request.parts({ limits })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) {
          part.file.resume();
          continue;
        }
        const path = join(dir, 'upload.zip');
        await pipeline(part.file, createWriteStream(path));
        file = { path, size: (await stat(path)).size, fileName: part.filename || 'pacote.zip' };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('SCORM_PACKAGE_TOO_LARGE');
    if ((error as { statusCode?: number }).statusCode === 413) throw new AppError('SCORM_PACKAGE_TOO_LARGE');
    throw new AppError('BAD_REQUEST');
  }
  if (!file) throw new AppError('FILE_REQUIRED');
  return { file, fields };
}
