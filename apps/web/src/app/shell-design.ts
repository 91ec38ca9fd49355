import type { SectionDesign, SectionFormat } from '@trilha/shared/api/auth';

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
