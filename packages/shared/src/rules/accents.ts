/**
 * The text with its accents taken off ('Ação' -> 'Acao'): letters are decomposed (NFD) and their combining
 * marks dropped. The one accent fold of the apps (search keys, slugs, file names, order keys).
 */
export function removeAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '');
}
