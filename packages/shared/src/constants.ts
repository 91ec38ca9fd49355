/**
 * Limits and timings from the specification's "business constants" sections (document 1, 9;
 * document 2, 9; document 3, 9), grouped by topic. Code that needs one of these values imports it from
 * here: `apps/web/src/constants-usage.test.ts` fails when a web source writes one of the timings,
 * breakpoints or text cuts below as a bare number instead.
 *
 * Durations end in `_MS` (milliseconds) or `_S` (seconds), widths in `_PX`, text limits in `_LENGTH`.
 * No imports: the web app's boot path reads this file.
 */

// ---------------------------------------------------------------------------------------------------
// Network
// ---------------------------------------------------------------------------------------------------

/** Every API call gives up after 30 s (document 1, 7 and 9). */
export const REQUEST_TIMEOUT_MS = 30_000;
/** The certificate download (a PDF blob) has the same 30 s limit (document 3, 7.4 and 9). */
export const CERTIFICATE_TIMEOUT_MS = REQUEST_TIMEOUT_MS;
/** `GET /mediacenter/{idContentItem}` (document 2, 9). */
export const MEDIA_CENTER_TIMEOUT_MS = REQUEST_TIMEOUT_MS;
/** A report's export (every row of its filter, CSV or XLSX) or a transcript's PDF may take up to 5 min (issue 27). */
export const REPORT_EXPORT_TIMEOUT_MS = 5 * 60 * 1000;
/** A video playlist lists at most this many items (document 1, 9; document 2, 7). */
export const VIDEO_PLAYLIST_MAX_ITEMS = 50;
/** Server answers stay fresh until invalidated (document 3, 9: "query cache never goes stale"). */
export const QUERY_STALE_TIME_MS = Number.POSITIVE_INFINITY;
/** The answers a member saw are kept on the device, readable offline, for this long (a session's length). */
export const OFFLINE_CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** The kept answers are written this long after the last one arrived (one write for a burst). */
export const OFFLINE_CACHE_SAVE_DELAY_MS = 1_000;
/**
 * The Cache Storage cache of the files a member keeps on the device (video, audio, PDF); the service worker
 * answers their addresses from it, byte ranges included.
 */
export const KEPT_FILES_CACHE = 'trilha-kept-files';
/** Writes waiting for the network are tried again this often (and at once when the network returns). */
export const OUTBOX_RETRY_MS = 30_000;

// ---------------------------------------------------------------------------------------------------
// Messages on screen: toasts, snackbars, banners, notices
// ---------------------------------------------------------------------------------------------------

/** The bottom toast, including the offline toast (document 1, 4 and 9). */
export const TOAST_MS = 5_000;
/** Profile success banner (document 1, 4; document 3, 2.9). */
export const SUCCESS_BANNER_MS = 5_000;
/** Profile error banner. */
export const ERROR_BANNER_MS = 10_000;
/** Campaign points toast after a tracking answer that earned points (document 3, 4.9). */
export const CAMPAIGN_POINTS_TOAST_MS = 9_000;
/** The new version notice stays this long (document 3, 9). */
export const UPDATE_NOTICE_MS = 5_000;
/** The share modal's 'copied' state resets after this long (document 3, 2.5). */
export const SHARE_COPIED_MS = 5_000;

// ---------------------------------------------------------------------------------------------------
// Rating
// ---------------------------------------------------------------------------------------------------

/** Ratings are whole stars from 1 to 5 (document 1, 5; document 2, 5). */
export const RATING_MIN_STARS = 1;
export const RATING_MAX_STARS = 5;
/** How long the rating thanks message stays before the stars show the new value. */
export const RATING_THANKS_MS = 2_000;
/** The fixed average shown for journey items that have a rating (document 2, 9). */
export const JOURNEY_ITEM_AVERAGE_RATING = 4.4;

// ---------------------------------------------------------------------------------------------------
// Motion, loading and waits
// ---------------------------------------------------------------------------------------------------

/** Route change animation (document 1, 9; document 3, 9). */
export const PAGE_TRANSITION_MS = 200;
/** The image spinner gives up after this long; the sized placeholder stays (document 1, 9). */
export const IMAGE_SPINNER_MAX_MS = 7_000;
/** Work no first screen needs waits for the browser to be idle, at most this long (web performance). */
export const IDLE_WORK_TIMEOUT_MS = 2_000;
/** Without an idle callback, such work starts this long after the page has loaded. */
export const IDLE_WORK_FALLBACK_MS = 500;
/** A level with exactly one content, and a course with one lesson, open it after this delay (document 3, 2.3). */
export const AUTO_OPEN_DELAY_MS = 1_000;
/** Loading modals ('Aguarde, ...') are removed after 1000 ms (document 3, 9). */
export const LOADING_MODAL_MS = 1_000;
/** Finishing an evaluation shows the processing modal this long before the feedback (document 3, 4.8). */
export const PROCESSING_MODAL_MS = 2_000;
/** The packaged course finish call waits this long (document 3, 4.7). */
export const PACKAGE_FINISH_WAIT_MS = 2_000;
/** A single HTML page or site counts as completed after being open this long (document 3, 4.2). */
export const SINGLE_PAGE_COMPLETION_MS = 2_000;

