import {
  CATALOG_COLUMNS_LARGE,
  CATALOG_COLUMNS_MEDIUM_LANDSCAPE,
  CATALOG_SMALL_FIRST_PAGE,
  CATALOG_SMALL_NEXT_PAGE,
} from '../constants';

/** Card formats of blocks; each but 'square' has an image variant with the same suffix. */
export const CARD_FORMATS = [
  'portrait',
  'square',
  'landscape-large',
  'landscape-middle',
  'landscape-small',
  'landscape-xsmall',
] as const;
export type CardFormat = (typeof CARD_FORMATS)[number];
export type ScreenSize = 'small' | 'medium' | 'large';

const LARGE_COLUMNS: Record<CardFormat, number> = {
  portrait: CATALOG_COLUMNS_LARGE.portrait,
  square: CATALOG_COLUMNS_LARGE.square,
  'landscape-xsmall': CATALOG_COLUMNS_LARGE.landscape,
  'landscape-small': CATALOG_COLUMNS_LARGE.landscape,
  'landscape-middle': CATALOG_COLUMNS_LARGE.landscape,
  'landscape-large': CATALOG_COLUMNS_LARGE.landscape,
};

/**
 * Catalog and recommendation paging (spec 3, 9): 5 columns for portrait, 4 for square, 3 for landscape
 * on large screens; landscape formats 2 on medium screens (the others one column fewer); small screens
 * load 6 first and then 5 at a time.
 */
export function catalogPaging(
  format: CardFormat,
  screen: ScreenSize,
): { columns: number; first: number; next: number } {
  if (screen === 'small') {
    const columns = format === 'portrait' || format === 'square' ? 2 : 1;
    return { columns, first: CATALOG_SMALL_FIRST_PAGE, next: CATALOG_SMALL_NEXT_PAGE };
  }
  const large = LARGE_COLUMNS[format];
  const columns =
    screen === 'large' ? large : format.startsWith('landscape') ? CATALOG_COLUMNS_MEDIUM_LANDSCAPE : large - 1;
  return { columns, first: columns, next: columns };
}

/** A card format from untrusted block parameters, portrait by default. */
export function toCardFormat(value: unknown): CardFormat {
  return (CARD_FORMATS as readonly unknown[]).includes(value) ? (value as CardFormat) : 'portrait';
}
