import { RICH_TEXT_MAX_LENGTH } from '../constants';
import { z } from '../zod';

/**
 * Formatted text a member writes with the rich text editor (document 2, 5): at most 500 characters of
 * HTML. The server stores it only through `sanitizeMemberHtml` (apps/server/src/platform/member-html.ts).
 */
export const richTextHtml = z
  .string()
  .max(RICH_TEXT_MAX_LENGTH, `O texto pode ter no máximo ${RICH_TEXT_MAX_LENGTH} caracteres.`);
export type RichTextHtml = z.infer<typeof richTextHtml>;
