import { useEffect, useState } from 'react';

/**
 * What HTML from the server may keep when shown:
 * - `html`: HTML only (no SVG or MathML), without scripts, handlers or unsafe addresses (learning blocks,
 *   terms, store offers);
 * - `article`: the same with `target` kept on links, no `style` or `form`, and every link opening without
 *   access to this page (posts, articles, journey pages);
 * - `comment`: only b, i, u, a, p and br, links to http(s) or mailto opening in a new window (comments).
 */
export type SanitizerProfile = 'html' | 'article' | 'comment';

type Sanitize = (html: string, profile: SanitizerProfile) => string;

let sanitizer: Sanitize | undefined;
let loading: Promise<Sanitize> | undefined;

/** DOMPurify, loaded once with the first screen that shows server HTML (it stays out of first screens). */
export function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('dompurify').then(({ default: createPurifier }) => {
    const purifier = createPurifier(window);
    // Comments get an instance of their own: its hook must not touch other HTML the app shows.
    const commentPurifier = createPurifier(window);
    commentPurifier.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.hasAttribute('href')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer nofollow');
      }
    });
    sanitizer = (html, profile) => {
      switch (profile) {
        case 'html':
          return purifier.sanitize(html, { USE_PROFILES: { html: true } });
        case 'article':
          return purifier
            .sanitize(html, { ADD_ATTR: ['target'], FORBID_TAGS: ['style', 'form'] })
            .replace(/<a /g, '<a rel="noopener noreferrer" ');
        case 'comment':
          return commentPurifier.sanitize(html, {
            ALLOWED_TAGS: ['b', 'i', 'u', 'a', 'p', 'br'],
            ALLOWED_ATTR: ['href', 'target', 'rel'],
            ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
          });
      }
    };
    return sanitizer;
  });
  return loading;
}

/**
 * `html` cleaned by `profile`, or undefined while the sanitizer loads (the first time only; then it is
 * immediate). Nothing of the HTML is shown before it is clean.
 */
export function useSanitizedHtml(html: string, profile: SanitizerProfile): string | undefined {
  const [clean, setClean] = useState(() => sanitizer?.(html, profile));
  useEffect(() => {
    let current = true;
    void loadSanitizer().then((sanitize) => {
      if (current) setClean(sanitize(html, profile));
    });
    return () => {
      current = false;
    };
  }, [html, profile]);
  return clean;
}

/** Server HTML shown in a `div` once cleaned by `profile` (an empty `div` until then). */
export function SafeHtml({
  html,
  profile = 'html',
  className,
}: {
  html: string;
  profile?: SanitizerProfile;
  className?: string;
}) {
  const clean = useSanitizedHtml(html, profile);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: cleaned by DOMPurify with the profile's rules just above.
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean ?? '' }} />;
}
