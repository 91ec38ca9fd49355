import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import type { Storage } from '../../platform/storage';
import type { LearningEvents } from '../learning-events/learning-events.service';
import type { NotifyMembers } from '../notifications/notifications.service';
import { agendaRepository } from './agenda/agenda.repository';
import { agendaRoutes } from './agenda/agenda.routes';
import { agendaService } from './agenda/agenda.service';
import { catalogRoutes } from './catalog/catalog.routes';
import { catalogService } from './catalog/catalog.service';
import type { CatalogCache } from './catalog/catalog-cache';
import { commentsRepository } from './comments/comments.repository';
import { commentsRoutes } from './comments/comments.routes';
import { commentsService } from './comments/comments.service';
import { contentsRoutes } from './contents/contents.routes';
import { contentsService, type PackagedCourses } from './contents/contents.service';
import { enrollmentRoutes } from './enrollment/enrollment.routes';
import { enrollmentService } from './enrollment/enrollment.service';
import { applyEquivalences } from './enrollment/equivalences';
import { evaluationPlacement } from './evaluations/evaluation-placement';
import { createEvaluations, createQuestionBank } from './evaluations/evaluations.module';
import { evaluationsRepository } from './evaluations/evaluations.repository';
import { evaluationsRoutes, questionBankRoutes } from './evaluations/evaluations.routes';
import { externalCoursesRepository } from './external-courses/external-courses.repository';
import { externalCoursesRoutes } from './external-courses/external-courses.routes';
import { externalCoursesService } from './external-courses/external-courses.service';
import { journeyRepository } from './journey/journey.repository';
import { journeyRoutes } from './journey/journey.routes';
import { journeyService } from './journey/journey.service';
import { learningScope, learningTransaction } from './learning-scope';
import { socialRepository } from './social/social.repository';
import { socialRoutes } from './social/social.routes';
import { socialService } from './social/social.service';

/** The learning platform's services, built once; later areas (SCORM, evaluations, journey) take what they need. */
export function createLearning({
  db,
  clock,
  packagedCourses = null,
  storage,
  learningEvents,
  notifyMembers,
  catalogCache,
}: {
  db: Db;
  /** The process's copy of the catalog's structure (none reads it from the database every time). */
  catalogCache?: CatalogCache;
  clock: Clock;
  /** Member e-mails, each as the member's notification settings allow. */
  notifyMembers: NotifyMembers;
  /** File storage for external-course evidence. */
  storage: Storage;
  /** Where learning events are recorded, and campaign points, member e-mails and equivalences follow. */
  learningEvents: LearningEvents;
  /** The SCORM area, which describes a packaged course's lessons in content answers. */
  packagedCourses?: PackagedCourses | null;
}) {
  const scope = learningScope(db, clock, { events: learningEvents, cache: catalogCache });
  const transaction = learningTransaction(db, clock, learningEvents);
  // spec 3, 4.1: a training completed counts for its equivalent trainings ('Concluído por equivalência').
  learningEvents.follow('COURSE_COMPLETED', (trx, event) => applyEquivalences(learningScope(trx, clock), clock, event));
  const deps = { ...scope, transaction, clock };
  const journey = journeyService({
    journeyRepository: journeyRepository({ db }),
    recordEvent: (event) => learningEvents.record(db, event),
    clock,
  });
  return {
    ...scope,
    transaction,
    catalog: catalogService(deps),
    enrollment: enrollmentService(deps),
    // A member's progress changes no structure: its transaction reads the structure from the cache.
    contents: contentsService({
      ...deps,
      transaction: learningTransaction(db, clock, learningEvents, catalogCache),
      packagedCourses,
    }),
    social: socialService({
      socialRepository: socialRepository({ db }),
      catalogRepository: scope.catalogRepository,
      clock,
    }),
    agenda: agendaService({
      agendaRepository: agendaRepository({ db }),
      catalogRepository: scope.catalogRepository,
      clock,
    }),
    evaluations: createEvaluations({
      db,
      clock,
      enrollmentGate: evaluationPlacement({
        scope,
        evaluationsRepository: evaluationsRepository({ db }),
        learningEvents,
        clock,
      }),
    }),
    questionBank: createQuestionBank({ db, clock }),
    journey,
    comments: commentsService({ commentsRepository: commentsRepository({ db }), notifyMembers, clock }),
    externalCourses: externalCoursesService({
      externalCoursesRepository: externalCoursesRepository({ db }),
      storage,
      requireFeature: journey.requireFeature,
      notifyMembers,
      clock,
    }),
  };
}

export type Learning = ReturnType<typeof createLearning>;

/** Registers the learning platform's routes (spec 3, 7.1 to 7.3). */
export async function registerLearning(app: FastifyInstance, learning: Learning): Promise<void> {
  await app.register(catalogRoutes({ catalogService: learning.catalog }));
  await app.register(enrollmentRoutes({ enrollmentService: learning.enrollment }));
  await app.register(contentsRoutes({ contentsService: learning.contents }));
  await app.register(socialRoutes({ socialService: learning.social }));
  await app.register(agendaRoutes({ agendaService: learning.agenda }));
  await app.register(evaluationsRoutes({ evaluationsService: learning.evaluations }));
  await app.register(questionBankRoutes({ questionBankService: learning.questionBank }));
  await app.register(journeyRoutes({ journeyService: learning.journey }));
  await app.register(commentsRoutes({ commentsService: learning.comments }));
  await app.register(externalCoursesRoutes({ externalCoursesService: learning.externalCourses }));
}
