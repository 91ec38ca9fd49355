import type { MenuOption, MenuSection, SectionDesign, SectionFormat } from '@trilha/shared/api/auth';

export type HomeType = 'row' | 'mosaic' | 'fullscreen' | 'carousel';

/** One block of the home page: a title, a layout and its items, styled by a design format. */
export type HomeBlock = {
  key: string;
  title: string | null;
  layout: HomeType;
  items: MenuOption[];
  format: SectionFormat;
};

/**
 * The home page's blocks (spec document 1, section 2 "Home"). A menu section with options is a block of
 * its own, laid out by its design's `home.homeType`; consecutive sections without options form a block
 * laid out by the home's design. A missing layout is a row.
 */
export function buildHomeBlocks(menu: MenuSection[], design: SectionDesign[]): HomeBlock[] {
  const homeFormat = design.find((entry) => entry.idSection === null)?.format ?? {};
  const homeLayout = homeFormat.home?.homeType ?? 'row';
  const blocks: HomeBlock[] = [];
  let plain: HomeBlock | null = null;
  for (const section of menu) {
    if (section.menuOption.length === 0) {
      if (!plain) {
        plain = {
          key: `home-${section.idSection}`,
          title: homeFormat.title?.text ?? null,
          layout: homeLayout,
          items: [],
          format: homeFormat,
        };
        blocks.push(plain);
      }
      plain.items.push(section);
      continue;
    }
    plain = null;
    const format = design.find((entry) => entry.idSection === section.idSection)?.format ?? {};
    blocks.push({
      key: `section-${section.idSection}`,
      title: format.title?.text ?? section.text,
      layout: format.home?.homeType ?? homeLayout,
      items: section.menuOption,
      format,
    });
  }
  return blocks;
}

/** Where a menu option leads: the section it points to (`sectionTo`) or its own. */
export function optionTarget(option: MenuOption, design: SectionDesign[]): { idSection: number; text: string } {
  if (option.sectionTo) {
    const target = design.find((entry) => entry.idSection === option.sectionTo);
    if (target?.idSection) return { idSection: target.idSection, text: target.text };
  }
  return option;
}
