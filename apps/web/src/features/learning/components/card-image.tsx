import type { CardFormat } from '@trilha/shared/rules/catalog-paging';
import { ContentImage } from '../../../ui/content-image';

const RATIO: Record<CardFormat, string> = {
  portrait: '2 / 3',
  square: '1 / 1',
  'landscape-large': '8 / 3',
  'landscape-middle': '2 / 1',
  'landscape-small': '3 / 2',
  'landscape-xsmall': '3 / 2',
};

/** A card's picture in its block's format: that format's variant, in a box of that shape (spec 3, 9). */
export function CardImage({
  src,
  format,
  alt = '',
  eager = false,
  priority = false,
  className = '',
}: {
  src: string | null;
  format: CardFormat;
  alt?: string;
  eager?: boolean;
  /** The screen's largest image: fetched first (see `ContentImage`). */
  priority?: boolean;
  className?: string;
}) {
  return (
    <ContentImage
      src={src}
      alt={alt}
      format={format}
      aspectRatio={RATIO[format]}
      loading={eager ? 'eager' : 'lazy'}
      priority={priority}
      className={`w-full ${className}`}
    />
  );
}
