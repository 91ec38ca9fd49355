import type { CompletionStatus, ComplianceStatus } from '../api/reports';
import { deriveEnrollmentStatus } from './learning-status';

const DAY_MS = 86_400_000;

/**
 * The completion report's status of an enrollment: the status the member's journey shows
 * (`deriveEnrollmentStatus`), with an enrollment not begun apart from one under way. The reports compute
 * the same in SQL; this is the rule their tests recompute the figures with.
 */
export function completionStatusOf(
  enrollment: { status: string; progress: number; validityDate?: string | null },
  team: { finalDate: string | null } | null,
  now: Date,
): CompletionStatus {
  const status = deriveEnrollmentStatus(enrollment, team, now);
  switch (status) {
    case 'FAILED':
      return 'FAILED';
    case 'EXPIRED':
    case 'ARCHIVED':
      return 'EXPIRED';
    case 'PASSED':
      return 'PASSED';
    case 'COMPLETED':
    case 'EQUIVALENCY':
      return 'COMPLETED';
    case 'IN_PROGRESS':
    case 'INCOMPLETE':
      return 'IN_PROGRESS';
    default:
      return enrollment.progress > 0 ? 'IN_PROGRESS' : 'NOT_STARTED';
  }
}

/** Adds whole days to an ISO-8601 instant. */
export function addDays(iso: string, days: number): string {
  return new Date(Date.parse(iso) + days * DAY_MS).toISOString();
}

/**
 * A member's deadline for a mandatory training: the training's fixed date, or `dueDays` after the member
 * enrolled (after joining, when not enrolled); with both, the later of the two. Null without either.
 */
export function dueDateOf(
  training: { dueDate: string | null; dueDays: number | null },
  reference: string,
): string | null {
  const relative = training.dueDays === null ? null : addDays(reference, training.dueDays);
  if (training.dueDate === null) return relative;
  if (relative === null) return training.dueDate;
  return relative > training.dueDate ? relative : training.dueDate;
}

/**
 * Where a member stands on a mandatory training: COMPLIANT once completed (and not expired), OVERDUE when
 * the deadline passed without it, PENDING before the deadline (or without one).
 */
export function complianceStatusOf(
  enrollmentStatus: CompletionStatus | null,
  dueDate: string | null,
  now: Date,
): ComplianceStatus {
  if (enrollmentStatus === 'COMPLETED' || enrollmentStatus === 'PASSED') return 'COMPLIANT';
  if (dueDate !== null && dueDate < now.toISOString()) return 'OVERDUE';
  return 'PENDING';
}

/** Whole days from a deadline to now (0 on the day it passed). */
export function daysOverdue(dueDate: string, now: Date): number {
  return Math.floor((now.getTime() - Date.parse(dueDate)) / DAY_MS);
}

/** The grade distribution's bucket of a grade: 0 for 0-9 ... 9 for 90-100. */
export function gradeBucketOf(grade: number): number {
  return Math.min(9, Math.max(0, Math.floor(grade / 10)));
}

/** A share (0-1) as a whole percentage for people, or a dash when there is nothing to divide. */
export function percentText(share: number | null): string {
  return share === null ? '—' : `${Math.round(share * 100)}%`;
}

/** Seconds as hours and minutes (`3 h 05 min`, `12 min`). */
export function durationText(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

/** The period of a points series: days for two months or less, months beyond. */
export function pointsGranularity(from: string | undefined, to: string | undefined): 'day' | 'month' {
  if (!from || !to) return 'month';
  return (Date.parse(to) - Date.parse(from)) / DAY_MS <= 62 ? 'day' : 'month';
}
