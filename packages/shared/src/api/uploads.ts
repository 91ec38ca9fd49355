import { z } from '../zod';
import { idParam } from './common';

/** `POST /uploads/file`: where the stored image is served from. */
export const uploadFileResponse = z.object({ success: z.literal(true), url: z.string() });
export type UploadFileResponse = z.infer<typeof uploadFileResponse>;

/** A member upload (document 2, 3 "User upload"), with its author for the post view. */
export const userUpload = z.object({
  idUserUpload: z.number(),
  idSection: z.number(),
  title: z.string(),
  description: z.string(),
  /** The name of the file as the member sent it. */
  name: z.string(),
  mimetype: z.string(),
  extension: z.string(),
  url: z.string(),
  /** 'image', 'video' or 'others' (a download), from the stored kind (document 2, 9). */
  kind: z.enum(['image', 'video', 'others']),
  author: z.string(),
  createdAt: z.string(),
});
export type UserUpload = z.infer<typeof userUpload>;

/** The text fields of `POST /uploads/usercontent` (multipart, with the file as `fileData`). */
const withoutNul = (text: string) => !text.includes('\u0000');
export const userUploadFields = z.object({
  idSection: z.coerce.number().int().positive().max(2_147_483_647),
  title: z
    .string()
    .trim()
    .min(1, 'Título é um campo obrigatório.')
    .max(200, 'O título deve ter no máximo 200 caracteres.')
    .refine(withoutNul, 'O título tem caracteres inválidos.'),
  description: z
    .string()
    .trim()
    .min(1, 'Descrição é um campo obrigatório.')
    .max(2000, 'A descrição deve ter no máximo 2000 caracteres.')
    .refine(withoutNul, 'A descrição tem caracteres inválidos.'),
});
export type UserUploadFields = z.input<typeof userUploadFields>;

export const userUploadResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: userUpload,
});
export type UserUploadResponse = z.infer<typeof userUploadResponse>;

/** `GET /sections/:idSection/useruploads`: the uploads of a section, newest first. */
export const userUploadsResponse = z.object({ success: z.literal(true), data: z.array(userUpload) });
export type UserUploadsResponse = z.infer<typeof userUploadsResponse>;

/** An upload named in the path: `/useruploads/:idUserUpload`. */
export const userUploadParams = z.object({ idUserUpload: idParam });

/** `GET /useruploads/:idUserUpload`: one upload (the post view). */
export const userUploadItemResponse = z.object({ success: z.literal(true), data: userUpload });
export type UserUploadItemResponse = z.infer<typeof userUploadItemResponse>;
