/**
 * CPF rules (spec document 1, section 5). A CPF is accepted when it is written as 11 digits, either bare
 * (`52998224725`) or with the usual mask (`529.982.247-25`, dots and dash each optional in their place),
 * its two mod-11 check digits are right, and it is not one of the reserved repeated-digit numbers.
 * Anything else (letters, stray separators, 10 or 12 digits) is refused: see docs/decisions.md.
 */

/** The message the profile form and the API show for a CPF that fails. */
export const CPF_INVALID_MESSAGE = 'CPF inválido';

const CPF_PATTERN = /^(\d{3})\.?(\d{3})\.?(\d{3})-?(\d{2})$/;

/** The 11 digits of a well-written CPF, or null when the text is not written as a CPF. */
export function cpfDigits(value: string): string | null {
  const match = CPF_PATTERN.exec(value.trim());
  return match ? match.slice(1).join('') : null;
}

/** The two check digits of the first nine digits (Receita Federal's mod-11 rule). */
export function cpfCheckDigits(firstNine: string): string {
  const digit = (base: string) => {
    let sum = 0;
    for (let index = 0; index < base.length; index++) sum += Number(base[index]) * (base.length + 1 - index);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const first = digit(firstNine);
  return `${first}${digit(firstNine + first)}`;
}

/** True for a CPF the product accepts. */
export function isValidCpf(value: string): boolean {
  const digits = cpfDigits(value);
  if (!digits) return false;
  // 000.000.000-00 ... 999.999.999-99 pass the check digits but are never issued.
  if (/^(\d)\1{10}$/.test(digits)) return false;
  return cpfCheckDigits(digits.slice(0, 9)) === digits.slice(9);
}

/** `52998224725` -> `529.982.247-25`; any other text comes back as it was. */
export function formatCpf(value: string): string {
  const digits = cpfDigits(value);
  return digits ? `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}` : value;
}

/** Applies the CPF mask while the member types: keeps digits only and adds dots and dash as they fit. */
export function maskCpfInput(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 11);
  const parts = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 9)].filter(Boolean);
  const head = parts.join('.');
  return digits.length > 9 ? `${head}-${digits.slice(9)}` : head;
}
