import { idParam } from '@trilha/shared/api/common';
import { userUploadItemResponse, userUploadResponse, userUploadsResponse } from '@trilha/shared/api/uploads';
import { USER_UPLOAD_MAX_BYTES } from '@trilha/shared/constants';
import { z } from '@trilha/shared/zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors';
import type { UserUploadsService } from './user-uploads.service';

const TEXT_FIELDS = new Set(['idSection', 'title', 'description']);

/** Member uploads: the spec's `POST /uploads/usercontent`, and the list and post view (paths designed here). */
export const userUploadsRoutes =
  ({ userUploadsService }: { userUploadsService: UserUploadsService }): FastifyPluginAsyncZod =>
  async (app) => {
    // Multipart: idSection, title, description and the file as `fileData`; the token travels as the bearer header.
    app.post('/uploads/usercontent', { schema: { response: { 200: userUploadResponse } } }, async (request) => {
      if (!request.isMultipart()) throw new AppError('FILE_REQUIRED');
      const fields: Record<string, unknown> = {};
      let file: { bytes: Buffer; fileName: string } | undefined;
      try {
        for await (const part of request.parts({
          limits: { fileSize: USER_UPLOAD_MAX_BYTES, files: 1, fields: 10, fieldSize: 10_000 },
        })) {
          if (part.type === 'file') {
            const bytes = await part.toBuffer();
            if (part.fieldname === 'fileData') file = { bytes, fileName: part.filename ?? '' };
          } else if (TEXT_FIELDS.has(part.fieldname) && typeof part.value === 'string') {
            fields[part.fieldname] = part.value;
          }
        }
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('USER_UPLOAD_TOO_LARGE');
        if (code?.startsWith('FST_')) throw new AppError('BAD_REQUEST');
        throw error;
      }
      const data = await userUploadsService.createUpload(request.auth, { fields, file });
      return { success: true as const, message: 'Dados enviados com sucesso!', data };
    });

    app.get(
      '/sections/:idSection/useruploads',
      { schema: { params: z.object({ idSection: idParam }), response: { 200: userUploadsResponse } } },
      async (request) => ({
        success: true as const,
        data: await userUploadsService.listSectionUploads(request.auth, request.params.idSection),
      }),
    );

    app.get(
      '/useruploads/:idUserUpload',
      { schema: { params: z.object({ idUserUpload: idParam }), response: { 200: userUploadItemResponse } } },
      async (request) => ({
        success: true as const,
        data: await userUploadsService.getUpload(request.auth, request.params.idUserUpload),
      }),
    );
  };
