import { useEffect, useState } from 'react';

type Sanitize = (html: string) => string;
let sanitizer: Sanitize | undefined;
let loading: Promise<Sanitize> | undefined;

/** DOMPurify limited to what comments may hold (b, i, u, a, p, br), links kept opening in a new window. */
function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('dompurify').then(({ default: createPurifier }) => {
    // An instance of its own: the hook below must not touch other HTML the app shows.
    const purifier = createPurifier(window);
    purifier.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.hasAttribute('href')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer nofollow');
      }
    });
    sanitizer = (html) =>
      purifier.sanitize(html, {
        ALLOWED_TAGS: ['b', 'i', 'u', 'a', 'p', 'br'],
        ALLOWED_ATTR: ['href', 'target', 'rel'],
        ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
      });
    return sanitizer;
  });
  return loading;
}

/** A comment's HTML (already cleaned by the server), cleaned again before it reaches the page. */
export function CommentHtml({ html, className = '' }: { html: string; className?: string }) {
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
  if (clean === undefined) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the server and again by DOMPurify above.
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
