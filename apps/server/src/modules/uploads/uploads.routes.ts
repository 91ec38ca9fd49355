import * as uploads from '@trilha/shared/api/uploads';
import { PROFILE_PHOTO_MAX_BYTES } from '@trilha/shared/constants';
import * as userCalls from '@trilha/shared/contracts/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors';
import { readMultipart } from '../../platform/multipart';
import { route } from '../../platform/route';
import type { UploadsService } from './uploads.service';

export const uploadsRoutes =
  ({ uploadsService }: { uploadsService: UploadsService }): FastifyPluginAsyncZod =>
  async (app) => {
    // Multipart: `fileData` (the image) and `fileName`; the token travels as the bearer header.
    route(app, userCalls.uploadProfileImage, { schema: { response: uploads.uploadFileResponse } }, async (request) => {
      const { file } = await readMultipart(request, {
        limits: { fileSize: PROFILE_PHOTO_MAX_BYTES, files: 1, fields: 5 },
        tooLarge: 'FILE_TOO_LARGE',
      });
      if (!file) throw new AppError('FILE_REQUIRED');
      return { success: true as const, url: await uploadsService.storeProfileImage(request.auth, file.bytes) };
    });
  };
