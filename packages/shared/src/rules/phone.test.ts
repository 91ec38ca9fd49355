import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import areaCodes from '../../testdata/br/ddd_area_codes.json';
import { AREA_CODES, formatPhone, isValidPhone, maskPhoneInput, phoneDigits } from './phone';

const digitString = (length: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: length, maxLength: length });

describe('isValidPhone', () => {
  it('knows exactly the 67 assigned area codes', () => {
    expect([...AREA_CODES].sort((a, b) => a - b)).toEqual(areaCodes.validAreaCodes);
  });

  it.each([
    ['(11) 98765-4321', true],
    ['(11)98765-4321', true],
    ['(11) 987654321', true],
    ['11987654321', true],
    ['(21) 99999-9999', true],
    ['(00) 99999-9999', false],
    ['(01) 99999-9999', false],
    ['(23) 99999-9999', false],
    ['(11) 88765-4321', false],
    ['(11) 3000-0000', false],
    ['(11) 9876-54321', false],
    ['1198765432', false],
    ['119876543210', false],
    ['+55 (11) 98765-4321', false],
    ['', false],
  ])('%j -> %s', (value, expected) => {
    expect(isValidPhone(value)).toBe(expected);
  });

  it('checks the mobile examples of the test vectors against the (DD) 9xxxx-xxxx rule', () => {
    for (const example of areaCodes.phoneExamples.invalid) expect(isValidPhone(example)).toBe(false);
  });

  it('accepts a mobile number for every assigned area code and refuses every unassigned one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99 }), digitString(8), (code, rest) => {
        const phone = `(${String(code).padStart(2, '0')}) 9${rest.slice(0, 4)}-${rest.slice(4)}`;
        expect(isValidPhone(phone)).toBe(AREA_CODES.has(code));
      }),
    );
  });

  it('formats and reads back any valid number', () => {
    fc.assert(
      fc.property(fc.constantFrom(...AREA_CODES), digitString(8), (code, rest) => {
        const digits = `${code}9${rest}`;
        const formatted = formatPhone(digits);
        expect(formatted).toMatch(/^\(\d{2}\) 9\d{4}-\d{4}$/);
        expect(phoneDigits(formatted)).toBe(digits);
      }),
    );
  });
});

describe('maskPhoneInput', () => {
  it.each([
    ['', ''],
    ['1', '(1'],
    ['11', '(11'],
    ['119', '(11) 9'],
    ['1198765', '(11) 98765'],
    ['11987654', '(11) 98765-4'],
    ['(11) 98765-43210', '(11) 98765-4321'],
  ])('masks %j as %j while typing', (typed, masked) => {
    expect(maskPhoneInput(typed)).toBe(masked);
  });
});
