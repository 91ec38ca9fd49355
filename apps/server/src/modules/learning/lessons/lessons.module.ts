import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database';
import { withTransaction } from '../../../db/unit-of-work';
import type { Clock } from '../../../platform/clock';
import type { JobQueue } from '../../../platform/jobs';
import type { Storage } from '../../../platform/storage';
import type { ContentHosts } from './content-hosts';
import { createContentTokens } from './content-tokens';
import { lessonsRepository } from './lessons.repository';
import { lessonsRoutes } from './lessons.routes';
import { type LessonsAccess, lessonsService } from './lessons.service';
import { packageContentRoutes } from './package-content.routes';
import { scormPackagesRepository } from './scorm-packages.repository';
import { scormPackagesRoutes } from './scorm-packages.routes';
import { scormPackagesService } from './scorm-packages.service';

export type LessonsDeps = {
  db: Db;
  storage: Storage;
  jobs: JobQueue;
  clock: Clock;
  secret: Uint8Array;
  log: FastifyInstance['log'];
  /** The host names packages run on, one per company. */
  contentHosts: ContentHosts;
  /** The built lesson frame page, served on content hosts. */
  hostDir: string;
  /** What the learning platform core answers about contents and their enrollments. */
  access: LessonsAccess;
};

/** Packaged courses (SCORM): imports, package files and the lesson player's calls. */
export function createLessons(deps: LessonsDeps) {
  const { db, storage, jobs, clock, secret, log, access, contentHosts, hostDir } = deps;
  const packagesRepository = scormPackagesRepository({ db });
  const contentTokens = createContentTokens({ secret, clock });
  const packages = scormPackagesService({
    scormPackagesRepository: packagesRepository,
    storage,
    jobs,
    clock,
    log,
  });
  const lessons = lessonsService({
    lessonsRepository: lessonsRepository({ db }),
    transaction: (work) =>
      withTransaction(
        db,
        (trx) => lessonsRepository({ db: trx }),
        (repository) => work(repository),
      ),
    contentTokens,
    contentHosts,
    access,
    clock,
  });
  return { storage, clock, contentTokens, contentHosts, hostDir, packagesRepository, packages, lessons };
}

export type Lessons = ReturnType<typeof createLessons>;

export async function registerLessons(app: FastifyInstance, lessons: Lessons): Promise<void> {
  await app.register(scormPackagesRoutes({ scormPackagesService: lessons.packages }));
  await app.register(
    packageContentRoutes({
      storage: lessons.storage,
      contentTokens: lessons.contentTokens,
      scormPackagesRepository: lessons.packagesRepository,
      contentHosts: lessons.contentHosts,
      hostDir: lessons.hostDir,
      clock: lessons.clock,
    }),
  );
  await app.register(lessonsRoutes({ lessonsService: lessons.lessons }));
}
