import { CAROUSEL_BREAKPOINTS, HOME_ROW_WIDE_FIRST_AFTER } from '../constants';

/** How many items a home carousel shows per slide at a given width (spec document 1, section 9). */
export function carouselItemsPerSlide(width: number): number {
  for (const step of CAROUSEL_BREAKPOINTS) if (width >= step.minWidth) return step.items;
  return 1;
}

/** True when the first item of a home row is wide (66.66%): the row has more than 4 items. */
export function isRowFirstItemWide(itemCount: number): boolean {
  return itemCount > HOME_ROW_WIDE_FIRST_AFTER;
}
