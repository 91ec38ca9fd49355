import { z } from '../zod';
import { idParam } from './common';

/** A library entry (document 2, 3 "Library file"): a folder (key ending in '/') or a file. */
export const libraryFile = z.object({
  key: z.string(),
  url: z.string().nullable(),
  date: z.string(),
  isFolder: z.boolean(),
});
export type LibraryFile = z.infer<typeof libraryFile>;

/** `GET /library/:idSection?prefix=`: the folder's direct children; no prefix lists the root. */
export const libraryQuery = z.object({
  prefix: z
    .string()
    .max(1000)
    .refine((value) => value === '' || value.endsWith('/'), 'Pasta inválida.')
    .default(''),
});
export type LibraryQuery = z.input<typeof libraryQuery>;

export const libraryResponse = z.object({ success: z.literal(true), files: z.array(libraryFile) });
export type LibraryResponse = z.infer<typeof libraryResponse>;

export const libraryParams = z.object({ idSection: idParam });
