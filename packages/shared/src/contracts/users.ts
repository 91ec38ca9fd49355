import type { uploadFileResponse } from '../api/uploads';
import type {
  agreementRequest,
  agreementResponse,
  editFieldRequest,
  editFieldResponse,
  updateProfileRequest,
  updateProfileResponse,
  userParams,
  userResponse,
} from '../api/users';
import { contract } from '../contract';

/** The member's own profile (spec document 1, section 3 "User"). */
export const getUser = contract<{ params: typeof userParams; response: typeof userResponse }>('GET', '/users/:idUser');

/** The personal data form; the e-mail is read-only and is not part of it. */
export const updateUserProfile = contract<{
  params: typeof userParams;
  body: typeof updateProfileRequest;
  response: typeof updateProfileResponse;
}>('PUT', '/users/:idUser');

/** Accepts the app's current terms, with the optional communications. */
export const acceptUserAgreement = contract<{
  params: typeof userParams;
  body: typeof agreementRequest;
  response: typeof agreementResponse;
}>('PUT', '/users/agreement/:idUser');

/** One field changed on its own (the photo after an upload, the install prompt). */
export const updateUserField = contract<{
  params: typeof userParams;
  body: typeof editFieldRequest;
  response: typeof editFieldResponse;
}>('PUT', '/users/editField/:idUser');

/** An image for the profile photo (multipart `fileData` and `fileName`, no body schema); answers its address. */
export const uploadProfileImage = contract<{ response: typeof uploadFileResponse }>('POST', '/uploads/file');
