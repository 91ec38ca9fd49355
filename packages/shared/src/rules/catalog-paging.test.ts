import { describe, expect, it } from 'vitest';
import { catalogPaging, toCardFormat } from './catalog-paging';
import { imageVariantUrl } from './image-format';
import { withHttpPrefix } from './meeting';

describe('catalogPaging (spec 3, 9)', () => {
  it.each([
    ['portrait', 'large', 5, 5, 5],
    ['square', 'large', 4, 4, 4],
    ['landscape-xsmall', 'large', 3, 3, 3],
    ['landscape-middle', 'medium', 2, 2, 2],
    ['landscape-large', 'large', 3, 3, 3],
    ['portrait', 'small', 2, 6, 5],
    ['landscape-xsmall', 'small', 1, 6, 5],
  ] as const)('%s on %s: %s columns, first %s, then %s', (format, screen, columns, first, next) => {
    expect(catalogPaging(format, screen)).toEqual({ columns, first, next });
  });

  it('falls back to portrait for an unknown format', () => {
    expect(toCardFormat('hexagon')).toBe('portrait');
    expect(toCardFormat('square')).toBe('square');
  });
});

describe('imageVariantUrl (spec 3, 9)', () => {
  it.each([
    ['/files/a/vendas.svg', 'portrait', '/files/a/vendas-format-portrait.svg'],
    ['/files/a/vendas.jpg?v=2', 'landscape-large', '/files/a/vendas-format-landscape-large.jpg?v=2'],
    ['/files/a/vendas.jpg', 'square', '/files/a/vendas.jpg'],
    ['/files/a/vendas', 'portrait', '/files/a/vendas'],
    ['/files/a/v-format-portrait.png', 'portrait', '/files/a/v-format-portrait.png'],
    ['data:image/png;base64,AAAA', 'portrait', 'data:image/png;base64,AAAA'],
  ] as const)('%s as %s -> %s', (url, format, expected) => {
    expect(imageVariantUrl(url, format)).toBe(expected);
  });
});

describe('withHttpPrefix (spec 3, 2.8)', () => {
  it.each([
    ['meet.acme.example/vendas', 'http://meet.acme.example/vendas'],
    ['https://meet.acme.example', 'https://meet.acme.example'],
    ['HTTP://x.example', 'HTTP://x.example'],
    ['  sala.example  ', 'http://sala.example'],
    ['', ''],
  ])('%s -> %s', (address, expected) => {
    expect(withHttpPrefix(address)).toBe(expected);
  });
});
