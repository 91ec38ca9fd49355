import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isNextBlocked, type LockInput, lockElements } from './learning-locking';

const s = (completed: boolean): LockInput => ({ sequential: true, completed });
const free = (completed: boolean): LockInput => ({ sequential: false, completed });

describe('lockElements (spec 3, 4.5)', () => {
  it.each<[string, LockInput[], boolean[]]>([
    ['the first element is always available', [s(false)], [false]],
    ['locks the next element until the previous is complete', [s(false), s(false), s(false)], [false, true, true]],
    ['unlocks as the previous completes', [s(true), s(false), s(false)], [false, false, true]],
    ['all complete: nothing locked', [s(true), s(true), s(true)], [false, false, false]],
    ['non-sequential elements are never locked', [s(false), free(false), free(true)], [false, false, false]],
    ['an incomplete earlier sequential element still locks', [s(false), free(true), s(false)], [false, false, true]],
    ['a non-sequential incomplete previous element locks a sequential one', [free(false), s(false)], [false, true]],
  ])('%s', (_name, input, expected) => {
    expect(lockElements(input)).toEqual(expected);
  });

  const lists = fc.array(fc.record({ sequential: fc.boolean(), completed: fc.boolean() }), { maxLength: 15 });

  it('an element is available only if every earlier sequential element and its predecessor are complete', () => {
    fc.assert(
      fc.property(lists, (list) => {
        const locked = lockElements(list);
        list.forEach((element, index) => {
          if (!element.sequential || index === 0 || locked[index]) return;
          expect(list[index - 1]?.completed).toBe(true);
          for (const earlier of list.slice(0, index)) if (earlier.sequential) expect(earlier.completed).toBe(true);
        });
      }),
    );
  });

  it('completing an element never locks another one', () => {
    fc.assert(
      fc.property(lists, fc.nat(), (list, pick) => {
        if (list.length === 0) return;
        const index = pick % list.length;
        const before = lockElements(list);
        const after = lockElements(list.map((e, i) => (i === index ? { ...e, completed: true } : e)));
        after.forEach((isLocked, i) => {
          if (isLocked) expect(before[i]).toBe(true);
        });
      }),
    );
  });
});

describe('isNextBlocked', () => {
  it.each([
    ['no next item', { elementType: 'CONTENT' as const, completed: true }, null, true],
    ['next not sequential', { elementType: 'CONTENT' as const, completed: false }, { sequential: false }, false],
    ['current complete', { elementType: 'CONTENT' as const, completed: true }, { sequential: true }, false],
    ['current incomplete', { elementType: 'CONTENT' as const, completed: false }, { sequential: true }, true],
    [
      'finished evaluation',
      { elementType: 'EVALUATION' as const, completed: false, finishDate: '2026-01-01' },
      { sequential: true },
      false,
    ],
  ])('%s', (_name, current, next, expected) => {
    expect(isNextBlocked(current, next)).toBe(expected);
  });
});
