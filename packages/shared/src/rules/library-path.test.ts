import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { breadcrumbSegment, entryName, isDirectChild, libraryCrumbs, sortLibrary } from './library-path';

describe('isDirectChild', () => {
  it.each([
    ['Manuais/', '', true],
    ['leia-me.pdf', '', true],
    ['Manuais/epi.pdf', '', false],
    ['Manuais/epi.pdf', 'Manuais/', true],
    ['Manuais/Segurança/', 'Manuais/', true],
    ['Manuais/Segurança/epi.pdf', 'Manuais/', false],
    ['Manuais/', 'Manuais/', false],
    ['Outros/epi.pdf', 'Manuais/', false],
  ])('%s in %j: %s', (key, prefix, expected) => {
    expect(isDirectChild(key, prefix)).toBe(expected);
  });
});

describe('breadcrumbs', () => {
  it('cuts segments at 40 characters with an ellipsis', () => {
    expect(breadcrumbSegment('a'.repeat(40))).toBe('a'.repeat(40));
    expect(breadcrumbSegment('a'.repeat(41))).toBe(`${'a'.repeat(40)}...`);
  });

  it('lists every ancestor folder with its prefix', () => {
    expect(libraryCrumbs('Manuais/Segurança/')).toEqual([
      { name: 'Manuais', prefix: 'Manuais/' },
      { name: 'Segurança', prefix: 'Manuais/Segurança/' },
    ]);
    expect(libraryCrumbs('')).toEqual([]);
  });

  it('never shows a segment longer than 43 characters', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.string({ minLength: 1 }).filter((s) => !s.includes('/')),
          { maxLength: 5 },
        ),
        (parts) => {
          const prefix = parts.map((part) => `${part}/`).join('');
          const crumbs = libraryCrumbs(prefix);
          expect(crumbs).toHaveLength(parts.length);
          for (const crumb of crumbs) expect(Array.from(crumb.name).length).toBeLessThanOrEqual(43);
          expect(crumbs.at(-1)?.prefix ?? '').toBe(prefix);
        },
      ),
    );
  });
});

describe('sortLibrary', () => {
  it('puts folders first, then files, by name', () => {
    const sorted = sortLibrary([
      { key: 'b.pdf', isFolder: false },
      { key: 'Zeta/', isFolder: true },
      { key: 'a.pdf', isFolder: false },
      { key: 'Alfa/', isFolder: true },
    ]);
    expect(sorted.map((entry) => entryName(entry.key))).toEqual(['Alfa', 'Zeta', 'a.pdf', 'b.pdf']);
  });
});
