/**
 * Statuses of enrollments, node, content and SCO enrollments (spec 3, 4.1), and how each derives
 * completion and progress. Pure: the server rolls progress up with them and the web shows them.
 */

export const LEARNING_STATUSES = [
  'NOT_ATTEMPTED',
  'IN_PROGRESS',
  'INCOMPLETE',
  'COMPLETED',
  'PASSED',
  'FAILED',
  'EXPIRED',
  'ARCHIVED',
  'EQUIVALENCY',
] as const;
export type LearningStatus = (typeof LEARNING_STATUSES)[number];

/** The kinds of element a block holds (spec 3, 3 "Enrollment item"). */
export const ELEMENT_TYPES = ['NODE', 'CONTENT', 'EVALUATION'] as const;
export type ElementType = (typeof ELEMENT_TYPES)[number];

/** Content type of packaged (SCORM) courses, opened through /lms. */
export const SCORM_CONTENT_TYPE = 26;

/** Completed means COMPLETED or PASSED (or concluded by equivalency), or progress 100. */
export function isCompleted(status: string | null | undefined, progress: number | null | undefined): boolean {
  return status === 'COMPLETED' || status === 'PASSED' || status === 'EQUIVALENCY' || (progress ?? 0) >= 100;
}

/** Progress percentages are whole numbers between 0 and 100. */
export function clampProgress(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, Math.round(value)));
}

/**
 * An evaluation element in the navigation map (spec 3, 4.1): finished (100, COMPLETED) when its
 * questionnaire has a finish date, otherwise 50 and INCOMPLETE once started, 0 before.
 */
export function evaluationItemState(questionnaire: { startDate?: string | null; finishDate: string | null } | null): {
  progress: number;
  status: LearningStatus;
} {
  if (questionnaire?.finishDate) return { progress: 100, status: 'COMPLETED' };
  if (questionnaire) return { progress: 50, status: 'INCOMPLETE' };
  return { progress: 0, status: 'NOT_ATTEMPTED' };
}

/**
 * The status an enrollment shows now: a stored final status stays; an unfinished enrollment whose class
 * ended (or whose validity passed) is EXPIRED.
 */
export function deriveEnrollmentStatus(
  enrollment: { status: string; progress: number; validityDate?: string | null },
  team: { finalDate: string | null } | null,
  now: Date,
): LearningStatus {
  const status = (LEARNING_STATUSES as readonly string[]).includes(enrollment.status)
    ? (enrollment.status as LearningStatus)
    : 'NOT_ATTEMPTED';
  if (status === 'ARCHIVED' || status === 'FAILED' || status === 'EXPIRED') return status;
  if (isCompleted(status, enrollment.progress)) {
    if (enrollment.validityDate && Date.parse(enrollment.validityDate) < now.getTime()) return 'EXPIRED';
    return status === 'PASSED' || status === 'EQUIVALENCY' ? status : 'COMPLETED';
  }
  if (team?.finalDate && Date.parse(team.finalDate) < now.getTime()) return 'EXPIRED';
  return status;
}
