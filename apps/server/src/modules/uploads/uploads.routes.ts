import { uploadFileResponse } from '@trilha/shared/api/uploads';
import { PROFILE_PHOTO_MAX_BYTES } from '@trilha/shared/constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors';
import type { UploadsService } from './uploads.service';

export const uploadsRoutes =
  ({ uploadsService }: { uploadsService: UploadsService }): FastifyPluginAsyncZod =>
  async (app) => {
    // Multipart: `fileData` (the image) and `fileName`; the token travels as the bearer header.
    app.post('/uploads/file', { schema: { response: { 200: uploadFileResponse } } }, async (request) => {
      if (!request.isMultipart()) throw new AppError('FILE_REQUIRED');
      const file = await request.file({ limits: { fileSize: PROFILE_PHOTO_MAX_BYTES, files: 1, fields: 5 } });
      if (!file) throw new AppError('FILE_REQUIRED');
      let bytes: Buffer;
      try {
        bytes = await file.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('FILE_TOO_LARGE');
        throw error;
      }
      return { success: true as const, url: await uploadsService.storeProfileImage(request.auth, bytes) };
    });
  };
