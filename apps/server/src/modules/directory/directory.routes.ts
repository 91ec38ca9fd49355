import { directoryResponse } from '@trilha/shared/api/directory';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DirectoryRepository } from './directory.repository';

/**
 * `GET /users` (document 2, 7): the directory of the caller's company and app. The search ('Buscar Usuário')
 * and the pages of 10 are the screen's, over this list.
 */
export const directoryRoutes =
  ({ directoryRepository }: { directoryRepository: DirectoryRepository }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/users', { schema: { response: { 200: directoryResponse } } }, async (request) => ({
      success: true as const,
      userList: await directoryRepository.findMembers(request.auth.idCompany, request.auth.idApp),
    }));
  };
