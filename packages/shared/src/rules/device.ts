/**
 * Mobile detection by user agent, as the learning area does it (document 1, 9: "mobile detection is by
 * user agent (learning area) and by width (elsewhere)"). Client Hints answer first where the browser
 * sends them (`navigator.userAgentData.mobile`); the user-agent string decides otherwise.
 */
export function isMobileUserAgent(userAgent: string, clientHintMobile?: boolean): boolean {
  if (typeof clientHintMobile === 'boolean') return clientHintMobile;
  if (/android|iphone|ipod|blackberry|bb10|iemobile|opera mini|windows phone|webos|kaios|\bmobi/i.test(userAgent)) {
    return true;
  }
  // iPadOS presents itself as a Mac; only the touch-capable "Mobile" build says otherwise.
  return /ipad/i.test(userAgent) || (/macintosh/i.test(userAgent) && /\bmobile\//i.test(userAgent));
}

/** A `(max-width)` media query for widths below `px` (the 0.02 px keeps fractional widths on the right side). */
export function widthBelowQuery(px: number): string {
  return `(max-width: ${px - 0.02}px)`;
}

/** A `(min-width)` media query for widths from `px` up. */
export function widthFromQuery(px: number): string {
  return `(min-width: ${px}px)`;
}
