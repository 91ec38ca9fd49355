/**
 * Payment card rules of the store's card form (spec document 2, section 5 "Card form"): brand recognition,
 * Luhn check, grouping by brand, MM/AA expiry and the security code. The form uses them while the member
 * types and the server checks the same rules before any charge.
 */
import { CVV_LENGTH, CVV_LENGTH_AMEX } from '../constants';

/** The brands the store accepts. */
export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'diners', 'elo', 'hipercard', 'hiper'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** The brand names shown beside the number. */
export const CARD_BRAND_NAMES: Readonly<Record<CardBrand, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  diners: 'Diners Club',
  elo: 'Elo',
  hipercard: 'Hipercard',
  hiper: 'Hiper',
};

export const CARD_BRAND_NOT_FOUND_MESSAGE = 'Bandeira do cartão não encontrada, favor informar outro cartão.';
export const CARD_FORMAT_INVALID_MESSAGE = 'Formato inválido';
export const CARD_EXPIRY_FORMAT_MESSAGE = 'Favor preencher o formato correto. MM/AA';
export const CARD_EXPIRED_MESSAGE = 'Cartão expirado, favor mudar o cartão';

/** A prefix, or an inclusive range of prefixes of the same number of digits. */
type Pattern = number | [number, number];

type BrandRule = { patterns: Pattern[]; lengths: number[] };

/**
 * Issuer prefixes (BIN ranges) and lengths, after braintree/credit-card-type. Elo, Hipercard and Hiper
 * ranges sit inside Visa's and Mastercard's first digits: the longest matching prefix decides the brand.
 * Visa's 19-digit cards are left out: grouped 4x4 they pass the 22 characters the form accepts.
 */
const BRAND_RULES: Readonly<Record<CardBrand, BrandRule>> = {
  visa: { patterns: [4], lengths: [13, 16] },
  mastercard: { patterns: [[51, 55], [2221, 2229], [223, 229], [23, 26], [270, 271], 2720], lengths: [16] },
  amex: { patterns: [34, 37], lengths: [15] },
  diners: { patterns: [[300, 305], 36, 38, 39], lengths: [14, 16] },
  elo: {
    patterns: [
      401178,
      401179,
      438935,
      457631,
      457632,
      431274,
      451416,
      457393,
      504175,
      [506699, 506778],
      [509000, 509999],
      627780,
      636297,
      636368,
      [650031, 650033],
      [650035, 650051],
      [650405, 650439],
      [650485, 650538],
      [650541, 650598],
      [650700, 650718],
      [650720, 650727],
      [650901, 650978],
      [651652, 651679],
      [655000, 655019],
      [655021, 655058],
    ],
    lengths: [16],
  },
  hipercard: { patterns: [606282], lengths: [16] },
  hiper: { patterns: [637095, 63737423, 63743358, 637568, 637599, 637609, 637612], lengths: [16] },
};

/** The digits of what the member typed (spaces and any other character dropped). */
export function cardDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** How many leading digits of `digits` the pattern matches (0 when it does not). */
function matchLength(digits: string, pattern: Pattern): number {
  const [low, high] = typeof pattern === 'number' ? [pattern, pattern] : pattern;
  const size = String(low).length;
  if (digits.length < size) return 0;
  const head = Number(digits.slice(0, size));
  return head >= low && head <= high ? size : 0;
}

/** The brand of a card number (digits, spaces allowed), or null when no accepted brand issues it. */
export function detectCardBrand(value: string): CardBrand | null {
  const digits = cardDigits(value);
  let best: CardBrand | null = null;
  let bestLength = 0;
  for (const brand of CARD_BRANDS) {
    for (const pattern of BRAND_RULES[brand].patterns) {
      const length = matchLength(digits, pattern);
      if (length > bestLength) {
        best = brand;
        bestLength = length;
      }
    }
  }
  return best;
}

/** The Luhn (mod 10) check digit test. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The most digits a number of this brand (or of any brand, when not known yet) may have. */
export function maxCardDigits(brand: CardBrand | null): number {
  return brand ? Math.max(...BRAND_RULES[brand].lengths) : 16;
}

