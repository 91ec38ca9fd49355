import { z } from '../zod';

/** A member as the directory shows them (document 2, 3 "Directory user"). */
export const directoryUser = z.object({
  idUser: z.number(),
  name: z.string(),
  email: z.string(),
  photo: z.string().nullable(),
});
export type DirectoryUser = z.infer<typeof directoryUser>;

/** `GET /users`: the active members of the caller's company, by name. */
export const directoryResponse = z.object({ success: z.literal(true), userList: z.array(directoryUser) });
export type DirectoryResponse = z.infer<typeof directoryResponse>;
