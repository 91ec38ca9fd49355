import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import vectors from '../../testdata/br/cpf_vectors.json';
import { cpfCheckDigits, cpfDigits, formatCpf, isValidCpf, maskCpfInput } from './cpf';

/** What the product answers for each disputed vector (docs/decisions.md, "CPF"). */
const EDGE_DECISIONS: Record<string, boolean> = {
  '12345678909': true,
  '01004218907': true,
  '1004218907': false,
  '8796742020': false,
  '08796742020': true,
  '366.41askaosoa8.768-70': false,
  'foo391.838.38test0-66': false,
  '295$379\n955...93': false,
  '295......379.955-93': false,
};

const nineDigits = fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 9, maxLength: 9 });
const validCpf = nineDigits
  .filter((nine) => !/^(\d)\1{8}$/.test(nine))
  .map((nine) => nine + cpfCheckDigits(nine))
  .filter((cpf) => !/^(\d)\1{10}$/.test(cpf));

describe('isValidCpf', () => {
  it.each(vectors.valid.map((entry) => entry.value))('accepts the valid vector %s', (value) => {
    expect(isValidCpf(value)).toBe(true);
  });

  it.each(vectors.invalid.map((entry) => [entry.value, entry.reason]))('refuses %j (%s)', (value) => {
    expect(isValidCpf(value)).toBe(false);
  });

  it('has a decision for every disputed vector', () => {
    expect(vectors.edgeCases.map((entry) => entry.value).sort()).toEqual(Object.keys(EDGE_DECISIONS).sort());
  });

  it.each(Object.entries(EDGE_DECISIONS))('decides the disputed %j as %s', (value, expected) => {
    expect(isValidCpf(value)).toBe(expected);
  });

  it('accepts every number whose check digits are right, bare or masked', () => {
    fc.assert(
      fc.property(validCpf, (cpf) => {
        expect(isValidCpf(cpf)).toBe(true);
        expect(isValidCpf(formatCpf(cpf))).toBe(true);
      }),
    );
  });

  // A body digit changed can, rarely, keep both check digits (rest 10 and rest 0 both give 0); a changed
  // check digit never can.
  it('refuses a valid number with either check digit changed', () => {
    fc.assert(
      fc.property(validCpf, fc.constantFrom(9, 10), fc.integer({ min: 1, max: 9 }), (cpf, position, delta) => {
        const changed = cpf.slice(0, position) + ((Number(cpf[position]) + delta) % 10) + cpf.slice(position + 1);
        expect(isValidCpf(changed)).toBe(false);
      }),
    );
  });

  it('refuses any text with a letter in it', () => {
    fc.assert(
      fc.property(validCpf, fc.nat(10), fc.constantFrom(...'abcxyzABC'), (cpf, position, letter) => {
        expect(isValidCpf(cpf.slice(0, position) + letter + cpf.slice(position))).toBe(false);
      }),
    );
  });
});

describe('CPF formatting', () => {
  it('formats the digits with the mask and reads them back', () => {
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(cpfDigits('529.982.247-25')).toBe('52998224725');
    expect(formatCpf('not a cpf')).toBe('not a cpf');
  });

  it.each([
    ['', ''],
    ['529', '529'],
    ['5299', '529.9'],
    ['529982247', '529.982.247'],
    ['5299822472', '529.982.247-2'],
    ['529.982.247-25999', '529.982.247-25'],
    ['52a9', '529'],
  ])('masks %j as %j while typing', (typed, masked) => {
    expect(maskCpfInput(typed)).toBe(masked);
  });

  it('the typing mask of any digits gives back the same digits', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: 11 }), (digits) => {
        expect(maskCpfInput(digits).replace(/\D/g, '')).toBe(digits);
      }),
    );
  });
});
