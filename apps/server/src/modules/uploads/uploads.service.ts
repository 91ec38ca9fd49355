import { randomUUID } from 'node:crypto';
import { PROFILE_PHOTO_MAX_BYTES } from '@trilha/shared/constants';
import { fileTypeFromBuffer } from 'file-type';
import type { AuthContext } from '../../platform/auth-context';
import { AppError } from '../../platform/errors';
import type { Storage } from '../../platform/storage';
import { profilePhotoPrefix } from '../users/users.service';

/** Image kinds a profile photo may be, recognised by their bytes, with the extension they are stored under. */
const IMAGE_TYPES: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/** `POST /uploads/file`: the member's photo, checked by content and size, kept in file storage. */
export const uploadsService = ({ storage }: { storage: Storage }) => ({
  async storeProfileImage(auth: AuthContext, bytes: Buffer): Promise<string> {
    if (bytes.length === 0) throw new AppError('FILE_REQUIRED');
    if (bytes.length > PROFILE_PHOTO_MAX_BYTES) throw new AppError('FILE_TOO_LARGE');
    const type = await fileTypeFromBuffer(bytes);
    const extension = type ? IMAGE_TYPES[type.mime] : undefined;
    if (!extension) throw new AppError('FILE_NOT_IMAGE');
    // A random name: files are public by address, so the address must not be guessable.
    const key = `${profilePhotoPrefix(auth.idCompany, auth.idUser)}${randomUUID()}.${extension}`;
    await storage.put(key, bytes, type?.mime ?? 'application/octet-stream');
    return storage.url(key);
  },
});

export type UploadsService = ReturnType<typeof uploadsService>;
