import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { directoryRepository } from './directory.repository';
import { directoryRoutes, type SearchUsers } from './directory.routes';

/**
 * The users directory of the content app (document 2); `GET /users` is shared with the learning platform's
 * support access search, given as `searchUsers`.
 */
export async function registerDirectory(
  app: FastifyInstance,
  { db, searchUsers }: { db: Db; searchUsers?: SearchUsers },
): Promise<void> {
  await app.register(
    directoryRoutes({ directoryRepository: directoryRepository({ db }), ...(searchUsers ? { searchUsers } : {}) }),
  );
}
