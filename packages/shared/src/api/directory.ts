import { z } from '../zod';
import { usersResponse } from './account';

/** A member as the directory shows them (document 2, 3 "Directory user"). */
export const directoryUser = z.object({
  idUser: z.number(),
  name: z.string(),
  email: z.string(),
  photo: z.string().nullable(),
});
export type DirectoryUser = z.infer<typeof directoryUser>;

/**
 * `GET /users` serves two screens of the specification: without a query, the content app's directory
 * (document 2, 7); with `offset`, `limit`, `searchText` or `onlyActive`, the support access search of the
 * learning platform (document 3, 7.8), for administrators with support access.
 */
export const usersListQuery = z.object({
  offset: z.string().max(10).optional(),
  limit: z.string().max(10).optional(),
  searchText: z.string().max(1000).optional(),
  onlyActive: z.string().max(10).optional(),
});
export type UsersListQuery = z.infer<typeof usersListQuery>;

/** Whether a `GET /users` query asks for the support access search rather than the directory. */
export function isSupportSearch(query: UsersListQuery): boolean {
  return Object.values(query).some((value) => value !== undefined);
}

/** `GET /users`: the active members of the caller's company, by name. */
export const directoryResponse = z.object({ success: z.literal(true), userList: z.array(directoryUser) });
export type DirectoryResponse = z.infer<typeof directoryResponse>;

/** `GET /users`: the directory without a query, the support access search with one. */
export const usersListResponse = usersResponse.or(directoryResponse);
export type UsersListResponse = z.infer<typeof usersListResponse>;
