import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import cards from '../../testdata/br/credit_card_test_numbers.json';
import {
  CARD_BRAND_NOT_FOUND_MESSAGE,
  CARD_EXPIRED_MESSAGE,
  CARD_EXPIRY_FORMAT_MESSAGE,
  CARD_FORMAT_INVALID_MESSAGE,
  type CardBrand,
  cardDigits,
  cardErrors,
  cardLastFour,
  cardNumberError,
  cvvError,
  cvvLength,
  detectCardBrand,
  expiryError,
  formatCardNumber,
  formatExpiry,
  holderNameError,
  isValidCardNumber,
  passesLuhn,
} from './card';

/** The test data names brands as credit-card-type does. */
const BRAND_OF_VECTOR: Record<string, CardBrand> = {
  visa: 'visa',
  mastercard: 'mastercard',
  'american-express': 'amex',
  'diners-club': 'diners',
  elo: 'elo',
  hipercard: 'hipercard',
  hiper: 'hiper',
};

const digits = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });

/** Appends the Luhn check digit to a body of digits. */
function withCheckDigit(body: string): string {
  for (let check = 0; check <= 9; check++) if (passesLuhn(`${body}${check}`)) return `${body}${check}`;
  throw new Error('unreachable');
}

describe('the public test card numbers', () => {
  it.each(cards.valid.map((card) => [card.number, card.brand] as const))('%s is a valid %s card', (number, brand) => {
    expect(detectCardBrand(number)).toBe(BRAND_OF_VECTOR[brand]);
    expect(passesLuhn(number)).toBe(true);
    expect(cardNumberError(number)).toBeNull();
    expect(cardNumberError(formatCardNumber(number))).toBeNull();
  });

  it.each(cards.invalid.map((card) => [card.number, card.reason] as const))('%s is refused (%s)', (number) => {
    expect(isValidCardNumber(number)).toBe(false);
  });

  it.each(cards.brandPrefixOnly.map((card) => [card.number, card.brand] as const))(
    '%s names %s but is refused: wrong length or check digit',
    (number, brand) => {
      expect(detectCardBrand(number)).toBe(BRAND_OF_VECTOR[brand]);
      expect(cardNumberError(number)).toBe(CARD_FORMAT_INVALID_MESSAGE);
    },
  );
});

describe('detectCardBrand', () => {
  it.each([
    ['4', 'visa'],
    ['51', 'mastercard'],
    ['2221', 'mastercard'],
    ['2720', 'mastercard'],
    ['34', 'amex'],
    ['37', 'amex'],
    ['300', 'diners'],
    ['36', 'diners'],
    ['401178', 'elo'],
    ['636368', 'elo'],
    ['606282', 'hipercard'],
    ['637095', 'hiper'],
    ['6011', null],
    ['35', null],
    ['1234', null],
    ['', null],
  ])('%j -> %s', (prefix, brand) => {
    expect(detectCardBrand(prefix)).toBe(brand);
  });

  it('gives an unrecognised number the brand message', () => {
    expect(cardNumberError('6011111111111117')).toBe(CARD_BRAND_NOT_FOUND_MESSAGE);
    expect(cardNumberError('9999 9999 9999 9995')).toBe(CARD_BRAND_NOT_FOUND_MESSAGE);
  });

  it('refuses letters and an empty number as a bad format', () => {
    expect(cardNumberError('4111-1111-1111-1111')).toBe(CARD_FORMAT_INVALID_MESSAGE);
    expect(cardNumberError('')).toBe(CARD_FORMAT_INVALID_MESSAGE);
    expect(cardNumberError('   ')).toBe(CARD_FORMAT_INVALID_MESSAGE);
  });
});

describe('formatCardNumber', () => {
  it.each([
    ['4111111111111111', '4111 1111 1111 1111'],
    ['378282246310005', '3782 822463 10005'],
    ['30569309025904', '3056 930902 5904'],
    ['3056930009020004', '3056 9300 0902 0004'],
    ['5555 5555 5555 4444 99', '5555 5555 5555 4444'],
    ['41', '41'],
    ['37828', '3782 8'],
    ['4111 1', '4111 1'],
  ])('groups %j as %j', (typed, grouped) => {
    expect(formatCardNumber(typed)).toBe(grouped);
  });

  it('keeps the digits, in order, and fits the 16-22 characters the form accepts once complete', () => {
    fc.assert(
      fc.property(digits(0, 24), (typed) => {
        const grouped = formatCardNumber(typed);
        expect(cardDigits(typed).startsWith(cardDigits(grouped))).toBe(true);
        expect(grouped).toMatch(/^(\d+( \d+)*)?$/);
        expect(grouped.length).toBeLessThanOrEqual(22);
        expect(formatCardNumber(grouped)).toBe(grouped);
      }),
    );
  });

  it('groups a valid card to a number that is still valid', () => {
    fc.assert(
      fc.property(fc.constantFrom('4', '51', '34', '36', '606282'), digits(20, 20), (prefix, rest) => {
        const brand = detectCardBrand(prefix) as CardBrand;
        const length = { visa: 16, mastercard: 16, amex: 15, diners: 14, hipercard: 16 }[brand as 'visa'];
        const number = withCheckDigit(`${prefix}${rest}`.slice(0, length - 1));
        expect(cardNumberError(number)).toBeNull();
        const grouped = formatCardNumber(number);
        expect(grouped.length).toBeGreaterThanOrEqual(16);
        expect(cardNumberError(grouped)).toBeNull();
      }),
    );
  });
});

