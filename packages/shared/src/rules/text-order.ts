import { removeAccents } from './accents';

/**
 * Portuguese order for texts members read: accents and case do not move a word ('Ética' sits with the
 * E's, not after 'Z'), and numbers inside texts count as numbers ('Módulo 2' before 'Módulo 10').
 */
const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

/** Compares two texts in Brazilian Portuguese order; for `Array.prototype.sort`. */
export function compareText(a: string, b: string): number {
  return collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}

/** A copy of `items` sorted by the text `textOf` gives, in Brazilian Portuguese order. */
export function sortByText<T>(items: readonly T[], textOf: (item: T) => string): T[] {
  return [...items].sort((a, b) => compareText(textOf(a), textOf(b)));
}

/**
 * The key databases order texts by (the `pt_order` SQL function on both engines): without accents, in lower
 * case, so that a page of names or tags fetched with OFFSET and LIMIT follows the order of `compareText`.
 */
export function textOrderKey(text: string): string {
  return removeAccents(text).toLowerCase();
}

/**
 * The accented letters of Latin-1 and Latin Extended-A and their letters without the accent, as two strings
 * of the same length: PostgreSQL's `translate()` builds the same key as `textOrderKey` from them.
 */
export function accentedLetters(): { from: string; to: string } {
  let from = '';
  let to = '';
  for (let code = 0xc0; code <= 0x17f; code += 1) {
    const letter = String.fromCharCode(code);
    const base = removeAccents(letter);
    if (base.length === 1 && base !== letter && /[A-Za-z]/.test(base)) {
      from += letter;
      to += base;
    }
  }
  return { from, to };
}
