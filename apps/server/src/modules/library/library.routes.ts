import { idParam } from '@trilha/shared/api/common';
import { libraryQuery, libraryResponse } from '@trilha/shared/api/library';
import { z } from '@trilha/shared/zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LibraryService } from './library.service';

/** `GET /library/:idSection?prefix=` (designed here: the specification does not show the path). */
export const libraryRoutes =
  ({ libraryService }: { libraryService: LibraryService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/library/:idSection',
      {
        schema: {
          params: z.object({ idSection: idParam }),
          querystring: libraryQuery,
          response: { 200: libraryResponse },
        },
      },
      async (request) => libraryService.listFolder(request.auth, request.params.idSection, request.query.prefix),
    );
  };
