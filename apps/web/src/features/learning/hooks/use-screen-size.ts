import { BREAKPOINT_LEARNING_PX } from '@trilha/shared/constants';
import type { ScreenSize } from '@trilha/shared/rules/catalog-paging';
import { useMediaQuery } from '../../../app/hooks/use-media-query';

/** Screen size for the paging rules: small below 800 px, large from 1200 px, medium between. */
export function useScreenSize(): ScreenSize {
  const notSmall = useMediaQuery(`(min-width: ${BREAKPOINT_LEARNING_PX}px)`);
  const large = useMediaQuery('(min-width: 1200px)');
  return large ? 'large' : notSmall ? 'medium' : 'small';
}
