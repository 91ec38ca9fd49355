import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareText, sortByText } from './text-order';

describe('compareText', () => {
  it.each([
    [
      ['Segurança', 'Ética e conduta', 'Atendimento', 'Zelo'],
      ['Atendimento', 'Ética e conduta', 'Segurança', 'Zelo'],
    ],
    [
      ['ética', 'Étnico', 'estratégia'],
      ['estratégia', 'ética', 'Étnico'],
    ],
    [
      ['Módulo 10', 'Módulo 2', 'Módulo 1'],
      ['Módulo 1', 'Módulo 2', 'Módulo 10'],
    ],
    [
      ['Ação', 'Acabamento', 'Açúcar'],
      ['Acabamento', 'Ação', 'Açúcar'],
    ],
  ])('puts %j in Portuguese order', (input, expected) => {
    expect(sortByText(input, (text) => text)).toEqual(expected);
  });

  it('is a total order: antisymmetric and consistent with equality', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        expect(Math.sign(compareText(a, b)) + Math.sign(compareText(b, a))).toBe(0);
        expect(compareText(a, b) === 0).toBe(a === b);
      }),
    );
  });
});
