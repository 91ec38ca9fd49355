/**
 * How a packaged course's run-time data becomes the statuses the platform shows: the SCO status from the
 * CMI values each SCORM version reports, the SCO labels of spec 3, 4.1, the grade from the score, and the
 * content enrollment's status, progress and grade from its SCOs. Pure, shared by server and web.
 */
import type { ScormVersion } from './scorm-time';

/** The statuses a SCO enrollment takes (a subset of spec 3, 4.1). */
export const SCO_STATUSES = ['NOT_ATTEMPTED', 'IN_PROGRESS', 'INCOMPLETE', 'COMPLETED', 'PASSED', 'FAILED'] as const;
export type ScoStatus = (typeof SCO_STATUSES)[number];

/** The CMI values that decide a SCO's status; 1.2 reports `lessonStatus`, 2004 the other two. */
export type CmiStatusValues = {
  lessonStatus?: string | null;
  completionStatus?: string | null;
  successStatus?: string | null;
};

/**
 * The SCO status a set of CMI values reports, or null when they say nothing yet (`not attempted`, `unknown`
 * or empty). SCORM 1.2: passed, completed, failed, incomplete, browsed (counted as incomplete: viewed
 * without credit). SCORM 2004: a success status decides first (passed, failed), then the completion status.
 */
export function scoStatusFromCmi(version: ScormVersion, cmi: CmiStatusValues): ScoStatus | null {
  if (version === '1.2') {
    switch (cmi.lessonStatus?.trim().toLowerCase()) {
      case 'passed':
        return 'PASSED';
      case 'completed':
        return 'COMPLETED';
      case 'failed':
        return 'FAILED';
      case 'incomplete':
      case 'browsed':
        return 'INCOMPLETE';
      default:
        return null;
    }
  }
  const success = cmi.successStatus?.trim().toLowerCase();
  if (success === 'passed') return 'PASSED';
  if (success === 'failed') return 'FAILED';
  switch (cmi.completionStatus?.trim().toLowerCase()) {
    case 'completed':
      return 'COMPLETED';
    case 'incomplete':
      return 'INCOMPLETE';
    default:
      return null;
  }
}

const RANK: Record<ScoStatus, number> = {
  NOT_ATTEMPTED: 0,
  IN_PROGRESS: 1,
  INCOMPLETE: 1,
  COMPLETED: 2,
  FAILED: 2,
  PASSED: 3,
};

/**
 * The stored SCO status after a commit: a status never goes back (a review of a completed lesson that
 * reports `incomplete` keeps it completed), PASSED is final, and between COMPLETED and FAILED the latest
 * report wins (a retry can turn a failure into a completion and a quiz can fail a completed lesson).
 * A commit that reports nothing still shows that the SCO ran: IN_PROGRESS.
 */
export function mergeScoStatus(stored: ScoStatus | null, reported: ScoStatus | null): ScoStatus {
  const next = reported ?? 'IN_PROGRESS';
  if (!stored) return next;
  return RANK[next] >= RANK[stored] ? next : stored;
}

/** True once a SCO is finished for the platform: COMPLETED, PASSED or FAILED. */
export function isScoFinished(status: ScoStatus | null | undefined): boolean {
  return status === 'COMPLETED' || status === 'PASSED' || status === 'FAILED';
}

/** True when a SCO counts as done for prerequisites and locking: COMPLETED or PASSED. */
export function isScoSatisfied(status: ScoStatus | null | undefined): boolean {
  return status === 'COMPLETED' || status === 'PASSED';
}

/** The label key of each SCO status (spec 3, 4.1: IN_PROGRESS and INCOMPLETE both read 'Em andamento'). */
export const SCO_STATUS_LABELS: Record<ScoStatus, 'notAttempted' | 'inProgress' | 'completed' | 'passed' | 'failed'> = {
  NOT_ATTEMPTED: 'notAttempted',
  IN_PROGRESS: 'inProgress',
  INCOMPLETE: 'inProgress',
  COMPLETED: 'completed',
  PASSED: 'passed',
  FAILED: 'failed',
};

/**
 * The progress a SCO label shows (spec 3, 4.1): COMPLETED, PASSED and FAILED 100; NOT_ATTEMPTED,
 * IN_PROGRESS and INCOMPLETE 50. A SCO enrollment exists only once the SCO was opened, so even
 * NOT_ATTEMPTED means "started"; a SCO never opened (no enrollment, `null`) shows 0.
 */
export function scoProgress(status: ScoStatus | null | undefined): number {
  if (!status) return 0;
  return isScoFinished(status) ? 100 : 50;
}

/** A SCO's score as the CMI reports it (strings or numbers, as they come). */
export type CmiScore = {
  raw?: number | string | null;
  min?: number | string | null;
  max?: number | string | null;
  scaled?: number | string | null;
};

const toNumber = (value: number | string | null | undefined): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
};

const roundGrade = (value: number) => Math.round(Math.min(100, Math.max(0, value)) * 100) / 100;

