import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IMAGE_FORMATS } from '../constants';
import { imageFormatForScreen, imageVariantUrl } from './image-format';

describe('imageFormatForScreen (spec 3, 9: variants by suffix, chosen by screen size)', () => {
  it.each([
    ['landscape', 1280, 'landscape-large'],
    ['landscape', 900, 'landscape-large'],
    ['landscape', 899, 'landscape-middle'],
    ['landscape', 768, 'landscape-middle'],
    ['landscape', 767, 'landscape-small'],
    ['landscape', 390, 'landscape-small'],
    ['landscape', 360, 'landscape-small'],
    ['landscape', 320, 'landscape-xsmall'],
    ['portrait', 390, 'portrait'],
    ['portrait', 1280, 'portrait'],
    ['square', 390, null],
  ] as const)('%s at %i px -> %s', (shape, width, format) => {
    expect(imageFormatForScreen(shape, width)).toBe(format);
  });

  it('never picks a smaller landscape variant for a wider screen', () => {
    const order = ['landscape-xsmall', 'landscape-small', 'landscape-middle', 'landscape-large'];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4000 }), fc.integer({ min: 0, max: 4000 }), (a, b) => {
        const [narrow, wide] = a <= b ? [a, b] : [b, a];
        return (
          order.indexOf(imageFormatForScreen('landscape', narrow) as string) <=
          order.indexOf(imageFormatForScreen('landscape', wide) as string)
        );
      }),
    );
  });
});

describe('imageVariantUrl', () => {
  it.each([
    ['/files/acme/banner.jpg', 'landscape-large', '/files/acme/banner-format-landscape-large.jpg'],
    ['https://cdn.example/a/b.photo.PNG?v=2#x', 'portrait', 'https://cdn.example/a/b.photo-format-portrait.PNG?v=2#x'],
    ['/files/acme/banner-format-portrait.jpg', 'portrait', '/files/acme/banner-format-portrait.jpg'],
    ['/files/acme/banner.jpg', 'square', '/files/acme/banner.jpg'],
    ['/files/acme/banner.jpg', null, '/files/acme/banner.jpg'],
    ['/files/acme/banner', 'portrait', '/files/acme/banner'],
    ['data:image/png;base64,AAAA', 'portrait', 'data:image/png;base64,AAAA'],
    ['blob:https://app.example/1234', 'portrait', 'blob:https://app.example/1234'],
  ] as const)('%s in %s -> %s', (url, format, variant) => {
    expect(imageVariantUrl(url, format)).toBe(variant);
  });

  it('puts exactly one known suffix before the extension', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z0-9/_-]{1,20}$/),
        fc.constantFrom('jpg', 'png', 'webp'),
        fc.constantFrom(...IMAGE_FORMATS),
        (name, extension, format) => {
          const variant = imageVariantUrl(`/files/${name}.${extension}`, format);
          return (
            variant === `/files/${name}-format-${format}.${extension}` && imageVariantUrl(variant, format) === variant
          );
        },
      ),
    );
  });
});
