import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { memberHtmlToText, sanitizeMemberHtml } from './member-html';

const LINK = 'target="_blank" rel="noopener noreferrer nofollow"';

describe('sanitizeMemberHtml (spec 2, 5 and 3, 5: member HTML keeps b, i, u, a, p, br)', () => {
  it.each([
    [
      '<p>Olá <b>equipe</b>, <i>boa</i> <u>semana</u>!<br></p>',
      '<p>Olá <b>equipe</b>, <i>boa</i> <u>semana</u>!<br /></p>',
    ],
    ['<strong>forte</strong> <em>ênfase</em>', '<b>forte</b> <i>ênfase</i>'],
    ['<div>linha 1</div><div>linha 2</div>', '<p>linha 1</p><p>linha 2</p>'],
    ['<h1 style="color:red">Título</h1><span class="x">texto</span>', 'Títulotexto'],
    ['<p onclick="steal()">clique</p>', '<p>clique</p>'],
    ['antes<script>alert(1)</script>depois', 'antesdepois'],
    ['<img src=x onerror="alert(1)">imagem', 'imagem'],
    ['<iframe src="https://evil.example"></iframe>fim', 'fim'],
  ])('%s -> %s', (html, clean) => {
    expect(sanitizeMemberHtml(html)).toBe(clean);
  });

  it('opens http(s) links in a new window and points www links at https', () => {
    expect(sanitizeMemberHtml('<a href="https://acme.example/x">site</a>')).toBe(
      `<a href="https://acme.example/x" ${LINK}>site</a>`,
    );
    expect(sanitizeMemberHtml('<a href="www.acme.example">site</a>')).toBe(
      `<a href="https://www.acme.example" ${LINK}>site</a>`,
    );
    expect(sanitizeMemberHtml('<a href="mailto:maria@acme.example">e-mail</a>')).toBe(
      `<a href="mailto:maria@acme.example" ${LINK}>e-mail</a>`,
    );
  });

  it('keeps the text of a link whose address is not http(s), www or mailto', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      '/interno',
      '//evil.example',
      'data:text/html,x',
      '',
    ]) {
      expect(sanitizeMemberHtml(`<a href="${href}">texto</a>`)).toBe('texto');
    }
  });

  it('closes a link that follows a refused one with its own tag', () => {
    expect(sanitizeMemberHtml('<p><a href="javascript:x()">a</a> <a href="https://b.example">b</a> c</p>')).toBe(
      `<p>a <a href="https://b.example" ${LINK}>b</a> c</p>`,
    );
  });

  it('drops a target or rel the member wrote', () => {
    expect(sanitizeMemberHtml('<a href="https://a.example" target="_self" rel="opener">a</a>')).toBe(
      `<a href="https://a.example" ${LINK}>a</a>`,
    );
  });

  it('never lets a script, an event handler or a javascript: address through, whatever the input', () => {
    const piece = fc.constantFrom(
      '<b>',
      '</b>',
      '<a href="javascript:x()">',
      '<a href="https://a.example">',
      '</a>',
      '<script>',
      '</script>',
      '<img src=x onerror=y>',
      '<p onclick="z">',
      '<svg onload=1>',
      'texto',
      '"',
      "'",
      '<',
      '>',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 20 }), (pieces) => {
        const clean = sanitizeMemberHtml(pieces.join(''));
        return !/<script|<img|<svg|\son\w+=|javascript:/i.test(clean);
      }),
    );
  });

  it('cleans what it already cleaned to the same text', () => {
    const once = sanitizeMemberHtml('<div><strong>a</strong> <a href="www.x.example">x</a></div>');
    expect(sanitizeMemberHtml(once)).toBe(once);
  });
});

describe('memberHtmlToText', () => {
  it('keeps the words and their separation', () => {
    expect(memberHtmlToText('<p>Olá <b>equipe</b></p><p>até&nbsp;logo<br>Maria</p>')).toBe('Olá equipe até logo Maria');
  });
});
