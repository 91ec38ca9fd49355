import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import { catalogRepository } from './catalog/catalog.repository';
import { contentsRepository } from './contents/contents.repository';
import { enrollmentRepository } from './enrollment/enrollment.repository';
import { learningTree } from './learning-tree';

/** The learning repositories and tree over one database handle (the pool or a transaction). */
export function learningScope(db: Db, clock: Clock) {
  const catalog = catalogRepository({ db });
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
