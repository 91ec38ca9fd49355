import type { UploadFileResponse } from '@trilha/shared/api/uploads';
import type {
  AgreementRequest,
  AgreementResponse,
  EditFieldRequest,
  ProfileUser,
  UpdateProfileRequest,
  UpdateProfileResponse,
  UserResponse,
} from '@trilha/shared/api/users';
import { request } from './client';

/** `GET /users/:id`: the member's own profile. */
export const fetchUser = (idUser: number, signal?: AbortSignal) =>
  request<UserResponse>('GET', `/users/${idUser}`, signal ? { signal } : {});

/** `PUT /users/:id`: the personal data form. */
export const updateProfile = (idUser: number, body: UpdateProfileRequest) =>
  request<UpdateProfileResponse>('PUT', `/users/${idUser}`, { body });

/** `PUT /users/agreement/:id`: accepts the app's current terms. */
export const acceptAgreement = (idUser: number, body: AgreementRequest) =>
  request<AgreementResponse>('PUT', `/users/agreement/${idUser}`, { body });

/** `PUT /users/editField/:id`: one field on its own. */
export const editUserField = (idUser: number, body: EditFieldRequest) =>
  request<{ success: true; user: ProfileUser }>('PUT', `/users/editField/${idUser}`, { body });

/** `POST /uploads/file`: an image (multipart `fileData` and `fileName`); answers its address. */
export function uploadImage(file: Blob, fileName: string) {
  const form = new FormData();
  form.append('fileName', fileName);
  form.append('fileData', file, fileName);
  return request<UploadFileResponse>('POST', '/uploads/file', { body: form });
}
