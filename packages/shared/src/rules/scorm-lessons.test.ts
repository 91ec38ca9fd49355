import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type LessonNode, lockedLessons, neighbourLessons } from './scorm-lessons';
import { SCO_STATUSES, type ScoStatus } from './scorm-status';

const lesson = (idSco: number, status: ScoStatus | null, extra: Partial<LessonNode> = {}): LessonNode => ({
  idSco,
  parentIdentifier: null,
  status,
  prerequisitesMet: true,
  ...extra,
});

describe('locked lessons', () => {
  it('locks nothing when choice is allowed and prerequisites are met', () => {
    expect(lockedLessons([lesson(1, null), lesson(2, null), lesson(3, null)], () => true)).toEqual([
      false,
      false,
      false,
    ]);
  });

  it('locks a lesson whose SCORM 1.2 prerequisites are not met', () => {
    const lessons = [lesson(1, 'INCOMPLETE'), lesson(2, null, { prerequisitesMet: false })];
    expect(lockedLessons(lessons, () => true)).toEqual([false, true]);
  });

  it('without choice, opens a lesson only after the one before it in its group was opened', () => {
    const lessons = [lesson(1, 'COMPLETED'), lesson(2, 'INCOMPLETE'), lesson(3, null), lesson(4, null)];
    expect(lockedLessons(lessons, () => false)).toEqual([false, false, false, true]);
    expect(lockedLessons([lesson(1, null), lesson(2, null)], () => false)).toEqual([false, true]);
  });

  it('applies the control mode of each lesson group', () => {
    const lessons = [
      lesson(1, null, { parentIdentifier: 'LIVRE' }),
      lesson(2, null, { parentIdentifier: 'LIVRE' }),
      lesson(3, null, { parentIdentifier: 'FLUXO' }),
      lesson(4, null, { parentIdentifier: 'FLUXO' }),
    ];
    expect(lockedLessons(lessons, (parent) => parent !== 'FLUXO')).toEqual([false, false, false, true]);
  });

  it('never locks the first lesson or one already opened, unless its prerequisites fail', () => {
    const status = fc.option(fc.constantFrom<ScoStatus>(...SCO_STATUSES));
    fc.assert(
      fc.property(
        fc.array(fc.tuple(status, fc.boolean()), { minLength: 1, maxLength: 10 }),
        fc.boolean(),
        (rows, choice) => {
          const lessons = rows.map(([value, met], index) => lesson(index + 1, value, { prerequisitesMet: met }));
          const locked = lockedLessons(lessons, () => choice);
          lessons.forEach((entry, index) => {
            if (!entry.prerequisitesMet) expect(locked[index]).toBe(true);
            else if (index === 0 || entry.status !== null || choice) expect(locked[index]).toBe(false);
          });
        },
      ),
    );
  });
});

describe('previous and next lessons', () => {
  const lessons = [{ idSco: 10 }, { idSco: 11 }, { idSco: 12 }];
  it.each([
    [10, null, 11],
    [11, 10, 12],
    [12, 11, null],
    [99, null, null],
  ])('around %d: %s and %s', (idSco, previous, next) => {
    const around = neighbourLessons(lessons, idSco);
    expect(around.previous?.idSco ?? null).toBe(previous);
    expect(around.next?.idSco ?? null).toBe(next);
  });
});