// ---------------------------------------------------------------------------------------------------
// Layout: breakpoints, header, drawers, home
// ---------------------------------------------------------------------------------------------------

/**
 * Width breakpoints in px (document 1, 9; document 2, 9; document 3, 9): below 768 is a phone; from 800
 * the store and learning screens use their desktop layout; from 900 the menu and home do. Tailwind
 * variants mirror them in `apps/web/src/styles.css` (`tablet:`, `wide:`, `desktop:`).
 */
export const BREAKPOINT_PHONE_PX = 768;
export const BREAKPOINT_LEARNING_PX = 800;
export const BREAKPOINT_DESKTOP_PX = 900;
/** Home carousel items per slide by width (document 1, 9): 3 from 992 px, 2 from 800 px, 1 below. */
export const CAROUSEL_BREAKPOINTS = [
  { minWidth: 992, items: 3 },
  { minWidth: 800, items: 2 },
] as const;
/** A home row whose item count is above this makes its first item wider (66.66%, document 1, 2). */
export const HOME_ROW_WIDE_FIRST_AFTER = 4;
/** Bottom padding of the page when the footer menu shows (document 1, 9). */
export const FOOTER_BOTTOM_PADDING_REM = 5;
/** The learning header turns active after the page scrolls more than this (document 3, 9). */
export const HEADER_ACTIVE_SCROLL_PX = 50;
/** Drawers: half the width with a minimum of 800 px on desktop, the full width on mobile (document 3, 9). */
export const DRAWER_WIDTH_DESKTOP = '50vw';
export const DRAWER_MIN_WIDTH_DESKTOP_PX = 800;
export const DRAWER_WIDTH_MOBILE = '100vw';
/** The chat panel: the full width on mobile, half on desktop (document 2, 2.3 and 9). */
export const CHAT_WIDTH_MOBILE = '100%';
export const CHAT_WIDTH_DESKTOP = '50%';

// ---------------------------------------------------------------------------------------------------
// Images
// ---------------------------------------------------------------------------------------------------

/** Image variants: `photo.jpg` in a format is `photo-format-{format}.jpg` (document 3, 9). */
export const IMAGE_FORMATS = [
  'portrait',
  'landscape-large',
  'landscape-middle',
  'landscape-small',
  'landscape-xsmall',
] as const;
/** Profile photo: a square JPEG of this side (document 1, 5 and 9). */
export const AVATAR_SIZE_PX = 250;
/** The largest profile photo accepted for cropping. */
export const PROFILE_PHOTO_MAX_BYTES = 5 * 1024 * 1024;

// ---------------------------------------------------------------------------------------------------
// Text cuts (an ellipsis marks the cut)
// ---------------------------------------------------------------------------------------------------

/** Store and library breadcrumb segments (document 1, 9; document 2, 2.3 and 9). */
export const CONTENT_BREADCRUMB_MAX_LENGTH = 40;
/** Learning breadcrumb titles are upper-cased and cut at 25 characters, 13 on small screens (document 3, 5). */
export const BREADCRUMB_MAX_LENGTH = 25;
export const BREADCRUMB_MAX_LENGTH_SMALL = 13;
/** Beyond this many levels a small screen shows the first, dots and the last (document 3, 2.10). */
export const BREADCRUMB_COLLAPSE_AFTER = 3;
/** App names in 'Meus Aplicativos' are cut beyond this (document 3, 9). */
export const APP_NAME_MAX_LENGTH = 25;

// ---------------------------------------------------------------------------------------------------
// Input limits
// ---------------------------------------------------------------------------------------------------

