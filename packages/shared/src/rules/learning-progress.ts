import { clampProgress, type ElementType, isCompleted, type LearningStatus } from './learning-status';

/**
 * Content enrollment progress and the roll-up to node and enrollment progress (spec 3, 4.1 and 4.2).
 * The server applies these in the transaction that stores a content's progress.
 */

export type ProgressState = { status: LearningStatus; progress: number };

/** What a member's client reports for a content: a status and a percentage. */
export type ContentUpdate = {
  status: 'IN_PROGRESS' | 'INCOMPLETE' | 'COMPLETED' | 'PASSED' | 'FAILED';
  progress: number;
};

/**
 * The next state of a content enrollment (spec 3, 4.2): already completed enrollments never change; a
 * final status (or 100) completes it at 100; otherwise the higher of the stored and the reported
 * percentage, below 100, IN_PROGRESS. Progress never decreases.
 */
export function nextContentState(current: ProgressState, update: ContentUpdate): ProgressState {
  if (isCompleted(current.status, current.progress)) return current;
  const reported = clampProgress(update.progress);
  if (update.status === 'COMPLETED' || update.status === 'PASSED' || update.status === 'FAILED' || reported >= 100) {
    const status = update.status === 'PASSED' || update.status === 'FAILED' ? update.status : 'COMPLETED';
    return { status, progress: 100 };
  }
  return { status: 'IN_PROGRESS', progress: Math.min(99, Math.max(current.progress, reported)) };
}

/** The percentage of a medium watched, rounded (spec 3, 9: percentages are rounded). */
export function watchedPercentage(watchedSeconds: number, durationSeconds: number): number {
  if (!(durationSeconds > 0)) return 0;
  return clampProgress((watchedSeconds / durationSeconds) * 100);
}

/** One element of a node as the roll-up sees it. */
export type ElementState = {
  elementType: ElementType;
  mandatory: boolean;
  progress: number;
  status: LearningStatus;
};

/**
 * A node's progress from its elements: the rounded mean of the mandatory elements (of every element
 * when none is mandatory). 100 is COMPLETED (FAILED when a counted element failed); any start is
 * IN_PROGRESS; a visited node (it has a node enrollment) counts as started, and a visited node without
 * elements as completed.
 */
export function rollUpNode(elements: readonly ElementState[], visited: boolean): ProgressState {
  const mandatory = elements.filter((element) => element.mandatory);
  const counted = mandatory.length > 0 ? mandatory : elements;
  if (counted.length === 0)
    return visited ? { status: 'COMPLETED', progress: 100 } : { status: 'NOT_ATTEMPTED', progress: 0 };
  const allComplete = counted.every((element) => isCompleted(element.status, element.progress));
  if (allComplete) {
    return { status: counted.some((element) => element.status === 'FAILED') ? 'FAILED' : 'COMPLETED', progress: 100 };
  }
  const sum = counted.reduce(
    (total, element) => total + (isCompleted(element.status, element.progress) ? 100 : clampProgress(element.progress)),
    0,
  );
  // An unfinished node never rounds up to 100.
  const progress = Math.min(99, clampProgress(sum / counted.length));
  const started = visited || elements.some((element) => element.progress > 0 || element.status !== 'NOT_ATTEMPTED');
  return { status: started ? 'IN_PROGRESS' : 'NOT_ATTEMPTED', progress };
}

/**
 * Stores a freshly rolled-up state over the stored one: completed never goes back and progress never
 * decreases, so a node or enrollment once done stays done.
 */
export function mergeRollUp(stored: ProgressState, computed: ProgressState): ProgressState {
  if (isCompleted(stored.status, stored.progress) && stored.status !== 'FAILED') return stored;
  if (isCompleted(computed.status, computed.progress)) return { status: computed.status, progress: 100 };
  return {
    status: computed.status === 'NOT_ATTEMPTED' && stored.status !== 'NOT_ATTEMPTED' ? stored.status : computed.status,
    progress: Math.max(clampProgress(stored.progress), computed.progress),
  };
}
