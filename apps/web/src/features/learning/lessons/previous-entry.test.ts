import { describe, expect, it, vi } from 'vitest';
import { goBackOwnEntry, type OwnHistory, previousOwnEntry } from './previous-entry';

const history = (index: number, keys: string[]): OwnHistory => ({
  currentEntry: { index },
  entries: () => keys.map((key, at) => ({ key, index: at })),
  traverseTo: vi.fn(),
});

describe('previousOwnEntry', () => {
  it("answers the app's own entry before the current one, whatever the frames added to the tab's history", () => {
    expect(previousOwnEntry(history(2, ['home', 'training', 'lesson']))).toBe('training');
  });

  it('answers null for the first page of the tab, and without the Navigation API', () => {
    expect(previousOwnEntry(history(0, ['lesson']))).toBeNull();
    expect(previousOwnEntry(undefined)).toBeNull();
    expect(previousOwnEntry({ ...history(0, []), currentEntry: null })).toBeNull();
  });
});

describe('goBackOwnEntry', () => {
  it('traverses to that entry, and says false when there is none', () => {
    const own = history(1, ['training', 'lesson']);
    expect(goBackOwnEntry(own)).toBe(true);
    expect(own.traverseTo).toHaveBeenCalledWith('training');
    const first = history(0, ['lesson']);
    expect(goBackOwnEntry(first)).toBe(false);
    expect(first.traverseTo).not.toHaveBeenCalled();
  });
});