/** Rich text written by members: at most 500 characters of HTML (document 2, 5 and 9). */
export const RICH_TEXT_MAX_LENGTH = 500;
/** Comments and replies (document 3, 5 and 9). */
export const COMMENT_MAX_LENGTH = 1_000;
/** Survey comment answers. */
export const SURVEY_COMMENT_MAX_LENGTH = 4_000;
/** Catalog block text search (Enter searches). */
export const CATALOG_SEARCH_MAX_LENGTH = 25;
/** Header search box. */
export const HEADER_SEARCH_MAX_LENGTH = 300;
/** Support-access user search. */
export const SUPPORT_SEARCH_MAX_LENGTH = 300;
/** Topics-of-interest search. */
export const TOPIC_SEARCH_MAX_LENGTH = 400;
/** Content search needs at least this many characters; 1 or 2 show the 'word required' state. */
export const SEARCH_MIN_LENGTH = 3;
/** Minimum length of a new password (document 3, 5). */
export const PASSWORD_MIN_LENGTH = 8;
/** Card security code: 3 digits, 4 for American Express (document 2, 5 and 9). */
export const CVV_LENGTH = 3;
export const CVV_LENGTH_AMEX = 4;
/** Card number: at most 22 digits or spaces (document 2, 5). */
export const CARD_NUMBER_MAX_LENGTH = 22;
/** External-course title and institution: at most this many characters. */
export const EXTERNAL_COURSE_TEXT_MAX_LENGTH = 300;
/** The reason an administrator gives when rejecting an external course. */
export const EXTERNAL_COURSE_REASON_MAX_LENGTH = 1_000;
/** External-course workload in hours, at least 1 (document 3, 5). */
export const WORKLOAD_MIN = 1;

// ---------------------------------------------------------------------------------------------------
// Page sizes
// ---------------------------------------------------------------------------------------------------

/** Users directory: 10 more per 'ver mais' (document 2, 4 and 9). */
export const USERS_PAGE_SIZE = 10;
/** Profile points panel: activities shown at first, and added by each 'Mostrar mais' (document 1, 2). */
export const POINTS_FIRST_PAGE = 2;
export const POINTS_PAGE_STEP = 5;
/** Classes listed for a training (`GET /learning/teams` limit). */
export const TEAM_LIST_LIMIT = 30;
/** Enrollment requests per page. */
export const ENROLLMENT_REQUEST_PAGE_SIZE = 10;
/** Gamification ranking per page. */
export const RANKING_PAGE_SIZE = 10;
/** Tags per page (topics of interest). */
export const TAG_PAGE_SIZE = 10;
/** Learning search results per page (`GET /learning/search`). */
export const LEARNING_SEARCH_PAGE_SIZE = 5;
/** Support-access user list per page. */
export const SUPPORT_ACCESS_PAGE_SIZE = 10;
/** External courses per page. */
export const EXTERNAL_COURSES_PAGE_SIZE = 10;
/** Class attachments per page. */
export const ATTACHMENTS_PAGE_SIZE = 25;
/** Comments per page, and replies per 'Ver mais respostas'. */
export const COMMENTS_PAGE_SIZE = 6;
export const REPLIES_PAGE_SIZE = 5;
/** Catalog and recommendation columns on large screens by card format; landscape shows 2 on medium screens. */
export const CATALOG_COLUMNS_LARGE = { portrait: 5, square: 4, landscape: 3 } as const;
export const CATALOG_COLUMNS_MEDIUM_LANDSCAPE = 2;
/** Catalog and recommendation paging on small screens: first load, then each 'Mostrar mais'. */
export const CATALOG_SMALL_FIRST_PAGE = 6;
export const CATALOG_SMALL_NEXT_PAGE = 5;

// ---------------------------------------------------------------------------------------------------
// Viewing tracking, media and evaluations
// ---------------------------------------------------------------------------------------------------

/** Viewing tracking records after this long idle in the media screens (document 2, 9; document 3, 9). */
export const TRACKING_IDLE_MS = 300_000;
/** Activity events are debounced this long before resetting the idle timer (document 2, 9). */
export const TRACKING_IDLE_DEBOUNCE_MS = 250;
/** Audio and video save their resume position and seconds played this often while playing (document 2, 4). */
export const CONTENT_PROGRESS_SAVE_MS = 15_000;
/** Items per page of the content app's infinite lists (document 2, 9). */
export const CONTENT_LIST_PAGE_SIZE = 10;
/** Content types not tracked by idle (audio, video, live stream; document 3, 9). */
export const CONTENT_TYPES_NOT_TRACKED_BY_IDLE = [1, 2, 6] as const;
/** Seek blocking: a jump more than 2 s beyond the furthest point watched snaps back, then locks 500 ms. */
export const SEEK_TOLERANCE_S = 2;
export const SEEK_LOCK_MS = 500;
/** An evaluation's remaining time is saved this often, and on leaving (document 3, 7.3). */
export const EVALUATION_TIME_SAVE_MS = 10_000;
/**
 * An answer that left the device at the last second still counts if it reaches the server this long after
 * the deadline (network transit); anything later is refused.
 */
