/** Small rules of the content viewer (spec 3, 2.5 and 5). */

const YOUTUBE = /^(https?:\/\/)?((www|m)\.)?(youtube\.com\/(watch\?v=|embed\/|shorts\/)|youtu\.be\/)[\w-]{6,}/i;

/** A link of the YouTube pattern: the only kind the share modal offers (with `shareable`). */
export function isYouTubeLink(link: string | null | undefined): boolean {
  return Boolean(link && YOUTUBE.test(link.trim()));
}

/** Video files are .mov or .mp4 addresses, or YouTube links. */
export function isVideoLocation(location: string | null | undefined): boolean {
  if (!location) return false;
  return /\.(mp4|mov)([?#].*)?$/i.test(location.trim()) || isYouTubeLink(location);
}

/** Descriptions such as 'N/A', 'n/a', 'NA' or '-' are not shown. */
export function isShownDescription(description: string | null | undefined): description is string {
  if (!description) return false;
  const text = description.trim().toLowerCase();
  return text !== '' && !['n/a', 'na', 'n.a.', 'n.a', '-', 'null', 'undefined'].includes(text);
}

/** A download address the viewer accepts: a path of this site or an http(s) address. */
export function isDownloadLocation(location: string | null | undefined): location is string {
  if (!location) return false;
  const text = location.trim();
  return /^\/[^/]/.test(text) || /^https?:\/\/[^\s]+$/i.test(text);
}
