import { lazy } from 'react';
import type { SectionScreenComponents } from '../features/sections/section-page';
import { SectionPlaceholder } from '../features/sections/section-placeholder';
import { SECTION_SCREEN_KEYS } from '../features/sections/section-screens';

/**
 * The component of each section screen. Screens still in preparation show the placeholder; a finished
 * screen replaces its entry with a lazy import of its own page.
 */
export const SECTION_SCREEN_COMPONENTS: SectionScreenComponents = {
  ...(Object.fromEntries(SECTION_SCREEN_KEYS.map((key) => [key, SectionPlaceholder])) as SectionScreenComponents),
  store: lazy(async () => ({ default: (await import('../features/store/store-home')).StoreSection })),
  pointsPanel: lazy(async () => ({ default: (await import('../features/points/points-section')).PointsSection })),
};