/**
 * The grade (0-100) of a SCO score, or null without one. 2004's `score.scaled` (-1..1) counts first;
 * otherwise `raw` within `min`..`max` when both bound it (0..100 when they are absent, as SCORM 1.2 assumes).
 */
export function scoGrade(score: CmiScore): number | null {
  const scaled = toNumber(score.scaled);
  if (scaled !== null) return roundGrade(scaled * 100);
  const raw = toNumber(score.raw);
  if (raw === null) return null;
  const min = toNumber(score.min) ?? 0;
  const max = toNumber(score.max) ?? 100;
  if (max <= min) return roundGrade(raw);
  return roundGrade(((raw - min) / (max - min)) * 100);
}

/** A SCO as the content derivation sees it: its status (null when never opened) and grade. */
export type ScoState = { status: ScoStatus | null; grade: number | null };

/** What a packaged course's content enrollment shows. */
export type ScormContentState = {
  status: 'NOT_ATTEMPTED' | 'IN_PROGRESS' | 'COMPLETED' | 'FAILED';
  progress: number;
  grade: number | null;
};

/**
 * A packaged course's content enrollment from its SCOs (assets count too: they complete when opened).
 * Progress is the rounded mean of the SCO label progress, never 100 before every SCO is finished; once
 * all are finished the content is COMPLETED, or FAILED when one of them failed. The grade is the mean of
 * the graded SCOs.
 */
export function scormContentState(scos: readonly ScoState[]): ScormContentState {
  const graded = scos.map((sco) => sco.grade).filter((grade): grade is number => grade !== null);
  const grade = graded.length > 0 ? roundGrade(graded.reduce((sum, value) => sum + value, 0) / graded.length) : null;
  if (scos.length === 0) return { status: 'NOT_ATTEMPTED', progress: 0, grade };
  if (scos.every((sco) => isScoFinished(sco.status))) {
    return { status: scos.some((sco) => sco.status === 'FAILED') ? 'FAILED' : 'COMPLETED', progress: 100, grade };
  }
  const mean = scos.reduce((sum, sco) => sum + scoProgress(sco.status), 0) / scos.length;
  const progress = Math.min(99, Math.round(mean));
  const started = scos.some((sco) => sco.status !== null);
  return { status: started ? 'IN_PROGRESS' : 'NOT_ATTEMPTED', progress, grade };
}

/**
 * The content enrollment to store after a SCO changed: COMPLETED never goes back; a FAILED course can
 * still become COMPLETED when the failed SCO is retried and passed; progress never decreases; a grade
 * is replaced only by a new one.
 */
export function mergeScormContentState(
  stored: { status: string; progress: number; grade: number | null },
  derived: ScormContentState,
): { status: string; progress: number; grade: number | null } {
  const isDone = stored.status === 'COMPLETED' || stored.status === 'PASSED' || stored.status === 'EQUIVALENCY';
  const grade = derived.grade ?? stored.grade;
  if (isDone) return { status: stored.status, progress: 100, grade };
  if (derived.status === 'COMPLETED' || derived.status === 'FAILED') {
    return { status: derived.status, progress: 100, grade };
  }
  if (stored.status === 'FAILED') return { status: 'FAILED', progress: 100, grade };
  return {
    status: derived.status === 'NOT_ATTEMPTED' ? stored.status : derived.status,
    progress: Math.max(stored.progress, derived.progress),
    grade,
  };
}

/** What SCORM 1.2 decides a SCO's status from when its session ends. */
export type Finish12 = {
  /** `cmi.core.lesson_status` as the SCO left it (`not attempted` or empty when it set none). */
  lessonStatus: string | null;
  credit: 'credit' | 'no-credit';
  lessonMode: 'normal' | 'browse' | 'review';
  /** `adlcp:masteryscore` (0-100), or null. */
  masteryScore: number | null;
  scoreRaw: number | null;
};

/**
 * The `cmi.core.lesson_status` the LMS records when a SCORM 1.2 session ends (LMSFinish, or the member
 * leaving the lesson): SCORM 1.2 RTE 3.4.4 and its conformance requirements. A SCO that set no status is
 * `completed` (`browsed` in browse mode); then, for credit, unless the SCO said `incomplete`, a mastery score
 * and a raw score decide `passed` (raw >= mastery) or `failed`. Without credit the SCO's own status stays.
 */
export function lessonStatusOnFinish12(finish: Finish12): string {
  const reported = finish.lessonStatus?.trim().toLowerCase() ?? '';
  const unset = reported === '' || reported === 'not attempted';
  if (finish.lessonMode === 'browse' && unset) return 'browsed';
  const status = unset ? 'completed' : reported;
  if (finish.credit === 'no-credit' || status === 'incomplete' || status === 'browsed') return status;
  if (finish.masteryScore === null || finish.scoreRaw === null) return status;
  return finish.scoreRaw >= finish.masteryScore ? 'passed' : 'failed';
}
