import { removeAccents } from '@trilha/shared/rules/accents';

/**
 * A key for something new (a section, a part, a class, a meeting, a question): a readable prefix and a
 * random suffix, so it does not name anything the company already has (the server refuses one that does).
 */
export function newKey(prefix: string): string {
  const random = Array.from(crypto.getRandomValues(new Uint8Array(5)), (byte) => byte.toString(16).padStart(2, '0'));
  return `${prefix}-${random.join('')}`;
}

/** A key from a title: lower case, without accents, words joined by '-', with a random end. */
export function keyFromTitle(title: string, prefix: string): string {
  const slug = removeAccents(title)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return newKey(slug || prefix);
}
