import type * as content from '../api/content';
import type * as uploads from '../api/uploads';
import { contract } from '../contract';

/** A member upload (document 2, 7; multipart: idSection, title, description and the file as `fileData`). */
export const uploadMemberContent = contract<{ response: typeof uploads.userUploadResponse }>(
  'POST',
  '/uploads/usercontent',
);

/** A section's member uploads, newest first (designed here: the specification does not show the path). */
export const listSectionUploads = contract<{
  params: typeof content.sectionParams;
  response: typeof uploads.userUploadsResponse;
}>('GET', '/sections/:idSection/useruploads');

/** One member upload, for the post view (designed here: the specification does not show the path). */
export const getUserUpload = contract<{
  params: typeof uploads.userUploadParams;
  response: typeof uploads.userUploadItemResponse;
}>('GET', '/useruploads/:idUserUpload');
