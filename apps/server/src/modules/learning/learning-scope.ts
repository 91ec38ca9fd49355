import type { Db } from '../../db/database';
import { withTransaction } from '../../db/unit-of-work';
import type { Clock } from '../../platform/clock';
import { type EventRecorder, type LearningEvents, NO_EVENTS } from '../learning-events/learning-events.service';
import { catalogRepository } from './catalog/catalog.repository';
import type { CatalogCache } from './catalog/catalog-cache';
import { contentsRepository } from './contents/contents.repository';
import { enrollmentRepository } from './enrollment/enrollment.repository';
import { learningTree } from './learning-tree';

/**
 * The learning repositories and tree over one database handle (the pool or a transaction), with the
 * recorder of the learning events that happen on it (modules/learning-events): a training the roll-up
 * completes, a content completed, an evaluation finished. Without `events` nothing is recorded (seeds and
 * administration paths that complete nothing). Outside a transaction, the catalog's structure may come from
 * the process's `cache`; a transaction reads its own.
 */
export function learningScope(
  db: Db,
  clock: Clock,
  { events, cache }: { events?: LearningEvents | null; cache?: CatalogCache } = {},
) {
  const catalog = cache ? cache.wrap(catalogRepository({ db })) : catalogRepository({ db });
  const enrollments = enrollmentRepository({ db });
  const recorder: EventRecorder = events ? events.recorder(db) : NO_EVENTS;
  return {
    catalogRepository: catalog,
    enrollmentRepository: enrollments,
    contentsRepository: contentsRepository({ db }),
    events: recorder,
    tree: learningTree({ catalogRepository: catalog, enrollmentRepository: enrollments, events: recorder, clock }),
  };
}

export type LearningScope = ReturnType<typeof learningScope>;

/** Runs work in one transaction with repositories (and a recorder of learning events) bound to it. */
export type LearningTransaction = <T>(work: (scope: LearningScope) => Promise<T>) => Promise<T>;

export function learningTransaction(db: Db, clock: Clock, events?: LearningEvents | null): LearningTransaction {
  return (work) =>
    withTransaction(
      db,
      (trx) => learningScope(trx, clock, { events }),
      (scope) => work(scope),
    );
}
