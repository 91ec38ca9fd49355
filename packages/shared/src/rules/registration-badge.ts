import { isCompleted } from './learning-status';
import { isReenrollable } from './reenrollment';

/** The registration state a card shows (spec 3, 4.3). */
export const REGISTRATION_BADGES = [
  'processing',
  'access',
  'equivalency',
  'enrolled',
  'awaiting',
  'reenroll',
  'enroll',
  'inactive',
] as const;
export type RegistrationBadge = (typeof REGISTRATION_BADGES)[number];

export type BadgeInput = {
  /** The enrollment is still being processed. */
  processing?: boolean;
  archived?: boolean;
  /** Locked by unmet prerequisites or by the sequential rule. */
  locked?: boolean;
  /** The member's class has not started yet. */
  teamNotStarted?: boolean;
  /** An organization (catalog) node: open without enrollment. */
  isCatalog?: boolean;
  /** Content open to every member. */
  freeContent?: boolean;
  /** An element inside an enrollment the member already has. */
  isNodeEnrollment?: boolean;
  /** The member's current enrollment in the training, if any. */
  enrollment?: { status: string; progress: number } | null;
  allowAccessUponCompletion?: boolean;
  /** A class of the training accepts a re-enrollment now. */
  canReenroll?: boolean;
  /** Self-enrollment is on and a class is available. */
  canEnroll?: boolean;
  /** The member asked to enroll in a class that needs approval and waits for the decision. */
  awaitingApproval?: boolean;
};

/**
 * The badge of a card and whether it is locked (spec 3, 4.3): 'processing' ('Matricula em
 * processamento'); 'access' for catalogs, free content and elements of the member's enrollment ('acessar
 * conteúdo'); 'equivalency' for a training concluded through an equivalent one ('Concluído por
 * equivalência', spec 3, 4.1, shown even where access after completion is closed); 'enrolled'
 * ('matriculado'); 'awaiting' while a request for a class that needs approval waits (spec 3, 4.4);
 * 'reenroll' for an expired or failed enrollment that may be renewed ('faça a sua rematrícula'); 'enroll'
 * ('fazer matrícula'); otherwise 'inactive' (blank). A locked card does not react to clicks.
 */
export function registrationBadge(input: BadgeInput): { badge: RegistrationBadge; lock: 0 | 1 } {
  const completedWithoutAccess =
    Boolean(input.enrollment) &&
    isCompleted(input.enrollment?.status, input.enrollment?.progress) &&
    !isReenrollable(input.enrollment?.status) &&
    input.allowAccessUponCompletion === false;
  const lock = input.locked || input.archived || input.teamNotStarted || completedWithoutAccess ? 1 : 0;
  if (input.processing) return { badge: 'processing', lock: 1 };
  if (input.enrollment?.status === 'EQUIVALENCY' && !input.archived && !input.isNodeEnrollment) {
    return { badge: 'equivalency', lock };
  }
  if (lock) return { badge: 'inactive', lock };
  if (input.isCatalog || input.freeContent || input.isNodeEnrollment) return { badge: 'access', lock: 0 };
  const status = input.enrollment?.status;
  if (input.enrollment && status !== 'ARCHIVED') {
    if (isReenrollable(status)) {
      if (input.awaitingApproval) return { badge: 'awaiting', lock: 0 };
      return input.canReenroll ? { badge: 'reenroll', lock: 0 } : { badge: 'inactive', lock: 0 };
    }
    return { badge: 'enrolled', lock: 0 };
  }
  if (input.awaitingApproval) return { badge: 'awaiting', lock: 0 };
  return input.canEnroll ? { badge: 'enroll', lock: 0 } : { badge: 'inactive', lock: 0 };
}