describe('passesLuhn', () => {
  it('fails when any single digit of a valid number changes', () => {
    fc.assert(
      fc.property(digits(12, 18), fc.nat(), fc.integer({ min: 1, max: 9 }), (body, at, delta) => {
        const number = withCheckDigit(body);
        const index = at % number.length;
        const changed = (Number(number[index]) + delta) % 10;
        const altered = `${number.slice(0, index)}${changed}${number.slice(index + 1)}`;
        expect(passesLuhn(number)).toBe(true);
        expect(passesLuhn(altered)).toBe(false);
      }),
    );
  });
});

describe('expiryError', () => {
  const now = new Date('2026-11-24T10:00:00Z');
  it.each([
    ['12/26', null],
    ['11/26', null],
    ['10/26', CARD_EXPIRED_MESSAGE],
    ['01/30', null],
    ['12/25', CARD_EXPIRED_MESSAGE],
    ['13/27', CARD_EXPIRY_FORMAT_MESSAGE],
    ['00/27', CARD_EXPIRY_FORMAT_MESSAGE],
    ['1/27', CARD_EXPIRY_FORMAT_MESSAGE],
    ['1227', CARD_EXPIRY_FORMAT_MESSAGE],
    ['', CARD_EXPIRY_FORMAT_MESSAGE],
  ])('%j -> %s', (value, message) => {
    expect(expiryError(value, now)).toBe(message);
  });

  it('expires exactly the months before the current one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: 99 }), (month, year) => {
        const value = `${String(month).padStart(2, '0')}/${String(year).padStart(2, '0')}`;
        const isPast = 2000 + year < 2026 || (2000 + year === 2026 && month < 11);
        expect(expiryError(value, now)).toBe(isPast ? CARD_EXPIRED_MESSAGE : null);
      }),
    );
  });

  it.each([
    ['1', '1'],
    ['12', '12'],
    ['122', '12/2'],
    ['1228', '12/28'],
    ['12/289', '12/28'],
    ['ab12', '12'],
  ])('masks %j as %j', (typed, masked) => {
    expect(formatExpiry(typed)).toBe(masked);
  });
});

describe('security code and holder name', () => {
  it.each([
    ['123', '4111111111111111', null],
    ['1234', '4111111111111111', CARD_FORMAT_INVALID_MESSAGE],
    ['1234', '378282246310005', null],
    ['123', '378282246310005', CARD_FORMAT_INVALID_MESSAGE],
    ['12a', '4111111111111111', CARD_FORMAT_INVALID_MESSAGE],
    ['', '4111111111111111', CARD_FORMAT_INVALID_MESSAGE],
  ])('CVV %j with %s -> %s', (cvv, number, message) => {
    expect(cvvError(cvv, number)).toBe(message);
  });

  it('allows 4 digits for Amex or before a number is typed, 3 otherwise', () => {
    expect(cvvLength('amex')).toBe(4);
    expect(cvvLength(null, false)).toBe(4);
    expect(cvvLength('visa')).toBe(3);
    expect(cvvLength('elo')).toBe(3);
  });

  it.each([
    ['Maria Souza', null],
    ['José Conceição', null],
    ['Maria 2', CARD_FORMAT_INVALID_MESSAGE],
    ['Maria-Souza', CARD_FORMAT_INVALID_MESSAGE],
    ['   ', CARD_FORMAT_INVALID_MESSAGE],
    ['', CARD_FORMAT_INVALID_MESSAGE],
  ])('name %j -> %s', (name, message) => {
    expect(holderNameError(name)).toBe(message);
  });

  it('finds every field of a valid card valid, and keeps only the last four digits', () => {
    const card = { name: 'Maria Souza', creditCard: '4242 4242 4242 4242', expirationDate: '12/30', CVV: '123' };
    expect(cardErrors(card, new Date('2026-11-24T00:00:00Z'))).toEqual({});
    expect(cardLastFour(card.creditCard)).toBe('4242');
    expect(cardErrors({ name: '', creditCard: '', expirationDate: '', CVV: '' }, new Date())).toEqual({
      name: CARD_FORMAT_INVALID_MESSAGE,
      creditCard: CARD_FORMAT_INVALID_MESSAGE,
      expirationDate: CARD_EXPIRY_FORMAT_MESSAGE,
      CVV: CARD_FORMAT_INVALID_MESSAGE,
    });
  });
});
