import * as account from '@trilha/shared/api/account';
import * as directory from '@trilha/shared/api/directory';
import * as directoryCalls from '@trilha/shared/contracts/directory';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthContext } from '../../platform/auth-context';
import { AppError } from '../../platform/errors';
import { route } from '../../platform/route';
import type { DirectoryRepository } from './directory.repository';

/** The support access search of the learning platform, answered by its own area. */
export type SearchUsers = (auth: AuthContext, query: account.UsersQuery) => Promise<account.UsersResponse>;

/**
 * `GET /users`: without a query, the directory of the caller's company and app (document 2, 7; the search
 * 'Buscar Usuário' and the pages of 10 are the screen's, over this list); with the support search's query
 * (document 3, 7.8), that search, which checks the caller may use support access.
 */
export const directoryRoutes =
  ({
    directoryRepository,
    searchUsers,
  }: {
    directoryRepository: DirectoryRepository;
    searchUsers?: SearchUsers;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    route(
      app,
      directoryCalls.listUsers,
      { schema: { query: directory.usersListQuery, response: directory.usersListResponse } },
      async (request) => {
        if (!directory.isSupportSearch(request.query)) {
          return {
            success: true as const,
            userList: await directoryRepository.findMembers(request.auth.idCompany, request.auth.idApp),
          };
        }
        if (!searchUsers) throw new AppError('NOT_FOUND');
        const query = account.usersQuery.safeParse(request.query);
        if (!query.success) {
          const issue = query.error.issues[0];
          throw new AppError('VALIDATION_FAILED', {
            message: issue?.message ?? 'Dados inválidos.',
            field: String(issue?.path[0] ?? ''),
          });
        }
        return searchUsers(request.auth, query.data);
      },
    );
  };
