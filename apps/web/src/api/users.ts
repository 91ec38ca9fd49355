import type { AgreementRequest, EditFieldRequest, UpdateProfileRequest } from '@trilha/shared/api/users';
import * as userCalls from '@trilha/shared/contracts/users';
import { call, sendForm } from './client';

/** `GET /users/:id`: the member's own profile. */
export const fetchUser = (idUser: number, signal?: AbortSignal) =>
  call(userCalls.getUser, { params: { idUser }, signal });

/** `GET /users/:id` with a token given explicitly (the SAML test window, signed in as the tested member). */
export const fetchUserWithToken = (idUser: number, token: string) =>
  call(userCalls.getUser, { params: { idUser }, auth: false, headers: { authorization: `Bearer ${token}` } });

/** `PUT /users/:id`: the personal data form. */
export const updateProfile = (idUser: number, body: UpdateProfileRequest) =>
  call(userCalls.updateUserProfile, { params: { idUser }, body });

/** `PUT /users/agreement/:id`: accepts the app's current terms. */
export const acceptAgreement = (idUser: number, body: AgreementRequest) =>
  call(userCalls.acceptUserAgreement, { params: { idUser }, body });

/** `PUT /users/editField/:id`: one field on its own. */
export const editUserField = (idUser: number, body: EditFieldRequest) =>
  call(userCalls.updateUserField, { params: { idUser }, body });

/** `POST /uploads/file`: an image (multipart `fileData` and `fileName`); answers its address. */
export function uploadImage(file: Blob, fileName: string) {
  const form = new FormData();
  form.append('fileName', fileName);
  form.append('fileData', file, fileName);
  return sendForm(userCalls.uploadProfileImage, form);
}
