import type { EvaluationParams } from '@trilha/shared/api/learning-evaluations';
import type { Db } from '../../../db/database';
import { type AuthContext, requireOwnUser } from '../../../platform/auth-context';
import type { Clock } from '../../../platform/clock';
import { AppError } from '../../../platform/errors';
import { requireEnrollment, requireOpenEnrollment } from '../enrollment/enrollment-access';
import { type LearningScope, learningScope } from '../learning-scope';
import { hasNodeAccess } from '../learning-tree';
import type { EvaluationsRepository } from './evaluations.repository';
import type {
  EnrollmentGate,
  EvaluationAccess,
  EvaluationPlacement,
  QuestionnaireFinished,
} from './evaluations.service';

/**
 * Where an evaluation sits for the member, from the learning core: an element of a page of the
 * training they are enrolled in (its node enrollment holds the attempt and its progress rolls up when
 * the attempt finishes), or, without an enrollment, an evaluation the company places outside trainings
 * (a PreTest block, an element of a catalog page) on a page the member may open.
 */
export function evaluationPlacement({
  db,
  scope,
  evaluationsRepository,
  clock,
}: {
  db: Db;
  scope: LearningScope;
  evaluationsRepository: EvaluationsRepository;
  clock: Clock;
}): EnrollmentGate {
  async function requireFreeEvaluation(auth: AuthContext, idEvaluation: number): Promise<EvaluationPlacement> {
    const [preTests, holders, department] = await Promise.all([
      evaluationsRepository.findNodesWithPreTest(auth.idCompany, idEvaluation),
      evaluationsRepository.findNodesHoldingEvaluation(auth.idCompany, idEvaluation),
      scope.catalogRepository.findUserDepartment(auth.idCompany, auth.idUser),
    ]);
    const places = [...preTests, ...holders.filter((node) => node.nodeType === 'ORGANIZATION')];
    const open = places.some((node) => node.status !== 'ARCHIVED' && hasNodeAccess(node, department));
    if (!open) throw new AppError('NOT_FOUND');
    return { idNodeEnrollment: null };
  }

  return {
    async requireEvaluation(
      auth: AuthContext,
      params: EvaluationParams,
      access: EvaluationAccess,
    ): Promise<EvaluationPlacement> {
      requireOwnUser(auth, params.idUser);
      if (params.idEnrollment === null) return requireFreeEvaluation(auth, params.idEvaluation);

      const context = await requireEnrollment(scope, auth, params.idUser, params.idEnrollment);
      const { enrollment } = context;
      let path: number[] | null = null;
      for (const holder of await evaluationsRepository.findNodesHoldingEvaluation(
        auth.idCompany,
        params.idEvaluation,
      )) {
        path = await scope.tree.findPath(auth.idCompany, enrollment.idNode, holder.idNode);
        if (path) break;
      }
      if (!path) throw new AppError('NOT_FOUND');
      const idNode = path[path.length - 1] as number;

      if (access !== 'read') requireOpenEnrollment(context, clock.now());
      if (access !== 'start') {
        const [nodeEnrollment] = await scope.enrollmentRepository.findNodeEnrollments(
          auth.idCompany,
          enrollment.idEnrollment,
          [idNode],
        );
        return { idNodeEnrollment: nodeEnrollment?.idNodeEnrollment ?? null };
      }

      // Starting needs the element open as the training would show it: every page on the way and the
      // element itself unlocked (spec 3, 4.5). Nothing is written until the attempt is created.
      const nodeEnrollment = (await scope.tree.checkPath(enrollment, path)).at(-1) ?? null;
      const state = await scope.tree.loadNodeState(enrollment, idNode, nodeEnrollment);
      const element = state.find(
        (item) => item.elementType === 'EVALUATION' && item.element.idEvaluation === params.idEvaluation,
      );
      if (!element) throw new AppError('NOT_FOUND');
      if (element.locked) throw new AppError('ELEMENT_LOCKED');
      return { idNodeEnrollment: nodeEnrollment?.idNodeEnrollment ?? null };
    },

    /** The pages on the way to the evaluation count as visited, as opening them would (node enrollments). */
    async enterElement(auth: AuthContext, params: EvaluationParams): Promise<EvaluationPlacement> {
      if (params.idEnrollment === null) return { idNodeEnrollment: null };
      const context = await requireEnrollment(scope, auth, params.idUser, params.idEnrollment);
      for (const holder of await evaluationsRepository.findNodesHoldingEvaluation(
        auth.idCompany,
        params.idEvaluation,
      )) {
        const path = await scope.tree.findPath(auth.idCompany, context.enrollment.idNode, holder.idNode);
        if (!path) continue;
        const { nodeEnrollment } = await scope.tree.ensurePathEnrollments(context.enrollment, path);
        return { idNodeEnrollment: nodeEnrollment.idNodeEnrollment };
      }
      throw new AppError('NOT_FOUND');
    },

    /** Rolls the training's progress up from the attempt's page, in the finishing transaction. */
    async onQuestionnaireFinished(trx: Db, event: QuestionnaireFinished): Promise<void> {
      if (event.idEnrollment === null || event.idNodeEnrollment === null) return;
      const inTransaction = trx === db ? scope : learningScope(trx, clock);
      const [enrollment, nodeEnrollment] = await Promise.all([
        inTransaction.enrollmentRepository.findEnrollment(event.idCompany, event.idUser, event.idEnrollment),
        inTransaction.enrollmentRepository.findNodeEnrollmentById(
          event.idCompany,
          event.idUser,
          event.idNodeEnrollment,
        ),
      ]);
      if (enrollment && nodeEnrollment) await inTransaction.tree.rollUp(enrollment, nodeEnrollment);
    },
  };
}
