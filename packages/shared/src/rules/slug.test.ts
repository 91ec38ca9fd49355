import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sectionPath, slugify } from './slug';

describe('slugify', () => {
  it.each([
    ['Notícias', 'noticias'],
    ['Ao vivo', 'ao-vivo'],
    ['  Produtos & Trilhas!  ', 'produtos-trilhas'],
    ['Ação Já', 'acao-ja'],
    ['!!!', 'secao'],
  ])('%s -> %s', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });

  it('always yields a path-safe segment', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(slugify(text)).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      }),
    );
  });

  it('builds the section route from text and id', () => {
    expect(sectionPath({ text: 'Vídeos', idSection: 12 })).toBe('/videos/12');
  });
});
