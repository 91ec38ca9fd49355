import { BREAKPOINT_LEARNING_PX } from '@trilha/shared/constants';
import type { ScreenSize } from '@trilha/shared/rules/catalog-paging';
import { useIsMobileWidth } from '../../../ui/hooks/use-mobile';

/** Where the catalog's large screens begin: the width of five portrait cards side by side. */
const LARGE_SCREEN_PX = 1200;

/** Screen size for the paging rules: small below 800 px, large from 1200 px, medium between. */
export function useScreenSize(): ScreenSize {
  const notSmall = !useIsMobileWidth(BREAKPOINT_LEARNING_PX);
  const large = !useIsMobileWidth(LARGE_SCREEN_PX);
  return large ? 'large' : notSmall ? 'medium' : 'small';
}
