/**
 * Limits and timings from the specification's "business constants" sections (document 1, 9;
 * document 2, 9; document 3, 9). Code that needs one of these values imports it from here.
 */

/** Every API call gives up after 30 s (also the certificate download). */
export const REQUEST_TIMEOUT_MS = 30_000;
/** The bottom toast, including the offline toast. */
export const TOAST_MS = 5_000;
/** Default snackbar duration. */
export const SNACKBAR_MS = 8_000;
/** How long the rating thanks message stays before the stars show the new value. */
export const RATING_THANKS_MS = 2_000;
/** Profile banners. */
export const SUCCESS_BANNER_MS = 5_000;
export const ERROR_BANNER_MS = 10_000;
/** Campaign points toast after a tracking answer with points. */
export const CAMPAIGN_POINTS_TOAST_MS = 9_000;
/** The image spinner gives up after this long. */
export const IMAGE_SPINNER_MAX_MS = 7_000;
/** Route change animation. */
export const PAGE_TRANSITION_MS = 200;
/** New version notice. */
export const UPDATE_NOTICE_MS = 5_000;

/** Width breakpoints in px: 900 for menu and home, 800 for store and learning screens, 768 for phones. */
export const BREAKPOINT_PHONE_PX = 768;
export const BREAKPOINT_LEARNING_PX = 800;
export const BREAKPOINT_DESKTOP_PX = 900;

/** Minimum length of a new password (document 3, 5). */
export const PASSWORD_MIN_LENGTH = 8;
/** Password reset and first-access links expire after this long. */
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
