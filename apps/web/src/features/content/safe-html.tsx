import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** Server HTML (posts, articles, journey pages) shown after DOMPurify removed scripts and handlers. */
export function SafeHtml({ html, className = '' }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitize(html), [html]);
  return (
    <div
      className={`content-html flex flex-col gap-3 leading-relaxed [&_a]:text-brand [&_a]:underline [&_h2]:text-xl [&_h2]:font-bold [&_img]:max-w-full [&_img]:rounded-xl [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6 ${className}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify just above.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}

/** Sanitized HTML; links open in a new tab without access to this page. */
export function sanitize(html: string): string {
  const clean = DOMPurify.sanitize(html, { ADD_ATTR: ['target'], FORBID_TAGS: ['style', 'form'] });
  return clean.replace(/<a /g, '<a rel="noopener noreferrer" ');
}

/** The anchors (`id` of headings) of a page of HTML, with their text, for the location map. */
export function anchorsOf(html: string): Array<{ id: string; text: string }> {
  const doc = new DOMParser().parseFromString(sanitize(html), 'text/html');
  return [...doc.querySelectorAll('h2[id], h3[id]')].map((heading) => ({
    id: heading.id,
    text: heading.textContent ?? heading.id,
  }));
}
