import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { carouselItemsPerSlide, isRowFirstItemWide } from './home-layout';

describe('carouselItemsPerSlide', () => {
  it.each([
    [320, 1],
    [799, 1],
    [800, 2],
    [991, 2],
    [992, 3],
    [1920, 3],
  ])('%i px -> %i per slide', (width, items) => {
    expect(carouselItemsPerSlide(width)).toBe(items);
  });

  it('never shows fewer items on a wider screen', () => {
    fc.assert(
      fc.property(fc.nat(4000), fc.nat(4000), (a, b) => {
        const [narrow, wide] = a < b ? [a, b] : [b, a];
        expect(carouselItemsPerSlide(wide)).toBeGreaterThanOrEqual(carouselItemsPerSlide(narrow));
      }),
    );
  });
});

describe('isRowFirstItemWide', () => {
  it.each([
    [0, false],
    [4, false],
    [5, true],
    [12, true],
  ])('%i items -> %s', (count, wide) => {
    expect(isRowFirstItemWide(count)).toBe(wide);
  });
});
