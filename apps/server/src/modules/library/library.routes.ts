import { libraryParams, libraryQuery, libraryResponse } from '@trilha/shared/api/library';
import { listLibraryFolder } from '@trilha/shared/contracts/library';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../platform/route';
import type { LibraryService } from './library.service';

export const libraryRoutes =
  ({ libraryService }: { libraryService: LibraryService }): FastifyPluginAsyncZod =>
  async (app) => {
    route(
      app,
      listLibraryFolder,
      { schema: { params: libraryParams, query: libraryQuery, response: libraryResponse } },
      async (request) => libraryService.listFolder(request.auth, request.params.idSection, request.query.prefix),
    );
  };
