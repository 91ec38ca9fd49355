import { BREAKPOINT_DESKTOP_PX, BREAKPOINT_PHONE_PX, type IMAGE_FORMATS } from '../constants';

/** An image variant's format: `photo.jpg` in 'portrait' is `photo-format-portrait.jpg` (document 3, 9). */
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
/** The shape a slot shows an image in; square slots use the image itself. */
export type ImageShape = 'portrait' | 'landscape' | 'square';

/** Below this viewport width a phone is narrow enough for the smallest landscape variant. */
const NARROW_PHONE_PX = 360;

/**
 * The variant for a screen (document 3, 9). Portrait slots use the portrait variant; landscape slots
 * follow the width breakpoints: 'landscape-large' from 900 px (desktop), 'landscape-middle' from 768 px
 * (tablet), 'landscape-small' on phones and 'landscape-xsmall' on the narrowest phones. Square slots
 * have no variant.
 */
export function imageFormatForScreen(shape: ImageShape, viewportWidth: number): ImageFormat | null {
  if (shape === 'square') return null;
  if (shape === 'portrait') return 'portrait';
  if (viewportWidth >= BREAKPOINT_DESKTOP_PX) return 'landscape-large';
  if (viewportWidth >= BREAKPOINT_PHONE_PX) return 'landscape-middle';
  if (viewportWidth >= NARROW_PHONE_PX) return 'landscape-small';
  return 'landscape-xsmall';
}

/**
 * The address of an image's variant: the suffix goes before the extension, query and fragment kept.
 * No format or 'square' keeps the image itself, as do data and blob addresses and names without an
 * extension; an address already in that format is kept as it is.
 */
export function imageVariantUrl(url: string, format: ImageFormat | 'square' | null): string {
  if (!format || format === 'square' || /^(data|blob):/i.test(url)) return url;
  const match = /^([^?#]*?)(\.[a-z0-9]{2,5})([?#].*)?$/i.exec(url);
  if (!match) return url;
  const [, base, extension, rest] = match;
  if (base?.endsWith(`-format-${format}`)) return url;
  return `${base}-format-${format}${extension}${rest ?? ''}`;
}
