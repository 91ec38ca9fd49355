import { z } from '../zod';

/** `POST /uploads/file`: where the stored image is served from. */
export const uploadFileResponse = z.object({ success: z.literal(true), url: z.string() });
export type UploadFileResponse = z.infer<typeof uploadFileResponse>;
