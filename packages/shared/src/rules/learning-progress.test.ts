import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ContentUpdate,
  type ElementState,
  mergeRollUp,
  nextContentState,
  type ProgressState,
  rollUpNode,
  watchedPercentage,
} from './learning-progress';
import { isCompleted, LEARNING_STATUSES } from './learning-status';

const state = (status: ProgressState['status'], progress: number): ProgressState => ({ status, progress });

describe('nextContentState (spec 3, 4.2)', () => {
  it.each<[ProgressState, ContentUpdate, ProgressState]>([
    [state('IN_PROGRESS', 0), { status: 'COMPLETED', progress: 100 }, state('COMPLETED', 100)],
    [state('IN_PROGRESS', 0), { status: 'IN_PROGRESS', progress: 42.4 }, state('IN_PROGRESS', 42)],
    [state('IN_PROGRESS', 60), { status: 'IN_PROGRESS', progress: 30 }, state('IN_PROGRESS', 60)],
    [state('IN_PROGRESS', 60), { status: 'IN_PROGRESS', progress: 100 }, state('COMPLETED', 100)],
    [state('COMPLETED', 100), { status: 'IN_PROGRESS', progress: 10 }, state('COMPLETED', 100)],
    [state('IN_PROGRESS', 10), { status: 'PASSED', progress: 80 }, state('PASSED', 100)],
    [state('NOT_ATTEMPTED', 0), { status: 'IN_PROGRESS', progress: -5 }, state('IN_PROGRESS', 0)],
  ])('%j + %j -> %j', (current, update, expected) => {
    expect(nextContentState(current, update)).toEqual(expected);
  });

  const updates = fc.record({
    status: fc.constantFrom<ContentUpdate['status']>('IN_PROGRESS', 'INCOMPLETE', 'COMPLETED', 'PASSED', 'FAILED'),
    progress: fc.integer({ min: -20, max: 150 }),
  });

  it('never lowers progress and never leaves a completed state, whatever the sequence of reports', () => {
    fc.assert(
      fc.property(fc.array(updates, { maxLength: 30 }), (sequence) => {
        let current = state('IN_PROGRESS', 0);
        for (const update of sequence) {
          const next = nextContentState(current, update);
          expect(next.progress).toBeGreaterThanOrEqual(current.progress);
          if (isCompleted(current.status, current.progress)) expect(next).toEqual(current);
          current = next;
        }
      }),
    );
  });

  it('stores only 100 as a completed percentage', () => {
    fc.assert(
      fc.property(updates, (update) => {
        const next = nextContentState(state('IN_PROGRESS', 0), update);
        expect(next.progress === 100).toBe(isCompleted(next.status, next.progress));
      }),
    );
  });
});

describe('watchedPercentage', () => {
  it.each([
    [0, 100, 0],
    [33.3, 100, 33],
    [15.7, 15.709, 100],
    [20, 10, 100],
    [5, 0, 0],
  ])('%s of %s s -> %s%%', (watched, duration, expected) => {
    expect(watchedPercentage(watched, duration)).toBe(expected);
  });
});

const element = (progress: number, status: ElementState['status'], mandatory = true): ElementState => ({
  elementType: 'CONTENT',
  mandatory,
  progress,
  status,
});

describe('rollUpNode', () => {
  it.each<[ElementState[], boolean, ProgressState]>([
    [[element(100, 'COMPLETED'), element(0, 'NOT_ATTEMPTED')], true, state('IN_PROGRESS', 50)],
    [[element(100, 'COMPLETED'), element(100, 'COMPLETED')], true, state('COMPLETED', 100)],
    [[element(0, 'NOT_ATTEMPTED'), element(0, 'NOT_ATTEMPTED')], false, state('NOT_ATTEMPTED', 0)],
    [[element(0, 'NOT_ATTEMPTED'), element(0, 'NOT_ATTEMPTED')], true, state('IN_PROGRESS', 0)],
    [[element(100, 'COMPLETED'), element(0, 'NOT_ATTEMPTED', false)], true, state('COMPLETED', 100)],
    [[element(33, 'IN_PROGRESS'), element(0, 'PASSED')], true, state('IN_PROGRESS', 67)],
    [[element(100, 'COMPLETED'), element(100, 'FAILED')], true, state('FAILED', 100)],
    [[], true, state('COMPLETED', 100)],
    [[], false, state('NOT_ATTEMPTED', 0)],
  ])('%j (visited %s) -> %j', (elements, visited, expected) => {
    expect(rollUpNode(elements, visited)).toEqual(expected);
  });

  const elements = fc.array(
    fc.record({
      elementType: fc.constantFrom('NODE' as const, 'CONTENT' as const, 'EVALUATION' as const),
      mandatory: fc.boolean(),
      progress: fc.integer({ min: 0, max: 100 }),
      status: fc.constantFrom(...LEARNING_STATUSES),
    }),
    { maxLength: 12 },
  );

  it('is complete exactly when every counted element is complete', () => {
    fc.assert(
      fc.property(elements, (list) => {
        const counted = list.some((e) => e.mandatory) ? list.filter((e) => e.mandatory) : list;
        const result = rollUpNode(list, true);
        expect(result.progress === 100).toBe(counted.every((e) => isCompleted(e.status, e.progress)));
      }),
    );
  });

  it('never decreases when an element makes progress', () => {
    fc.assert(
      fc.property(elements, fc.nat(), fc.integer({ min: 0, max: 100 }), (list, pick, gain) => {
        if (list.length === 0) return;
        const index = pick % list.length;
        const before = rollUpNode(list, true);
        const target = list[index] as ElementState;
        const improved = list.map((e, i) =>
          i === index ? { ...e, progress: Math.min(100, e.progress + gain), status: target.status } : e,
        );
        expect(rollUpNode(improved, true).progress).toBeGreaterThanOrEqual(before.progress);
      }),
    );
  });
});

describe('mergeRollUp', () => {
  it('keeps a completed node completed and never lowers progress', () => {
    expect(mergeRollUp(state('COMPLETED', 100), state('IN_PROGRESS', 50))).toEqual(state('COMPLETED', 100));
    expect(mergeRollUp(state('IN_PROGRESS', 60), state('IN_PROGRESS', 50))).toEqual(state('IN_PROGRESS', 60));
    expect(mergeRollUp(state('IN_PROGRESS', 60), state('COMPLETED', 100))).toEqual(state('COMPLETED', 100));
    expect(mergeRollUp(state('IN_PROGRESS', 0), state('NOT_ATTEMPTED', 0))).toEqual(state('IN_PROGRESS', 0));
  });

  it('progress never decreases over any sequence of roll-ups', () => {
    const states = fc.record({
      status: fc.constantFrom(...LEARNING_STATUSES),
      progress: fc.integer({ min: 0, max: 100 }),
    });
    fc.assert(
      fc.property(fc.array(states, { maxLength: 20 }), (sequence) => {
        let stored = state('NOT_ATTEMPTED', 0);
        for (const computed of sequence) {
          const next = mergeRollUp(stored, computed);
          expect(next.progress).toBeGreaterThanOrEqual(stored.progress);
          stored = next;
        }
      }),
    );
  });
});