/** Group sizes: Amex 4-6-5, Diners 4-6-4 (its 16-digit cards as 4x4), every other brand 4x4. */
function groupsOf(brand: CardBrand | null, length: number): number[] {
  if (brand === 'amex') return [4, 6, 5];
  if (brand === 'diners' && length <= 14) return [4, 6, 4];
  return [4, 4, 4, 4];
}

/** Groups the typed number as its brand prints it, cutting digits beyond the brand's longest number. */
export function formatCardNumber(value: string): string {
  const brand = detectCardBrand(value);
  const digits = cardDigits(value).slice(0, maxCardDigits(brand));
  const parts: string[] = [];
  let start = 0;
  for (const size of groupsOf(brand, digits.length)) {
    if (start >= digits.length) break;
    parts.push(digits.slice(start, start + size));
    start += size;
  }
  return parts.join(' ');
}

/**
 * Checks a card number: 'Bandeira do cartão não encontrada...' when no brand is recognised, 'Formato
 * inválido' for other characters, a wrong length or a failed Luhn check; null when valid.
 */
export function cardNumberError(value: string): string | null {
  if (!/^[\d ]+$/.test(value) || cardDigits(value).length === 0) return CARD_FORMAT_INVALID_MESSAGE;
  const digits = cardDigits(value);
  const brand = detectCardBrand(digits);
  if (!brand) return CARD_BRAND_NOT_FOUND_MESSAGE;
  if (!BRAND_RULES[brand].lengths.includes(digits.length) || !passesLuhn(digits)) return CARD_FORMAT_INVALID_MESSAGE;
  return null;
}

export function isValidCardNumber(value: string): boolean {
  return cardNumberError(value) === null;
}

/** The security code's length: 4 for Amex, or while the number is still empty; 3 otherwise. */
export function cvvLength(brand: CardBrand | null, numberTyped = true): number {
  return brand === 'amex' || !numberTyped ? CVV_LENGTH_AMEX : CVV_LENGTH;
}

/** Checks the security code against the number's brand ('Formato inválido'), or null when valid. */
export function cvvError(cvv: string, cardNumber: string): string | null {
  const brand = detectCardBrand(cardNumber);
  if (!/^\d+$/.test(cvv)) return CARD_FORMAT_INVALID_MESSAGE;
  return cvv.length === cvvLength(brand) ? null : CARD_FORMAT_INVALID_MESSAGE;
}

/** Applies the MM/AA mask while the member types: digits only, the slash after the month. */
export function formatExpiry(value: string): string {
  const digits = cardDigits(value).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** Month and four-digit year of a well-formed MM/AA expiry, or null. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^(\d{2})\/(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

/**
 * Checks an MM/AA expiry: the format message when it is not a month, the expired message when the month
 * has passed (a card is good through the last day of its month, in UTC); null when valid.
 */
export function expiryError(value: string, now: Date): string | null {
  const expiry = parseExpiry(value);
  if (!expiry) return CARD_EXPIRY_FORMAT_MESSAGE;
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return expiry.year * 12 + (expiry.month - 1) < current ? CARD_EXPIRED_MESSAGE : null;
}

/** The holder's name: letters (accents included) and spaces, with at least one letter. */
export function holderNameError(value: string): string | null {
  return /^[\p{L} ]+$/u.test(value) && value.trim().length > 0 ? null : CARD_FORMAT_INVALID_MESSAGE;
}

/** The card form's fields, named as the store's buy call sends them. */
export type CardInput = { name: string; creditCard: string; expirationDate: string; CVV: string };

/** Every field's error (absent when the field is valid). */
export function cardErrors(card: CardInput, now: Date): Partial<Record<keyof CardInput, string>> {
  const errors: Partial<Record<keyof CardInput, string>> = {};
  const name = holderNameError(card.name);
  if (name) errors.name = name;
  const number = cardNumberError(card.creditCard);
  if (number) errors.creditCard = number;
  const expiry = expiryError(card.expirationDate, now);
  if (expiry) errors.expirationDate = expiry;
  const cvv = cvvError(card.CVV, card.creditCard);
  if (cvv) errors.CVV = cvv;
  return errors;
}

/** The last four digits, the only part of a number the store keeps. */
export function cardLastFour(value: string): string {
  return cardDigits(value).slice(-4);
}
