import type { ElementType } from './learning-status';

/**
 * Sequential locking (spec 3, 2.3 and 4.5). Elements are taken in page order (blocks, then elements).
 * The first element is always available; a sequential element is locked while the element before it is
 * incomplete, or while any earlier sequential element is incomplete.
 */
export type LockInput = { sequential: boolean; completed: boolean };

/** The locked flag of each element, in the same order. */
export function lockElements(elements: readonly LockInput[]): boolean[] {
  let earlierSequentialIncomplete = false;
  return elements.map((element, index) => {
    const previous = elements[index - 1];
    const locked = index > 0 && element.sequential && (!previous?.completed || earlierSequentialIncomplete);
    if (element.sequential && !element.completed) earlierSequentialIncomplete = true;
    return locked;
  });
}

/**
 * The 'next' button of the content viewer (spec 3, 4.5): blocked when the next item is sequential and the
 * current one is not completed, unless the current one is an evaluation that already has a finish date.
 */
export function isNextBlocked(
  current: { elementType: ElementType; completed: boolean; finishDate?: string | null },
  next: { sequential: boolean } | null,
): boolean {
  if (!next) return true;
  if (!next.sequential) return false;
  if (current.completed) return false;
  return !(current.elementType === 'EVALUATION' && current.finishDate);
}
