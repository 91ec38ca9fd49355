import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import { catalogRepository } from './catalog/catalog.repository';
import type { CatalogCache } from './catalog/catalog-cache';
import { contentsRepository } from './contents/contents.repository';
import { enrollmentRepository } from './enrollment/enrollment.repository';
import { learningTree } from './learning-tree';

/**
 * The learning repositories and tree over one database handle (the pool or a transaction). Outside a
 * transaction, the catalog's structure may come from the process's cache; a transaction reads its own.
 */
export function learningScope(db: Db, clock: Clock, cache?: CatalogCache) {
  const catalog = cache ? cache.wrap(catalogRepository({ db })) : catalogRepository({ db });
  const enrollments = enrollmentRepository({ db });
  return {
    catalogRepository: catalog,
    enrollmentRepository: enrollments,
    contentsRepository: contentsRepository({ db }),
    tree: learningTree({ catalogRepository: catalog, enrollmentRepository: enrollments, clock }),
  };
}

export type LearningScope = ReturnType<typeof learningScope>;

/** Runs work in one transaction with repositories bound to it. */
export type LearningTransaction = <T>(work: (scope: LearningScope) => Promise<T>) => Promise<T>;

export function learningTransaction(db: Db, clock: Clock): LearningTransaction {
  return (work) => db.transaction().execute((trx) => work(learningScope(trx, clock)));
}
