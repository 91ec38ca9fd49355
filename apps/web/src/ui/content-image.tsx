import { IMAGE_SPINNER_MAX_MS } from '@trilha/shared/constants';
import {
  type ImageFormat,
  type ImageShape,
  imageFormatForScreen,
  imageVariantUrl,
} from '@trilha/shared/rules/image-format';
import { type CSSProperties, useEffect, useRef, useState } from 'react';

type ContentImageProps = {
  /** The image's address; none shows the placeholder alone. */
  src: string | null | undefined;
  /** Text for screen readers; '' for a decorative image. */
  alt: string;
  /**
   * The box the image fills, reserved before it loads so nothing below it moves: a ratio (`16 / 9`,
   * `'3 / 4'`) or the image's own `width` and `height`.
   */
  aspectRatio?: number | string;
  width?: number;
  height?: number;
  /** Loads the variant of this shape for the screen's width (`-format-landscape-large` ...); none loads `src`. */
  shape?: ImageShape;
  /** Loads this variant whatever the screen (a block's card format); wins over `shape`. */
  format?: ImageFormat | 'square';
  /** `cover` crops to fill the box, `contain` shows the whole image. */
  fit?: 'cover' | 'contain';
  /** `eager` for the first image a screen shows, `lazy` (default) for the rest. */
  loading?: 'lazy' | 'eager';
  /**
   * The screen's largest image (its LCP): fetched before the others (`fetchpriority="high"`), eagerly, and
   * shown as soon as it arrives, without the fade.
   */
  priority?: boolean;
  className?: string;
};

type Status = 'loading' | 'loaded' | 'failed';

/**
 * An image that never shifts the layout: its box keeps the size it will have, filled with the brand's
 * third colour until the image arrives. A spinner shows while it loads and gives up after 7 s (document
 * 1, 9); the placeholder stays. A missing format variant falls back to the image itself.
 */
export function ContentImage({
  src,
  alt,
  aspectRatio,
  width,
  height,
  shape,
  format: fixedFormat,
  fit = 'cover',
  loading = 'lazy',
  priority = false,
  className = '',
}: ContentImageProps) {
  const [format] = useState(() =>
    fixedFormat !== undefined ? fixedFormat : shape ? imageFormatForScreen(shape, window.innerWidth) : null,
  );
  const variant = src ? imageVariantUrl(src, format) : null;
  const [current, setCurrent] = useState(variant);
  const [status, setStatus] = useState<Status>(variant ? 'loading' : 'failed');
  const [isSpinnerShown, setIsSpinnerShown] = useState(Boolean(variant));
  const image = useRef<HTMLImageElement>(null);

  useEffect(() => {
    setCurrent(variant);
    setStatus(variant ? 'loading' : 'failed');
    setIsSpinnerShown(Boolean(variant));
  }, [variant]);

  useEffect(() => {
    if (status !== 'loading') {
      setIsSpinnerShown(false);
      return;
    }
    const element = image.current;
    // Already in the cache: the load event may have fired before React listened.
    if (element?.complete && element.naturalWidth > 0) {
      setStatus('loaded');
      return;
    }
    const timer = setTimeout(() => setIsSpinnerShown(false), IMAGE_SPINNER_MAX_MS);
    return () => clearTimeout(timer);
  }, [status]);

  function handleError() {
    if (src && current !== src) {
      setCurrent(src);
      return;
    }
    setStatus('failed');
  }

  const ratio = aspectRatio ?? (width && height ? `${width} / ${height}` : undefined);
  const box: CSSProperties = ratio === undefined ? {} : { aspectRatio: String(ratio) };

  return (
    <div
      className={`relative overflow-hidden bg-brand-3 ${className}`}
      style={box}
      aria-busy={status === 'loading' ? true : undefined}
    >
      {current ? (
        <img
          ref={image}
          src={current}
          alt={alt}
          width={width}
          height={height}
          loading={priority ? 'eager' : loading}
          fetchPriority={priority ? 'high' : undefined}
          decoding={priority ? 'sync' : 'async'}
          onLoad={() => setStatus('loaded')}
          onError={handleError}
          className={`absolute inset-0 size-full ${fit === 'cover' ? 'object-cover' : 'object-contain'} ${
            priority ? '' : `transition-opacity ${status === 'loaded' ? 'opacity-100' : 'opacity-0'}`
          }`}
        />
      ) : null}
      {isSpinnerShown ? (
        <span
          aria-hidden="true"
          className="absolute inset-0 flex items-center justify-center"
          data-testid="image-spinner"
        >
          <span className="size-6 animate-spin rounded-full border-2 border-line border-t-[var(--color-brand)]" />
        </span>
      ) : null}
    </div>
  );
}
