import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** Server HTML shown after DOMPurify removes scripts, handlers and unsafe addresses. */
export function SafeHtml({ html, className = '' }: { html: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitised by DOMPurify just above.
  return <div className={`learning-html ${className}`} dangerouslySetInnerHTML={{ __html: clean }} />;
}