export const EVALUATION_ANSWER_GRACE_MS = 5_000;
/** Answers waiting on the device are tried again this often while the evaluation is open. */
export const EVALUATION_ANSWER_RETRY_MS = 5_000;
/** Free text in an evaluation is saved after this pause in typing. */
export const EVALUATION_TYPING_SAVE_MS = 700;
/** The evaluation timer redraws this often (it shows whole seconds). */
export const EVALUATION_CLOCK_TICK_MS = 250;
/** Lesson time: hours above 12 are reduced by 12 (document 3, 9). */
export const LESSON_CLOCK_HOURS = 12;
/** A pre-test shows one maximum try (document 3, 4.8 and 9). */
export const PRE_TEST_MAX_TRIES = 1;
/** The packaged course (SCORM) content type (document 1, 3; document 3, 9). */
export const PACKAGED_COURSE_CONTENT_TYPE = 26;
/** The lesson player commits a SCO's run-time data after this long without changes (and at once on Commit). */
export const SCORM_COMMIT_DEBOUNCE_MS = 3_000;
/** How long a signed address of a package's files stays valid. */
export const SCORM_CONTENT_TTL_MS = 12 * 60 * 60 * 1000;

// ---------------------------------------------------------------------------------------------------
// Store and money
// ---------------------------------------------------------------------------------------------------

/** Language and currency of every text, date and price (document 1, 9; document 2, 9). */
export const LOCALE = 'pt-BR';
export const CURRENCY = 'BRL';
/** Store search waits this long after the last keystroke (document 2, 5 and 9). */
export const STORE_SEARCH_DEBOUNCE_MS = 1_000;
/** Cart stages (document 2, 4). */
export const CART_STAGES = { loading: 0, items: 1, payment: 2, review: 3, result: 4 } as const;

// ---------------------------------------------------------------------------------------------------
// Plans, trials and campaigns
// ---------------------------------------------------------------------------------------------------

/** The plan deadline modal levels by days left, shown once per level (document 1, 4; document 3, 4.10). */
export const PLAN_DEADLINE_LEVELS = [
  { level: 1, maxDaysLeft: 1 },
  { level: 2, maxDaysLeft: 5 },
  { level: 3, maxDaysLeft: 10 },
] as const;
/** The plan modal opens after this delay on the home (document 1, 4). */
export const PLAN_MODAL_DELAY_MS = 5_000;
/** Trials count when the plan gives none (document 1, 9; document 3, 9). */
export const DEFAULT_TRIALS_COUNT = 1;
/** A trial lasts 15 days by default; it can be extended once by 7 days, when the trials count is 1. */
export const TRIAL_DAYS = 15;
export const TRIAL_EXTENSION_DAYS = 7;
/** The upgrade campaign modal reappears this long after being closed, unless the campaign says otherwise. */
export const CAMPAIGN_MODAL_FREQUENCY_S = 300;
/**
 * Plan pricing: currency units per user per month, each band priced apart and summed (document 3, 9).
 * `upTo: null` is the last band.
 */
export const PLAN_PRICE_BANDS = [
  { upTo: 100, unitPrice: 55 },
  { upTo: 250, unitPrice: 50 },
  { upTo: 500, unitPrice: 45 },
  { upTo: 2500, unitPrice: 35 },
  { upTo: 5000, unitPrice: 25 },
  { upTo: null, unitPrice: 20 },
] as const;

// ---------------------------------------------------------------------------------------------------
// Files
// ---------------------------------------------------------------------------------------------------

/** External-course evidence: at most 5 MB, PDF, JPG or PNG (document 3, 5 and 9). */
export const EXTERNAL_COURSE_FILE_MAX_BYTES = 5_242_880;
export const EXTERNAL_COURSE_FILE_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png'] as const;
/** Member uploads accepted by the upload form (document 2, 5). */
export const UPLOAD_ACCEPTED_EXTENSIONS = [
  'jpg',
  'jpeg',
  'png',
  'pdf',
  'mp4',
  'mp3',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
] as const;
/** Class attachment types and their extensions (document 3, 9). */
export const ATTACHMENT_TYPES = {
  1: ['pdf'],
  2: ['ppt', 'pptx'],
  3: ['xls', 'xlsx', 'csv'],
  4: ['doc', 'docx'],
  5: ['jpg', 'png', 'svg', 'webp', 'gif'],
  6: ['mp3', 'wav', 'ogg'],
  7: ['mp4', 'webm'],
} as const;
/** Largest SCORM package (zip) an administrator may upload. */
export const SCORM_MAX_UPLOAD_BYTES = 500 * 1024 * 1024;
/** Longest course title an administrator may give an uploaded package. */
export const SCORM_TITLE_MAX_LENGTH = 300;
/** The console reads its package list again this often while a package is still being processed. */
export const SCORM_PACKAGE_POLL_MS = 2_000;

