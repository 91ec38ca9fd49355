import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RICH_TEXT_MAX_LENGTH } from '../constants';
import { isRichTextTooLong, isValidLinkUrl, normalizeLinkUrl, richTextLength } from './rich-text';

describe('rich text links (spec 2, 5: a link must start with http(s):// or www)', () => {
  it.each([
    ['https://acme.example/noticias', true],
    ['http://acme.example', true],
    ['HTTPS://ACME.EXAMPLE', true],
    ['www.acme.example', true],
    ['  www.acme.example/a?b=c  ', true],
    ['acme.example', false],
    ['ftp://acme.example', false],
    ['javascript:alert(1)', false],
    ['mailto:maria@acme.example', false],
    ['//acme.example', false],
    ['https://', false],
    ['www.', false],
    ['https://acme example', false],
    ['https://acme.example/"onmouseover="x', false],
    ['', false],
  ])('%s -> %s', (url, valid) => {
    expect(isValidLinkUrl(url)).toBe(valid);
  });

  it('points www addresses at https and keeps full addresses as typed', () => {
    expect(normalizeLinkUrl(' www.acme.example ')).toBe('https://www.acme.example');
    expect(normalizeLinkUrl('http://acme.example')).toBe('http://acme.example');
  });

  it('never accepts an address that a browser would run as script', () => {
    fc.assert(fc.property(fc.string(), (tail) => !isValidLinkUrl(`javascript:${tail}`)));
  });
});

describe('rich text length (spec 2, 9: at most 500 characters of HTML)', () => {
  it('counts the HTML, tags included', () => {
    expect(richTextLength('<b>Oi</b>')).toBe(9);
  });

  it.each([
    [RICH_TEXT_MAX_LENGTH - 1, false],
    [RICH_TEXT_MAX_LENGTH, false],
    [RICH_TEXT_MAX_LENGTH + 1, true],
  ])('%s characters of HTML is too long: %s', (length, tooLong) => {
    expect(isRichTextTooLong(`<p>${'a'.repeat(length - 7)}</p>`)).toBe(tooLong);
  });
});
