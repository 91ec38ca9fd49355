import { isCompleted } from '@trilha/shared/rules/learning-status';
import { isReenrollable } from '@trilha/shared/rules/reenrollment';
import type { TeamRow } from '../../../db/schema';
import type { Clock } from '../../../platform/clock';
import type { LearningEvent } from '../../learning-events/learning-events.service';
import type { LearningScope } from '../learning-scope';

/** The status of a training concluded through an equivalent one (spec 3, 4.1: 'Concluído por equivalência'). */
export const EQUIVALENCY = 'EQUIVALENCY';

/**
 * The class an equivalency enrollment is kept in: an active class of the training, the one running now
 * first, else the latest to start; a training without an active class takes none (nothing is recorded).
 */
export function equivalencyTeam(teams: readonly TeamRow[], now: Date): TeamRow | null {
  const active = teams.filter((team) => team.status === 'ACTIVE');
  const at = now.getTime();
  const running = active.find(
    (team) =>
      (!team.initialDate || Date.parse(team.initialDate) <= at) &&
      (!team.finalDate || Date.parse(team.finalDate) >= at),
  );
  if (running) return running;
  return (
    [...active].sort(
      (a, b) => Date.parse(b.initialDate ?? '') - Date.parse(a.initialDate ?? '') || b.idTeam - a.idTeam,
    )[0] ?? null
  );
}

/**
 * Follows a training completed (the learning event COURSE_COMPLETED), in its transaction: each published
 * training equivalent to it (the one it names and those that name it) counts as concluded for the member,
 * with status EQUIVALENCY and progress 100, so cards, the training page, search, history and certificates
 * show it as every other enrollment. A training the member already concluded is left as it is; one in
 * progress (or expired, or failed) is concluded by equivalence; otherwise an enrollment is made in its
 * class without taking a seat. It records no event of its own (an equivalence earns no points).
 */
export async function applyEquivalences(scope: LearningScope, clock: Clock, event: LearningEvent): Promise<void> {
  if (event.element.kind !== 'NODE') return;
  const { idCompany, idUser } = event;
  const origin = await scope.catalogRepository.findNodeById(idCompany, event.element.id);
  if (!origin) return;
  const targets = (await scope.catalogRepository.findEquivalentNodes(idCompany, origin)).filter(
    (node) => node.nodeType === 'LEARNING',
  );
  if (targets.length === 0) return;
  const now = clock.now();
  const at = now.toISOString();
  const ids = targets.map((node) => node.idNode);
  const [current, teams] = await Promise.all([
    scope.enrollmentRepository.findCurrentEnrollments(idCompany, idUser, ids),
    scope.catalogRepository.findTeamsOfNodes(idCompany, ids),
  ]);
  for (const target of targets) {
    const existing = current.find((row) => row.idNode === target.idNode);
    if (existing && !isReenrollable(existing.status)) {
      if (isCompleted(existing.status, existing.progress)) continue;
    }
    let idEnrollment = existing?.idEnrollment;
    if (idEnrollment === undefined) {
      const team = equivalencyTeam(
        teams.filter((row) => row.idNode === target.idNode),
        now,
      );
      if (!team) continue;
      idEnrollment = await scope.enrollmentRepository.insertEnrollment({
        idCompany,
        idUser,
        idNode: target.idNode,
        idTeam: team.idTeam,
        creationDate: at,
      });
    }
    await scope.enrollmentRepository.updateEnrollmentProgress(idCompany, idEnrollment, {
      status: EQUIVALENCY,
      progress: 100,
      startDate: existing?.startDate ?? at,
      finishDate: at,
      lastAccessDate: at,
    });
    const { row } = await scope.enrollmentRepository.ensureNodeEnrollment({
      idCompany,
      idUser,
      idEnrollment,
      idNode: target.idNode,
      idParentNodeEnrollment: null,
      startDate: at,
    });
    await scope.enrollmentRepository.updateNodeEnrollment(idCompany, row.idNodeEnrollment, {
      status: EQUIVALENCY,
      progress: 100,
      finishDate: at,
    });
  }
}
