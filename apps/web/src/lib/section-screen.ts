import type { MenuOption, SectionDesign } from '@trilha/shared/api/auth';
import type { SectionScreenKey } from '@trilha/shared/rules/section-types';
import type { ComponentType } from 'react';

/** What every section screen receives from the dispatcher. */
export type SectionScreenProps = {
  idSection: number;
  screen: SectionScreenKey;
  /** The section's entry in the member's design list (type, text, format). */
  section: SectionDesign;
  /** The section's menu options (children), when it has any. */
  options: MenuOption[];
  /** Types 20 and 59: the screen was opened from a section rather than from a content link. */
  fromSection: boolean;
};

export type SectionScreenComponents = Record<SectionScreenKey, ComponentType<SectionScreenProps>>;
