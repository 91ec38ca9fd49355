/**
 * Mobile phone rules (spec document 1, section 5): `(DD) 9xxxx-xxxx`, where DD is an area code (DDD) in
 * use in Brazil. The same rule checks the profile form, the activation form and the API.
 */

/** The message the forms and the API show for a phone that fails (spec document 2, section 5). */
export const PHONE_INVALID_MESSAGE = 'Telefone invalido, por favor digite corretamente. Exemplo: (99) 99999-9999';

/** The 67 Brazilian area codes (DDD) assigned by Anatel. */
export const AREA_CODES: ReadonlySet<number> = new Set([
  11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 24, 27, 28, 31, 32, 33, 34, 35, 37, 38, 41, 42, 43, 44, 45, 46, 47, 48,
  49, 51, 53, 54, 55, 61, 62, 63, 64, 65, 66, 67, 68, 69, 71, 73, 74, 75, 77, 79, 81, 82, 83, 84, 85, 86, 87, 88, 89,
  91, 92, 93, 94, 95, 96, 97, 98, 99,
]);

const PHONE_PATTERN = /^\((\d{2})\) ?(9\d{4})-?(\d{4})$|^(\d{2})(9\d{4})(\d{4})$/;

/**
 * The 11 digits of a valid mobile number written as `(DD) 9xxxx-xxxx` (the space and dash optional) or as
 * 11 bare digits; null otherwise.
 */
export function phoneDigits(value: string): string | null {
  const match = PHONE_PATTERN.exec(value.trim());
  if (!match) return null;
  const [areaCode, first, last] = match[1] ? [match[1], match[2], match[3]] : [match[4], match[5], match[6]];
  if (!AREA_CODES.has(Number(areaCode))) return null;
  return `${areaCode}${first}${last}`;
}

export function isValidPhone(value: string): boolean {
  return phoneDigits(value) !== null;
}

/** `11987654321` -> `(11) 98765-4321`; any other text comes back as it was. */
export function formatPhone(value: string): string {
  const digits = phoneDigits(value);
  return digits ? `(${digits.slice(0, 2)}) ${digits.slice(2, 7)}-${digits.slice(7)}` : value;
}

/** Applies the `(00) 00000-0000` mask while the member types. */
export function maskPhoneInput(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 11);
  if (!digits) return '';
  if (digits.length <= 2) return `(${digits}`;
  const head = `(${digits.slice(0, 2)}) ${digits.slice(2, 7)}`;
  return digits.length > 7 ? `${head}-${digits.slice(7)}` : head;
}
