import { findSectionScreen, SECTION_SCREEN_KEYS, SECTION_SCREENS } from '@trilha/shared/rules/section-types';
import { describe, expect, it } from 'vitest';
import ptBR from '../../i18n/pt-BR.json';

/** Every type id spec document 1 lists for the dispatcher. */
const LISTED = [
  ...Array.from({ length: 14 }, (_, index) => index + 1),
  18,
  19,
  20,
  21,
  25,
  31,
  32,
  33,
  36,
  38,
  43,
  45,
  48,
  49,
  52,
  58,
  59,
  60,
  61,
];

describe('section dispatcher table', () => {
  it('maps exactly the listed type ids', () => {
    expect(
      Object.keys(SECTION_SCREENS)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(LISTED);
  });

  it('gives each listed id its own screen except 5 with 11 and 45 with 58', () => {
    const byScreen = new Map<string, number[]>();
    for (const id of LISTED) {
      const key = findSectionScreen(id)?.screen ?? 'none';
      byScreen.set(key, [...(byScreen.get(key) ?? []), id]);
    }
    const shared = [...byScreen.values()].filter((ids) => ids.length > 1);
    expect(shared).toEqual([
      [5, 11],
      [45, 58],
    ]);
    expect(new Set([...byScreen.keys()])).toEqual(new Set(SECTION_SCREEN_KEYS));
  });

  it('flags 20 and 59, and only them, as coming from a section', () => {
    const flagged = LISTED.filter((id) => findSectionScreen(id)?.fromSection);
    expect(flagged).toEqual([20, 59]);
  });

  it.each([0, 15, 16, 17, 22, 30, 62, 999, -1, null])("answers no screen ('Seção não disponível') for %s", (id) => {
    expect(findSectionScreen(id)).toBeNull();
  });

  it('names every screen in Portuguese', () => {
    for (const key of SECTION_SCREEN_KEYS) expect(ptBR.sections.screens[key]).toBeTruthy();
  });
});
