import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadSanitizer, SafeHtml } from './safe-html';

const DANGEROUS =
  '<p onclick="alert(1)">Olá <b>mundo</b></p><script>alert(2)</script><style>p{}</style>' +
  '<form action="/x"><input></form><a href="javascript:alert(3)">x</a><a href="https://exemplo.com" target="_blank">site</a>' +
  '<svg><circle r="1"/></svg><img src="x" onerror="alert(4)">';

describe('sanitizer profiles', () => {
  it('html: keeps HTML, drops scripts, handlers, unsafe addresses and SVG', async () => {
    const clean = (await loadSanitizer())(DANGEROUS, 'html');
    expect(clean).toContain('<b>mundo</b>');
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:|<svg/);
    expect(clean).toContain('<img src="x">');
  });

  it('article: keeps link targets, drops style and form, and links open without access to the page', async () => {
    const clean = (await loadSanitizer())(DANGEROUS, 'article');
    expect(clean).not.toMatch(/<script|<style|<form|onclick|javascript:/);
    expect(clean).toContain('<a rel="noopener noreferrer" href="https://exemplo.com" target="_blank">site</a>');
  });

  it('comment: only b, i, u, a, p and br, http(s) links opening in a new window', async () => {
    const clean = (await loadSanitizer())(
      '<p>Oi <b>b</b> <em>em</em> <a href="https://exemplo.com">a</a> <a href="ftp://x">f</a><img src="x"></p>',
      'comment',
    );
    expect(clean).toBe(
      '<p>Oi <b>b</b> em <a href="https://exemplo.com" target="_blank" rel="noopener noreferrer nofollow">a</a> <a>f</a></p>',
    );
  });

  it('the comment hook touches no other profile', async () => {
    const clean = (await loadSanitizer())('<a href="https://exemplo.com">a</a>', 'html');
    expect(clean).toBe('<a href="https://exemplo.com">a</a>');
  });
});

describe('SafeHtml', () => {
  it('shows the cleaned HTML with its class, nothing of the script', async () => {
    const { container } = render(
      <SafeHtml html={'<h2>Título</h2><script>window.hacked = true</script>'} className="learning-html" />,
    );
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Título' })).toBeInTheDocument());
    expect(container.firstElementChild).toHaveClass('learning-html');
    expect(container.querySelector('script')).toBeNull();
  });
});
