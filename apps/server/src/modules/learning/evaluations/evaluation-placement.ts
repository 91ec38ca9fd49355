import type { EvaluationParams } from '@trilha/shared/api/learning-evaluations';
import { isPassed } from '@trilha/shared/rules/evaluation-flow';
import type { Db } from '../../../db/database';
import { type AuthContext, requireOwnUser } from '../../../platform/auth-context';
import type { Clock } from '../../../platform/clock';
import { AppError } from '../../../platform/errors';
import type { LearningEvents } from '../../learning-events/learning-events.service';
import { requireEnrollment, requireOpenEnrollment } from '../enrollment/enrollment-access';
import { type LearningScope, learningScope } from '../learning-scope';
import { hasNodeAccess } from '../learning-tree';
import { type EvaluationsRepository, evaluationsRepository as evaluationsRepositoryOn } from './evaluations.repository';
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
  scope,
  evaluationsRepository,
  learningEvents = null,
  clock,
}: {
  scope: LearningScope;
  evaluationsRepository: EvaluationsRepository;
  /** Where a finished or passed evaluation is recorded (campaign points); none when absent. */
  learningEvents?: LearningEvents | null;
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

    /**
     * In the finishing transaction: the evaluation finished (and, for a knowledge evaluation graded at or
     * above its mastery score, passed) is a learning event, and the training's progress rolls up from the
     * attempt's page, which may complete the training. Answers the campaign points this earned now.
     */
    async onQuestionnaireFinished(trx: Db, event: QuestionnaireFinished): Promise<{ earnPoints: number }> {
      const inTransaction = learningScope(trx, clock, { events: learningEvents });
      const evaluation = await evaluationsRepositoryOn({ db: trx }).findEvaluation(event.idCompany, event.idEvaluation);
      const recorded = {
        idCompany: event.idCompany,
        idUser: event.idUser,
        element: { kind: 'EVALUATION' as const, id: event.idEvaluation, title: evaluation?.title ?? null },
        idEnrollment: event.idEnrollment,
      };
      await inTransaction.events.record({ ...recorded, type: 'EVALUATION_FINISHED' });
      if (
        evaluation?.evaluationType === 'KNOWLEDGE' &&
        event.grade !== null &&
        isPassed(event.grade, evaluation.evaluationMasteryScore)
      ) {
        await inTransaction.events.record({ ...recorded, type: 'EVALUATION_PASSED' });
      }
      if (event.idEnrollment !== null && event.idNodeEnrollment !== null) {
        const [enrollment, nodeEnrollment] = await Promise.all([
          inTransaction.enrollmentRepository.findEnrollment(event.idCompany, event.idUser, event.idEnrollment),
          inTransaction.enrollmentRepository.findNodeEnrollmentById(
            event.idCompany,
            event.idUser,
            event.idNodeEnrollment,
          ),
        ]);
        if (enrollment && nodeEnrollment) await inTransaction.tree.rollUp(enrollment, nodeEnrollment);
      }
      return { earnPoints: inTransaction.events.earned() };
    },
  };
}
