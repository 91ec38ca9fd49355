import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { removeAccents } from './accents';

describe('removeAccents', () => {
  it.each([
    ['Ação', 'Acao'],
    ['João', 'Joao'],
    ['ÉTICA à côté', 'ETICA a cote'],
    ['Çãõüñ', 'Caoun'],
    ['sem acento 123', 'sem acento 123'],
    ['', ''],
  ])('%s -> %s', (text, folded) => {
    expect(removeAccents(text)).toBe(folded);
  });

  it('leaves no combining mark and keeps ASCII text as it is', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(removeAccents(text)).not.toMatch(/\p{M}/u);
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^[\x20-\x7e]*$/), (text) => {
        expect(removeAccents(text)).toBe(text);
      }),
    );
  });
});
