import { removeAccents } from './accents';

/** The path segment of a menu option: its text without accents, lower case, words joined by dashes. */
export function slugify(text: string): string {
  return (
    removeAccents(text)
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'secao'
  );
}

/** `/{slug of menu text}/{idSection}`, the route of a menu section (spec document 1, section 2). */
export function sectionPath(section: { text: string; idSection: number }): string {
  return `/${slugify(section.text)}/${section.idSection}`;
}
