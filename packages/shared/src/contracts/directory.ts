import type * as directory from '../api/directory';
import { contract } from '../contract';

/**
 * Without a query, the directory of the caller's company and app (document 2, 7); with the support search's
 * query (document 3, 7.8), that search, for administrators with support access.
 */
export const listUsers = contract<{
  query: typeof directory.usersListQuery;
  response: typeof directory.usersListResponse;
}>('GET', '/users');
