import * as content from '@trilha/shared/api/content';
import * as uploads from '@trilha/shared/api/uploads';
import { USER_UPLOAD_MAX_BYTES } from '@trilha/shared/constants';
import * as uploadCalls from '@trilha/shared/contracts/uploads';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readMultipart } from '../../platform/multipart';
import { route } from '../../platform/route';
import type { UserUploadsService } from './user-uploads.service';

const TEXT_FIELDS = ['idSection', 'title', 'description'];

/** Member uploads: the spec's `POST /uploads/usercontent`, and the list and post view (paths designed here). */
export const userUploadsRoutes =
  ({ userUploadsService }: { userUploadsService: UserUploadsService }): FastifyPluginAsyncZod =>
  async (app) => {
    // Multipart: idSection, title, description and the file as `fileData`; the token travels as the bearer header.
    route(
      app,
      uploadCalls.uploadMemberContent,
      { schema: { response: uploads.userUploadResponse } },
      async (request) => {
        const { fields, file } = await readMultipart(request, {
          limits: { fileSize: USER_UPLOAD_MAX_BYTES, files: 1, fields: 10, fieldSize: 10_000 },
          tooLarge: 'USER_UPLOAD_TOO_LARGE',
          fileField: 'fileData',
          textFields: TEXT_FIELDS,
        });
        const data = await userUploadsService.createUpload(request.auth, {
          fields,
          file: file && { bytes: file.bytes, fileName: file.fileName },
        });
        return { success: true as const, message: 'Dados enviados com sucesso!', data };
      },
    );

    route(
      app,
      uploadCalls.listSectionUploads,
      { schema: { params: content.sectionParams, response: uploads.userUploadsResponse } },
      async (request) => ({
        success: true as const,
        data: await userUploadsService.listSectionUploads(request.auth, request.params.idSection),
      }),
    );

    route(
      app,
      uploadCalls.getUserUpload,
      { schema: { params: uploads.userUploadParams, response: uploads.userUploadItemResponse } },
      async (request) => ({
        success: true as const,
        data: await userUploadsService.getUpload(request.auth, request.params.idUserUpload),
      }),
    );
  };
