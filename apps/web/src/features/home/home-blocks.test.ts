import type { MenuOption, MenuSection, SectionDesign } from '@trilha/shared/api/auth';
import { describe, expect, it } from 'vitest';
import { buildHomeBlocks, optionTarget } from './home-blocks';

function option(idSection: number, text: string, extra: Partial<MenuOption> = {}): MenuOption {
  return {
    idSection,
    idSectionType: 3,
    text,
    description: null,
    image: null,
    imageSecondary: null,
    color: null,
    imageStyle: 'default',
    showText: 1,
    sectionTo: null,
    parentIdSection: null,
    content: null,
    url: null,
    ...extra,
  };
}
const section = (idSection: number, text: string, children: MenuOption[] = []): MenuSection => ({
  ...option(idSection, text),
  menuOption: children,
});
const design = (
  idSection: number | null,
  homeType?: 'row' | 'mosaic' | 'fullscreen' | 'carousel',
  title?: string,
): SectionDesign => ({
  idSection,
  idSectionType: idSection ? 4 : null,
  text: title ?? 'x',
  sectionTo: null,
  format: { ...(homeType ? { home: { homeType } } : {}), ...(title ? { title: { text: title } } : {}) },
});

describe('buildHomeBlocks', () => {
  it('makes a block per section with options, laid out by its design, and groups the plain sections', () => {
    const menu = [
      section(1, 'Destaques', [option(11, 'A'), option(12, 'B')]),
      section(2, 'Notícias'),
      section(3, 'Podcasts'),
      section(4, 'Trilhas', [option(41, 'C')]),
      section(5, 'Agenda'),
    ];
    const blocks = buildHomeBlocks(menu, [
      design(null, 'row'),
      design(1, 'carousel', 'Destaques da semana'),
      design(4, 'mosaic'),
    ]);
    expect(blocks.map((block) => [block.title, block.layout, block.items.map((item) => item.text)])).toEqual([
      ['Destaques da semana', 'carousel', ['A', 'B']],
      [null, 'row', ['Notícias', 'Podcasts']],
      ['Trilhas', 'mosaic', ['C']],
      [null, 'row', ['Agenda']],
    ]);
  });

  it("falls back to the home's layout, and to a row without any design", () => {
    const menu = [section(1, 'Grupo', [option(11, 'A')]), section(2, 'Solta')];
    expect(buildHomeBlocks(menu, [design(null, 'fullscreen')]).map((block) => block.layout)).toEqual([
      'fullscreen',
      'fullscreen',
    ]);
    expect(buildHomeBlocks(menu, []).map((block) => block.layout)).toEqual(['row', 'row']);
  });

  it('has no block for an empty menu', () => {
    expect(buildHomeBlocks([], [design(null, 'row')])).toEqual([]);
  });
});

describe('optionTarget', () => {
  it('leads to the section an option points to, or to its own', () => {
    const designs = [{ ...design(9, undefined, 'Vídeos'), text: 'Vídeos' }];
    expect(optionTarget(option(1, 'Atalho', { sectionTo: 9 }), designs)).toEqual({ idSection: 9, text: 'Vídeos' });
    expect(optionTarget(option(1, 'Própria'), designs)).toMatchObject({ idSection: 1, text: 'Própria' });
  });
});
