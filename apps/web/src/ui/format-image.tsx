import type { CardFormat } from '@trilha/shared/rules/catalog-paging';
import { imageVariantUrl } from '@trilha/shared/rules/image-format';
import { useState } from 'react';

const RATIO: Record<CardFormat, string> = {
  portrait: 'aspect-[2/3]',
  square: 'aspect-square',
  'landscape-large': 'aspect-[8/3]',
  'landscape-middle': 'aspect-[2/1]',
  'landscape-small': 'aspect-[3/2]',
  'landscape-xsmall': 'aspect-[3/2]',
};

/**
 * An image in a card format: the `-format-{format}` variant of the address (spec 3, 9), in a box of that
 * format's shape so nothing shifts while it loads; the original image if the variant is missing.
 */
export function FormatImage({
  src,
  format,
  alt = '',
  className = '',
  eager = false,
}: {
  src: string | null;
  format: CardFormat;
  alt?: string;
  className?: string;
  eager?: boolean;
}) {
  const variant = src ? imageVariantUrl(src, format) : null;
  const [failed, setFailed] = useState<string | null>(null);
  const url = variant && failed === variant ? src : variant;
  return (
    <div className={`${RATIO[format]} w-full overflow-hidden bg-brand-3 ${className}`}>
      {url ? (
        <img
          src={url}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="size-full object-cover"
          onError={() => setFailed(variant)}
        />
      ) : null}
    </div>
  );
}
