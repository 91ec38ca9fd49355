import { describe, expect, it } from 'vitest';
import { readableOn } from './tenant';

describe('readableOn', () => {
  it.each([
    ['#b3261e', '#ffffff'],
    ['#0b6e4f', '#ffffff'],
    ['#ffeb3b', '#000000'],
    ['#ffffff', '#000000'],
    ['not-a-colour', '#ffffff'],
  ])('text on %s is %s', (background, text) => {
    expect(readableOn(background)).toBe(text);
  });
});
