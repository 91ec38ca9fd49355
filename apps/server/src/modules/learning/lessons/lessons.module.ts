import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database';
import type { Clock } from '../../../platform/clock';
import type { JobQueue } from '../../../platform/jobs';
import type { Storage } from '../../../platform/storage';
import { createContentTokens } from './content-tokens';
import { packageContentRoutes } from './package-content.routes';
import { scormPackagesRepository } from './scorm-packages.repository';
import { scormPackagesRoutes } from './scorm-packages.routes';
import { scormPackagesService } from './scorm-packages.service';

export type LessonsDeps = { db: Db; storage: Storage; jobs: JobQueue; clock: Clock; secret: Uint8Array };

/** Packaged courses (SCORM): imports, package files and the lesson player's calls. */
export async function registerLessons(app: FastifyInstance, deps: LessonsDeps): Promise<void> {
  const { db, storage, jobs, clock, secret } = deps;
  const packagesRepository = scormPackagesRepository({ db });
  const contentTokens = createContentTokens({ secret, clock });
  const packages = scormPackagesService({
    scormPackagesRepository: packagesRepository,
    storage,
    jobs,
    clock,
    log: app.log,
  });
  await app.register(scormPackagesRoutes({ scormPackagesService: packages }));
  await app.register(packageContentRoutes({ storage, contentTokens, scormPackagesRepository: packagesRepository }));
}
