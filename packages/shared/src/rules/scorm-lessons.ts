/**
 * The lessons of a packaged course in tree order, as the lesson tree and the player navigate them: which are
 * locked (SCORM 1.2 prerequisites; SCORM 2004 `controlMode choice="false"`), and the previous and next one.
 */
import type { ScoStatus } from './scorm-status';

/** A lesson as navigation sees it. */
export type LessonNode = {
  idSco: number;
  /** The enclosing item's identifier (null at the top), whose control mode applies. */
  parentIdentifier: string | null;
  status: ScoStatus | null;
  /** SCORM 1.2 prerequisites, already evaluated. */
  prerequisitesMet: boolean;
};

/**
 * Locked lessons, in order. A lesson whose prerequisites are not met is locked. Where the enclosing item
 * forbids choice (2004 `choice="false"`, flow navigation), a lesson opens only once the lesson before it in
 * the same group was opened: the member moves forward as flow would take them, and may go back to any lesson
 * already opened. A lesson already opened is never locked by flow.
 */
export function lockedLessons(
  lessons: readonly LessonNode[],
  choiceAllowed: (parent: string | null) => boolean,
): boolean[] {
  return lessons.map((lesson, index) => {
    if (!lesson.prerequisitesMet) return true;
    if (choiceAllowed(lesson.parentIdentifier) || lesson.status !== null) return false;
    const previous = lessons.slice(0, index).findLast((other) => other.parentIdentifier === lesson.parentIdentifier);
    return previous !== undefined && previous.status === null;
  });
}

/** The lessons before and after `idSco` in tree order (null at the ends). */
export function neighbourLessons<T extends { idSco: number }>(
  lessons: readonly T[],
  idSco: number,
): { previous: T | null; next: T | null } {
  const index = lessons.findIndex((lesson) => lesson.idSco === idSco);
  if (index < 0) return { previous: null, next: null };
  return { previous: lessons[index - 1] ?? null, next: lessons[index + 1] ?? null };
}
