import * as library from '@trilha/shared/api/library';
import * as libraryCalls from '@trilha/shared/contracts/library';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../platform/route';
import type { LibraryService } from './library.service';

export const libraryRoutes =
  ({ libraryService }: { libraryService: LibraryService }): FastifyPluginAsyncZod =>
  async (app) => {
    route(
      app,
      libraryCalls.listLibraryFolder,
      { schema: { params: library.libraryParams, query: library.libraryQuery, response: library.libraryResponse } },
      async (request) => libraryService.listFolder(request.auth, request.params.idSection, request.query.prefix),
    );
  };