// ---------------------------------------------------------------------------------------------------
// Time-ago and dates
// ---------------------------------------------------------------------------------------------------

/**
 * Time-ago units (document 1, 9): seconds under 60, minutes under 60, hours under 24, days under 30,
 * months under 12, otherwise years. Each `below` is counted in the unit itself.
 */
export const TIME_AGO_STEPS = [
  { unit: 'second', below: 60 },
  { unit: 'minute', below: 60 },
  { unit: 'hour', below: 24 },
  { unit: 'day', below: 30 },
  { unit: 'month', below: 12 },
] as const;

// ---------------------------------------------------------------------------------------------------
// Accounts
// ---------------------------------------------------------------------------------------------------

/** Password reset and first-access links expire after this long. */
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

/** Activation PIN: digits, lifetime, wrong tries allowed, PINs a phone may ask for per hour. */
export const ACTIVATION_PIN_LENGTH = 6;
export const ACTIVATION_PIN_TTL_MS = 10 * 60 * 1000;
export const ACTIVATION_PIN_MAX_ATTEMPTS = 5;
export const ACTIVATION_PINS_PER_HOUR = 5;

/** A SAML sign-on request must come back within this time. */
export const SSO_REQUEST_TTL_MS = 10 * 60 * 1000;

// Learning platform (document 3): limits of this implementation.

/** Deepest catalog listing a block may ask for. */
export const CATALOG_MAX_DEPTH = 5;
/** The fastest playback the server accepts when checking how far a seek-blocked video can have been watched. */
export const SEEK_MAX_PLAYBACK_RATE = 2;

// ---------------------------------------------------------------------------------------------------
// Community (document 2: chat, member uploads, library, directory)
// ---------------------------------------------------------------------------------------------------

/** Longest chat message accepted, in characters; longer ones are refused, not cut. */
export const CHAT_MESSAGE_MAX_LENGTH = 500;
/** Messages of a room the history answers (the latest ones), grouped into days. */
export const CHAT_HISTORY_LIMIT = 200;
/** Messages one socket may send within `CHAT_RATE_WINDOW_MS`; more are refused until the window passes. */
export const CHAT_RATE_MAX_MESSAGES = 10;
export const CHAT_RATE_WINDOW_MS = 10_000;
/** How long a sent chat message waits for the server's acknowledgement before it is offered again. */
export const CHAT_SEND_TIMEOUT_MS = 10_000;
/** The day of a chat message is the day in Brasília. */
export const CHAT_TIME_ZONE = 'America/Sao_Paulo';
/**
 * Chat socket events (document 2, 7): the client sends on one of the three CHAT events and every member in
 * the room, the sender too, receives the matching SERVER event.
 */
export const CHAT_EVENTS = {
  NEW_MESSAGE_FROM_CHAT: 'NEW_MESSAGE_FROM_SERVER',
  NEW_MESSAGE_FROM_GEN_CHAT: 'NEW_MESSAGE_FROM_GEN_SERVER',
  NEW_MESSAGE_FROM_LIVE_CHAT: 'NEW_MESSAGE_FROM_LIVE_SERVER',
} as const;
export type ChatSendEvent = keyof typeof CHAT_EVENTS;
export type ChatServerEvent = (typeof CHAT_EVENTS)[ChatSendEvent];
/** Largest member upload (`POST /uploads/usercontent`). */
export const USER_UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
/**
 * The gamification campaign's announcement waits this long on the home (and for no other dialog to be
 * open), so a modal that opens with the page (last content, plans) goes first.
 */
export const CAMPAIGN_NOTICE_DELAY_MS = 1_500;
/** How often a modal that waits for another dialog to close looks again. */
export const DIALOG_RECHECK_MS = 1_000;

// ---------------------------------------------------------------------------------------------------
// Console authoring
// ---------------------------------------------------------------------------------------------------

/** The largest file an administrator uploads for a content (a video of a class): 500 MB. */
export const AUTHORING_UPLOAD_MAX_BYTES = 500 * 1024 * 1024;
/** An HTML post or article written in the console's rich text editor (the member's editor allows 500). */
export const AUTHORING_RICH_TEXT_MAX_LENGTH = 100_000;
