import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as scorm from '@trilha/shared/api/learning-scorm';
import { SCORM_MAX_UPLOAD_BYTES } from '@trilha/shared/constants';
import * as scormCalls from '@trilha/shared/contracts/learning-scorm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../platform/errors';
import { saveMultipart } from '../../../platform/multipart';
import { route } from '../../../platform/route';
import type { ScormPackagesService } from './scorm-packages.service';

/**
 * `GET /admin/scorm-packages`, `POST /admin/scorm-packages` (multipart: `file`, optional `title` and
 * `idContentItem`) and `GET /admin/scorm-packages/:idScormPackage`: SCORM imports by the company's
 * administrators (paths not shown in the spec).
 */
export const scormPackagesRoutes =
  ({ scormPackagesService }: { scormPackagesService: ScormPackagesService }): FastifyPluginAsyncZod =>
  async (app) => {
    route(
      app,
      scormCalls.listScormPackages,
      { schema: { response: scorm.scormPackageListResponse } },
      async (request) => ({
        success: true as const,
        data: await scormPackagesService.listPackages(request.auth),
      }),
    );

    route(
      app,
      scormCalls.uploadScormPackage,
      { bodyLimit: SCORM_MAX_UPLOAD_BYTES + 1024 * 1024, schema: { response: scorm.scormPackageResponse } },
      async (request) => {
        const dir = await mkdtemp(join(tmpdir(), 'trilha-upload-'));
        try {
          const { file, fields } = await saveMultipart(request, join(dir, 'upload.zip'), {
            limits: { fileSize: SCORM_MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 2000, parts: 12 },
            tooLarge: 'SCORM_PACKAGE_TOO_LARGE',
            fileField: 'file',
          });
          if (!file) throw new AppError('FILE_REQUIRED');
          const parsed = scorm.scormPackageUploadFields.safeParse(fields);
          if (!parsed.success) {
            const issue = parsed.error.issues[0];
            throw new AppError('VALIDATION_FAILED', {
              message: issue?.message ?? 'Dados inválidos.',
              field: String(issue?.path[0] ?? ''),
            });
          }
          const data = await scormPackagesService.importPackage(
            request.auth,
            { path: file.path, size: file.size, fileName: file.fileName || 'pacote.zip' },
            parsed.data,
            request.id,
          );
          return { success: true as const, data };
        } finally {
          await rm(dir, { recursive: true, force: true });
        }
      },
    );

    route(
      app,
      scormCalls.getScormPackage,
      {
        schema: {
          params: scorm.scormPackageParams,
          response: scorm.scormPackageResponse,
        },
      },
      async (request) => ({
        success: true as const,
        data: await scormPackagesService.getPackage(request.auth, request.params.idScormPackage),
      }),
    );

    // Not in the spec: the outside origins an administrator allows a package to load from.
    route(
      app,
      scormCalls.allowScormOrigins,
      {
        schema: {
          params: scorm.scormPackageParams,
          body: scorm.scormAllowedOriginsRequest,
          response: scorm.scormPackageResponse,
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
