import { randomUUID } from 'node:crypto';
import { type UserUpload, userUploadFields } from '@trilha/shared/api/uploads';
import { USER_UPLOAD_MAX_BYTES } from '@trilha/shared/constants';
import { fileTypeFromBuffer } from 'file-type';
import type { AuthContext } from '../../platform/auth-context';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { Storage } from '../../platform/storage';
import { COMMUNITY_SECTION_TYPES, type CommunitySections } from '../community/community-sections';
import type { UserUploadsRepository } from './user-uploads.repository';

/**
 * The kinds a member may upload (document 2, 5: jpg, jpeg, png, pdf, mp4, mp3, doc, docx, xls, xlsx, ppt,
 * pptx), recognised by their bytes: the detected type, never the name, decides. Old Office files share one
 * container format (CFB), so for them the name's extension says which of doc, xls or ppt it is.
 */
const ACCEPTED_TYPES: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
  'video/mp4': 'mp4',
  'audio/mpeg': 'mp3',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
};
const CFB_EXTENSIONS: Record<string, string> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
};

/** How the post view shows an upload (document 2, 9: image, video, others as a download). */
export function uploadKind(extension: string): UserUpload['kind'] {
  if (extension === 'jpg' || extension === 'png') return 'image';
  if (extension === 'mp4') return 'video';
  return 'others';
}

/** What the file's bytes are, as an accepted extension and type; undefined when not an accepted kind. */
export async function detectUploadType(
  bytes: Buffer,
  fileName: string,
): Promise<{ extension: string; mimetype: string } | undefined> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type) return undefined;
  const extension = ACCEPTED_TYPES[type.mime];
  if (extension) return { extension, mimetype: type.mime };
  if (type.ext === 'cfb') {
    const claimed = fileName.toLowerCase().split('.').pop() ?? '';
    const mimetype = CFB_EXTENSIONS[claimed];
    if (mimetype) return { extension: claimed, mimetype };
  }
  return undefined;
}

/** A text without control characters (codes below 32 and 127). */
function withoutControls(text: string): string {
  return Array.from(text)
    .filter((char) => {
      const code = char.codePointAt(0) ?? 0;
      return code >= 32 && code !== 127;
    })
    .join('');
}

type Row = NonNullable<Awaited<ReturnType<UserUploadsRepository['findUpload']>>>;
const toUpload = (row: Row): UserUpload => ({ ...row, kind: uploadKind(row.extension) });

type Deps = {
  userUploadsRepository: UserUploadsRepository;
  sections: CommunitySections;
  storage: Storage;
  clock: Clock;
};

const UPLOAD_SECTIONS = [...COMMUNITY_SECTION_TYPES.userUploadForm, ...COMMUNITY_SECTION_TYPES.userUploadList];

/** Member uploads: `POST /uploads/usercontent` (checked by content and size), a section's list, the post view. */
export const userUploadsService = ({ userUploadsRepository, sections, storage, clock }: Deps) => ({
  async createUpload(
    auth: AuthContext,
    input: { fields: Record<string, unknown>; file: { bytes: Buffer; fileName: string } | undefined },
  ): Promise<UserUpload> {
    const parsed = userUploadFields.safeParse(input.fields);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new AppError('VALIDATION_FAILED', {
        ...(issue ? { message: issue.message } : {}),
        ...(issue?.path[0] !== undefined ? { field: String(issue.path[0]) } : {}),
      });
    }
    const { file } = input;
    if (!file || file.bytes.length === 0) throw new AppError('FILE_REQUIRED');
    if (file.bytes.length > USER_UPLOAD_MAX_BYTES) throw new AppError('USER_UPLOAD_TOO_LARGE');
    await sections.requireSection(auth, parsed.data.idSection, UPLOAD_SECTIONS);
    const type = await detectUploadType(file.bytes, file.fileName);
    if (!type) throw new AppError('USER_UPLOAD_TYPE_REFUSED');
    // A random name: files are public by address, so the address must not be guessable.
    const storageKey = `useruploads/${auth.idCompany}/${parsed.data.idSection}/${randomUUID()}.${type.extension}`;
    await storage.put(storageKey, file.bytes, type.mimetype);
    const idUserUpload = await userUploadsRepository.insertUpload({
      idCompany: auth.idCompany,
      idSection: parsed.data.idSection,
      idUser: auth.idUser,
      title: parsed.data.title,
      description: parsed.data.description,
      // The name as sent, without control characters (it is shown and offered as the download's name).
      name: withoutControls(file.fileName).slice(0, 255) || `arquivo.${type.extension}`,
      mimetype: type.mimetype,
      extension: type.extension,
      storageKey,
      url: storage.url(storageKey),
      size: file.bytes.length,
      createdAt: clock.now().toISOString(),
    });
    return this.getUpload(auth, idUserUpload);
  },

  async getUpload(auth: AuthContext, idUserUpload: number): Promise<UserUpload> {
    const row = await userUploadsRepository.findUpload(auth.idCompany, idUserUpload);
    if (!row) throw new AppError('NOT_FOUND');
    // The post view belongs to a section of the member's app.
    await sections.requireSection(auth, row.idSection, UPLOAD_SECTIONS);
    return toUpload(row);
  },

  async listSectionUploads(auth: AuthContext, idSection: number): Promise<UserUpload[]> {
    await sections.requireSection(auth, idSection, UPLOAD_SECTIONS);
    return (await userUploadsRepository.findSectionUploads(auth.idCompany, idSection, 100)).map(toUpload);
  },
});

export type UserUploadsService = ReturnType<typeof userUploadsService>;
