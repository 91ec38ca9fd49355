import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import type { CommunitySections } from '../community/community-sections';
import { libraryRepository } from './library.repository';
import { libraryRoutes } from './library.routes';
import { libraryService } from './library.service';

/** The library of the content app (document 2). */
export async function registerLibrary(
  app: FastifyInstance,
  { db, sections }: { db: Db; sections: CommunitySections },
): Promise<void> {
  await app.register(
    libraryRoutes({ libraryService: libraryService({ libraryRepository: libraryRepository({ db }), sections }) }),
  );
}
