import { type MenuOption, type MenuSection, type SectionDesign, sectionFormat } from '@trilha/shared/api/auth';
import type { SectionRow } from '../../db/schema';

/** The member's menu: top-level sections, each with its child options (spec document 1, section 3). */
export function buildMenu(sections: SectionRow[]): MenuSection[] {
  const options = sections.map(toMenuOption);
  return options
    .filter((option) => option.parentIdSection === null)
    .map((section) => ({
      ...section,
      menuOption: options.filter((option) => option.parentIdSection === section.idSection),
    }));
}

/**
 * The design list the section dispatcher matches the current path against. The first entry, with no
 * section id, is the home's own design.
 */
export function buildDesign(sections: SectionRow[], homeDesign: string | null = null): SectionDesign[] {
  const home: SectionDesign = {
    idSection: null,
    idSectionType: null,
    text: 'Início',
    sectionTo: null,
    format: parseFormat(homeDesign),
  };
  return [
    home,
    ...sections.map((section) => ({
      idSection: section.idSection,
      idSectionType: section.idSectionType,
      text: section.text,
      sectionTo: section.sectionTo,
      format: parseFormat(section.design),
    })),
  ];
}

function toMenuOption(section: SectionRow): MenuOption {
  const style = section.imageStyle;
  return {
    idSection: section.idSection,
    idSectionType: section.idSectionType,
    text: section.text,
    description: section.description,
    image: section.image,
    imageSecondary: section.imageSecondary,
    color: section.color,
    imageStyle: style === 'icon' || style === 'hybrid' || style === 'tile' ? style : 'default',
    showText: section.showText ? 1 : 0,
    sectionTo: section.sectionTo,
    parentIdSection: section.parentIdSection,
    content: section.content,
    url: section.url,
  };
}

function parseFormat(json: string | null): SectionDesign['format'] {
  if (!json) return {};
  const parsed = sectionFormat.safeParse(JSON.parse(json));
  return parsed.success ? parsed.data : {};
}
