import { useEffect, useState } from 'react';

type Sanitize = (html: string) => string;

let sanitizer: Sanitize | undefined;
let loading: Promise<Sanitize> | undefined;

/** DOMPurify, loaded once on the first screen that shows server HTML. */
function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('dompurify').then(({ default: DOMPurify }) => {
    sanitizer = (html) => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
    return sanitizer;
  });
  return loading;
}

/**
 * Server HTML shown after DOMPurify removes scripts, handlers and unsafe addresses. Nothing of the HTML is
 * shown before the sanitizer is there (it loads with the first such block, then it is immediate).
 */
export function SafeHtml({ html, className = '' }: { html: string; className?: string }) {
  const [clean, setClean] = useState(() => sanitizer?.(html));
  useEffect(() => {
    let current = true;
    void loadSanitizer().then((sanitize) => {
      if (current) setClean(sanitize(html));
    });
    return () => {
      current = false;
    };
  }, [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitised by DOMPurify just above.
  return <div className={`learning-html ${className}`} dangerouslySetInnerHTML={{ __html: clean ?? '' }} />;
}
