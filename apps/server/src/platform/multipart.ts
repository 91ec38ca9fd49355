import { createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { AppError, type ErrorCode } from './errors';

/** What a multipart upload may hold (busboy's limits): the file's bytes, and how many parts and fields. */
export type MultipartLimits = { fileSize: number; files?: number; fields?: number; fieldSize?: number; parts?: number };

export type MultipartOptions = {
  limits: MultipartLimits;
  /** The error a file over `limits.fileSize` (or a body over the limits) answers with (413, in Portuguese). */
  tooLarge: ErrorCode;
  /** The form field of the file; the first file of any field when omitted. Other files are skipped. */
  fileField?: string;
  /** The text fields kept; every text field when omitted. */
  textFields?: readonly string[];
};

/** An uploaded file held in memory. */
export type UploadedFile = { fieldName: string; fileName: string; bytes: Buffer };
/** An uploaded file written to disk at `path` (never held in memory). */
export type SavedFile = { fieldName: string; fileName: string; path: string; size: number };

/**
 * Reads a multipart body: its text fields and one file, in memory. A body that is not multipart answers
 * 'FILE_REQUIRED'; one without the file gives `file: undefined` (the caller says whether it is required).
 */
export async function readMultipart(
  request: FastifyRequest,
  options: MultipartOptions,
): Promise<{ fields: Record<string, string>; file: UploadedFile | undefined }> {
  let file: UploadedFile | undefined;
  const fields = await readParts(request, options, async (part) => {
    file = { fieldName: part.fieldname, fileName: part.filename ?? '', bytes: await part.toBuffer() };
  });
  return { fields, file };
}

/** Reads a multipart body as `readMultipart` does, streaming the file to `path` instead of memory. */
export async function saveMultipart(
  request: FastifyRequest,
  path: string,
  options: MultipartOptions,
): Promise<{ fields: Record<string, string>; file: SavedFile | undefined }> {
  let file: SavedFile | undefined;
  const fields = await readParts(request, options, async (part) => {
    await pipeline(part.file, createWriteStream(path));
    if (part.file.truncated) throw new AppError(options.tooLarge);
    file = { fieldName: part.fieldname, fileName: part.filename ?? '', path, size: (await stat(path)).size };
  });
  return { fields, file };
}

type FilePart = {
  fieldname: string;
  filename?: string;
  file: NodeJS.ReadableStream & { truncated: boolean; resume: () => unknown };
  toBuffer: () => Promise<Buffer>;
};

/**
 * The one loop over `request.parts()`: keeps the wanted text fields, hands the first wanted file to `take`,
 * drains the others, and turns the upload plugin's errors into the caller's 413 or a 400.
 */
async function readParts(
  request: FastifyRequest,
  { limits, tooLarge, fileField, textFields }: MultipartOptions,
  take: (part: FilePart) => Promise<void>,
): Promise<Record<string, string>> {
  if (!request.isMultipart()) throw new AppError('FILE_REQUIRED');
  const fields: Record<string, string> = {};
  let taken = false;
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'file') {
        if (taken || (fileField !== undefined && part.fieldname !== fileField)) {
          part.file.resume();
          continue;
        }
        taken = true;
        await take(part);
      } else if (typeof part.value === 'string' && (!textFields || textFields.includes(part.fieldname))) {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    if (code === 'FST_REQ_FILE_TOO_LARGE' || statusCode === 413) throw new AppError(tooLarge);
    throw new AppError('BAD_REQUEST');
  }
  return fields;
}
