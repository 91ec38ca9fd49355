import type { SectionDesign, SectionFormat } from '@trilha/shared/api/auth';
import { slugify } from '@trilha/shared/rules/slug';

/**
 * The design format of the screen at `pathname`: the home's own entry on `/`, the section's on
 * `/{slug}/{idSection}`, none elsewhere (spec document 1, section 3 "design").
 */
export function findShellFormat(design: SectionDesign[], pathname: string): SectionFormat {
  if (pathname === '/') return design.find((entry) => entry.idSection === null)?.format ?? {};
  const match = /^\/[^/]+\/(\d+)\/?$/.exec(pathname);
  if (!match) return {};
  const idSection = Number(match[1]);
  return design.find((entry) => entry.idSection === idSection)?.format ?? {};
}

type MenuEntry = { idSection: number; text: string; menuOption: Array<{ idSection: number; text: string }> };

/**
 * Where the shell's back control goes when the page was opened directly (a link from an e-mail or a chat,
 * an installed app started on it): a content screen to its section, a player to its playlist, a section
 * to the section that lists it, the store's pages to the store; anything else to the home.
 */
export function backFallback(pathname: string, search: string, menu: MenuEntry[], design: SectionDesign[]): string {
  const query = new URLSearchParams(search);
  const sectionHref = (idSection: number | null) => {
    const entry = idSection ? design.find((section) => section.idSection === idSection) : undefined;
    return entry?.idSection ? `/${slugify(entry.text)}/${entry.idSection}` : '/';
  };
  const idSection = Number(query.get('idSection')) || null;
  if (/^\/(ytplayer|wtplayer)\//.test(pathname) && Number(query.get('content')) > 0) {
    return `/content/${Number(query.get('content'))}${idSection ? `?idSection=${idSection}` : ''}`;
  }
  if (/^\/(content|userupload|ytplayer|wtplayer)\//.test(pathname)) return sectionHref(idSection);
  if (/^\/(detalheslojinha|cartlojinha)\/?$/.test(pathname)) return '/lojinha';
  const section = /^\/[^/]+\/(\d+)\/?$/.exec(pathname);
  if (section) {
    const id = Number(section[1]);
    const parent = menu.find((entry) => entry.menuOption.some((option) => option.idSection === id));
    return parent ? `/${slugify(parent.text)}/${parent.idSection}` : '/';
  }
  return '/';
}
