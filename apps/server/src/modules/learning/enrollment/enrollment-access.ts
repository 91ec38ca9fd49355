import { deriveEnrollmentStatus, isCompleted } from '@trilha/shared/rules/learning-status';
import type { EnrollmentRow, NodeRow, TeamRow } from '../../../db/schema';
import { type AuthContext, requireOwnUser } from '../../../platform/auth-context';
import { AppError } from '../../../platform/errors';
import type { CatalogRepository } from '../catalog/catalog.repository';
import { isFuture } from '../learning-tree';
import type { EnrollmentRepository } from './enrollment.repository';

export type EnrollmentContext = { enrollment: EnrollmentRow; team: TeamRow; node: NodeRow };

/**
 * The member's enrollment named in a path: `:idUser` must be the caller and the enrollment theirs, in
 * their company; anything else is not found.
 */
export async function requireEnrollment(
  repositories: { catalogRepository: CatalogRepository; enrollmentRepository: EnrollmentRepository },
  auth: AuthContext,
  idUser: number,
  idEnrollment: number,
): Promise<EnrollmentContext> {
  requireOwnUser(auth, idUser);
  const enrollment = await repositories.enrollmentRepository.findEnrollment(auth.idCompany, auth.idUser, idEnrollment);
  if (!enrollment) throw new AppError('NOT_FOUND');
  const [team, node] = await Promise.all([
    repositories.catalogRepository.findTeam(auth.idCompany, enrollment.idTeam),
    repositories.catalogRepository.findNodeById(auth.idCompany, enrollment.idNode),
  ]);
  if (!team || !node) throw new AppError('NOT_FOUND');
  return { enrollment, team, node };
}

/**
 * Whether the enrollment's content may be opened now: the class has started, the enrollment is current,
 * not processing, not expired, and not a completed training closed after completion.
 */
export function requireOpenEnrollment({ enrollment, team }: EnrollmentContext, now: Date): void {
  if (enrollment.isCurrent !== 1) throw new AppError('ENROLLMENT_NOT_ACTIVE');
  if (enrollment.processing === 1) throw new AppError('ENROLLMENT_PROCESSING');
  if (isFuture(team.initialDate, now)) throw new AppError('TEAM_NOT_STARTED');
  const status = deriveEnrollmentStatus(enrollment, team, now);
  if (status === 'EXPIRED' || status === 'ARCHIVED') throw new AppError('ENROLLMENT_EXPIRED');
  if (isCompleted(status, enrollment.progress) && status !== 'FAILED' && team.allowAccessUponCompletion !== 1) {
    throw new AppError('ACCESS_AFTER_COMPLETION_DENIED');
  }
}
