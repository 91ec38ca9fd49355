import { RICH_TEXT_MAX_LENGTH } from '../constants';

/** The message for a link that does not start with http://, https:// or www (document 2, 5). */
export const LINK_URL_INVALID = 'Formato de url inválido';

/** A link members may insert: it starts with http://, https:// or www. and has no spaces (document 2, 5). */
export function isValidLinkUrl(url: string): boolean {
  return /^(https?:\/\/|www\.)[^\s<>"']+$/i.test(url.trim()) && !/^(https?:\/\/|www\.)$/i.test(url.trim());
}

/** The address a link points to: `www.` addresses get `https://` so they do not resolve inside the app. */
export function normalizeLinkUrl(url: string): string {
  const trimmed = url.trim();
  return /^www\./i.test(trimmed) ? `https://${trimmed}` : trimmed;
}

/** Rich text is measured in characters of HTML, as the editor's counter shows them (document 2, 9). */
export function richTextLength(html: string): number {
  return html.length;
}

/** Whether formatted text is over the 500 characters of HTML members may write. */
export function isRichTextTooLong(html: string, max: number = RICH_TEXT_MAX_LENGTH): boolean {
  return richTextLength(html) > max;
}
