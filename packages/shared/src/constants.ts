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

/** Home carousel items per slide by width (document 1, 9): 3 from 992 px, 2 from 800 px, 1 below. */
export const CAROUSEL_BREAKPOINTS = [
  { minWidth: 992, items: 3 },
  { minWidth: 800, items: 2 },
] as const;
/** A home row whose item count is above this makes its first item 66.66% wide. */
export const HOME_ROW_WIDE_FIRST_AFTER = 4;

/** Points panel: activities shown at first, and added by each 'Mostrar mais'. */
export const POINTS_FIRST_PAGE = 2;
export const POINTS_PAGE_STEP = 5;

/** Profile photo: cropped square side in px and the largest upload accepted. */
export const AVATAR_SIZE_PX = 250;
export const PROFILE_PHOTO_MAX_BYTES = 5 * 1024 * 1024;

/** Activation PIN: digits, lifetime, wrong tries allowed, PINs a phone may ask for per hour. */
export const ACTIVATION_PIN_LENGTH = 6;
export const ACTIVATION_PIN_TTL_MS = 10 * 60 * 1000;
export const ACTIVATION_PIN_MAX_ATTEMPTS = 5;
export const ACTIVATION_PINS_PER_HOUR = 5;

/** A SAML sign-on request must come back within this time. */
export const SSO_REQUEST_TTL_MS = 10 * 60 * 1000;
