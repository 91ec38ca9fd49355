/**
 * A sequenced SCORM 2004 course's content enrollment from its root activity's rolled-up values (SN book,
 * rollup): the course is completed, passed or failed as its root is, with the root's score.
 */
import type { ScormContentState } from './scorm-status';

/** The root activity's rolled-up values, as the sequencing engine reports them. */
export type RootRollup = {
  completionStatus: string;
  successStatus: string;
  /** -1..1, or null when not known. */
  scoreScaled: number | null;
  /** 0..1, or null when not known. */
  progressMeasure: number | null;
};

const grade = (scaled: number | null) =>
  scaled === null || !Number.isFinite(scaled) ? null : Math.round(Math.min(100, Math.max(0, scaled * 100)) * 100) / 100;

/**
 * The content enrollment a sequenced course shows: FAILED when the root is not satisfied once completed (or
 * failed with nothing left to complete), COMPLETED when the root is satisfied or completed, otherwise in
 * progress (the root's progress measure, else `progressOfLessons`, never 100) or not attempted. The grade
 * is the root's score.
 */
export function contentStateOfRollup(
  root: RootRollup,
  options: { started: boolean; progressOfLessons: number },
): ScormContentState {
  const score = grade(root.scoreScaled);
  const completed = root.completionStatus === 'completed';
  if (root.successStatus === 'failed' && completed) return { status: 'FAILED', progress: 100, grade: score };
  if (root.successStatus === 'passed' || completed) return { status: 'COMPLETED', progress: 100, grade: score };
  if (!options.started) return { status: 'NOT_ATTEMPTED', progress: 0, grade: score };
  const measured = root.progressMeasure === null ? null : Math.round(root.progressMeasure * 100);
  return {
    status: 'IN_PROGRESS',
    progress: Math.min(99, Math.max(measured ?? 0, options.progressOfLessons)),
    grade: score,
  };
}
