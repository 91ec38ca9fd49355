import type * as uploads from '../api/uploads';
import type * as users from '../api/users';
import { contract } from '../contract';

/** The member's own profile (spec document 1, section 3 "User"). */
export const getUser = contract<{ params: typeof users.userParams; response: typeof users.userResponse }>(
  'GET',
  '/users/:idUser',
);

/** The personal data form; the e-mail is read-only and is not part of it. */
export const updateUserProfile = contract<{
  params: typeof users.userParams;
  body: typeof users.updateProfileRequest;
  response: typeof users.updateProfileResponse;
}>('PUT', '/users/:idUser');

/** Accepts the app's current terms, with the optional communications. */
export const acceptUserAgreement = contract<{
  params: typeof users.userParams;
  body: typeof users.agreementRequest;
  response: typeof users.agreementResponse;
}>('PUT', '/users/agreement/:idUser');

/** One field changed on its own (the photo after an upload, the install prompt). */
export const updateUserField = contract<{
  params: typeof users.userParams;
  body: typeof users.editFieldRequest;
  response: typeof users.editFieldResponse;
}>('PUT', '/users/editField/:idUser');

/** An image for the profile photo (multipart `fileData` and `fileName`, no body schema); answers its address. */
export const uploadProfileImage = contract<{ response: typeof uploads.uploadFileResponse }>('POST', '/uploads/file');
