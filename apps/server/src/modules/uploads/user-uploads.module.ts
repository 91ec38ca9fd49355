import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import type { Storage } from '../../platform/storage';
import type { CommunitySections } from '../community/community-sections';
import { userUploadsRepository } from './user-uploads.repository';
import { userUploadsRoutes } from './user-uploads.routes';
import { userUploadsService } from './user-uploads.service';

/** Member uploads of the content app (document 2). */
export async function registerUserUploads(
  app: FastifyInstance,
  { db, storage, sections, clock }: { db: Db; storage: Storage; sections: CommunitySections; clock: Clock },
): Promise<void> {
  await app.register(
    userUploadsRoutes({
      userUploadsService: userUploadsService({
        userUploadsRepository: userUploadsRepository({ db }),
        sections,
        storage,
        clock,
      }),
    }),
  );
}
