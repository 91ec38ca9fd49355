import { isValidLinkUrl, normalizeLinkUrl } from '@trilha/shared/rules/rich-text';
import sanitizeHtml from 'sanitize-html';

/** Tags members may use in formatted text (document 3, 5: b, i, u, a, p, br); everything else keeps only its text. */
const ALLOWED_TAGS = ['p', 'br', 'b', 'i', 'u', 'a'];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Script and style bodies are dropped with their tags; any other unknown tag keeps its text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'iframe', 'object'],
  transformTags: {
    // What browsers' editing commands write, in the allowed vocabulary.
    strong: 'b',
    em: 'i',
    div: 'p',
    a: (_tagName, attribs) => {
      const href = attribs.href?.trim() ?? '';
      const isMail = /^mailto:[^\s<>"']+$/i.test(href);
      // A link that does not start with http(s):// or www (or mailto:) loses its address and keeps its text.
      // (It stays an `a` here: sanitize-html would close the next link with the tag of a renamed one.)
      if (!isMail && !isValidLinkUrl(href)) return { tagName: 'a', attribs: {} as sanitizeHtml.Attributes };
      return {
        tagName: 'a',
        attribs: {
          href: isMail ? href : normalizeLinkUrl(href),
          target: '_blank',
          rel: 'noopener noreferrer nofollow',
        },
      };
    },
  },
};

/**
 * Cleans HTML a member wrote (rich text editor, comments) before it is stored: only b, i, u, a, p and br
 * survive, links keep an http(s) or mailto address and open in a new window (document 2, 5; document 3, 5).
 * Call it in the service that stores the text, after the schema checked the length.
 */
export function sanitizeMemberHtml(html: string): string {
  // Links left without an address (see transformTags) keep only their text.
  return sanitizeHtml(html, OPTIONS)
    .replace(/<a>([\s\S]*?)<\/a>/g, '$1')
    .trim();
}

/** The text of member HTML without any tag, for notifications, e-mails and search. */
export function memberHtmlToText(html: string): string {
  return sanitizeHtml(html.replace(/<\/p>|<br\s*\/?>/gi, '$& '), { allowedTags: [], allowedAttributes: {} })
    .replace(/\s+/g, ' ')
    .trim();
}
