import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { breadcrumbCrumbs, breadcrumbTitle } from './breadcrumb';

describe('breadcrumbTitle (spec 3, 5)', () => {
  it.each([
    ['Vendas', false, 'VENDAS'],
    ['Atendimento ao cliente na prática', false, 'ATENDIMENTO AO CLIENTE NA...'],
    ['Atendimento ao cliente', true, 'ATENDIMENTO A...'],
    ['Ética', true, 'ÉTICA'],
  ])('%s (small %s) -> %s', (title, small, expected) => {
    expect(breadcrumbTitle(title, small)).toBe(expected);
  });

  it('never keeps more than the cut plus the ellipsis', () => {
    fc.assert(
      fc.property(fc.string(), fc.boolean(), (title, small) => {
        expect(Array.from(breadcrumbTitle(title, small)).length).toBeLessThanOrEqual((small ? 13 : 25) + 3);
      }),
    );
  });
});

describe('breadcrumbCrumbs', () => {
  const items = (n: number) => Array.from({ length: n }, (_, i) => ({ title: `Nível ${i + 1}` }));
  it('collapses to first, dots and last on small screens beyond 3 levels', () => {
    expect(breadcrumbCrumbs(items(4), true).map((c) => (c.kind === 'dots' ? '...' : c.title))).toEqual([
      'NÍVEL 1',
      '...',
      'NÍVEL 4',
    ]);
    expect(breadcrumbCrumbs(items(3), true)).toHaveLength(3);
    expect(breadcrumbCrumbs(items(6), false)).toHaveLength(6);
  });
});
