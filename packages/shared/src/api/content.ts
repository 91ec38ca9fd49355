import { RATING_MAX_STARS, RATING_MIN_STARS, VIDEO_PLAYLIST_MAX_ITEMS } from '../constants';
import { z } from '../zod';
import { flag, id, idParam } from './common';

/**
 * Content items of the content app (spec document 2, sections 2.2, 3 "Content item", 4 and 7): the
 * section lists, one item, the impact menu, media files, rating, progress and duration.
 */

/** Content types of the content item screen (spec 2, 2.2). */
export const CONTENT_TYPE = {
  AUDIO: 1,
  VIDEO: 2,
  ARTICLE: 3,
  SITE: 4,
  POST: 5,
  LIVE: 6,
  PLAYLIST: 7,
  LIVE_LINK: 8,
  JOURNEY_LIST: 15,
  JOURNEY_STEPS: 16,
  DOWNLOAD: 18,
  JOURNEY_LIST_ALT: 22,
  GUIDED_MODULE: 23,
  PDF: 25,
} as const;

/** The content types a content app's section may hold: the ones its content screen shows (spec document 2, 2.2). */
export const CONTENT_APP_TYPES: readonly number[] = Object.values(CONTENT_TYPE).sort((a, b) => a - b);

const contentItemBase = z.object({
  idContentItem: z.number(),
  idContentType: z.number(),
  idSection: z.number(),
  idContentGroup: z.number().nullable(),
  text: z.string(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  imageSecondary: z.string().nullable(),
  author: z.string().nullable(),
  /** Rich HTML; the client sanitizes it before showing it. */
  content: z.string().nullable(),
  contentLocation: z.string().nullable(),
  referenceLink: z.string().nullable(),
  backgroundColor: z.string().nullable(),
  /** Average of the members' votes (0 without votes) and how many voted. */
  rating: z.number(),
  numberVotes: z.number(),
  /** The caller's own vote, null when they have not rated. */
  vote: z.number().nullable(),
  /** The caller's progress in percent, completion flag, resume position and seconds played. */
  progress: z.number(),
  completed: flag,
  duration: z.number().nullable(),
  lastPosition: z.number(),
  timeExecuted: z.number(),
  idChatRoom: z.number().nullable(),
  /** When a live stream happens (ISO-8601), or a post's publication date. */
  initDate: z.string().nullable(),
  parent: z.number().nullable(),
  parentName: z.string().nullable(),
  idClassification: z.number().nullable(),
  classificationAbbreviation: z.string().nullable(),
  classificationTitle: z.string().nullable(),
  mimetype: z.string().nullable(),
  tags: z.array(z.string()),
});

/** One content item as the screens read it; `children` are its parts (journeys, playlists, impact menu). */
export const contentItem = contentItemBase.extend({ children: z.array(contentItemBase) });
export type ContentItem = z.infer<typeof contentItem>;
export type ContentItemSummary = z.infer<typeof contentItemBase>;

export const sectionParams = z.object({ idSection: idParam });
export const contentItemParams = z.object({ idContentItem: idParam });
/** `?preview=1`: an administrator sees an unpublished item as members will (the console's preview). */
export const contentItemQuery = z.object({ preview: z.enum(['1']).optional() });
export const impactMenuParams = z.object({ parentId: idParam });

/** `GET /content/list/:idSection`: the items of a section, in order. */
export const contentListResponse = z.object({
  success: z.literal(true),
  content: z.array(contentItem),
  totalRecord: z.number(),
});
export type ContentListResponse = z.infer<typeof contentListResponse>;

/** `GET /content/search/:idSection`: one page of a section's items, optionally only those with some tags. */
export const contentSearchQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
  /** Comma-separated tags; an item matches when it carries any of them. */
  searchTags: z
    .string()
    .max(500, 'Tags muito longas.')
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((tag) => tag.trim().toLowerCase())
        .filter(Boolean)
        .slice(0, 20),
    ),
});
export type ContentSearchQuery = z.input<typeof contentSearchQuery>;

/** `POST /content`: a section's items by context; the company, user and app must be the caller's own. */
export const contentByContextRequest = z.object({
  section: id,
  channel: z.number().int().min(0).max(2_147_483_647).nullable().optional(),
  company: id.optional(),
  user: id.optional(),
  app: id.optional(),
  appType: z.number().int().min(1).max(2).optional(),
});
export type ContentByContextRequest = z.infer<typeof contentByContextRequest>;

/** `GET /content/item/:idContentItem`: one item with the caller's vote and progress. */
export const contentItemResponse = z.object({ success: z.literal(true), content: contentItem });
export type ContentItemResponse = z.infer<typeof contentItemResponse>;

/** `GET /content/impactmenu/:parentId`: an item and its children as a menu. */
export const impactMenuResponse = z.object({
  success: z.literal(true),
  result: z.object({ idContentItem: z.number(), text: z.string(), children: z.array(contentItemBase) }),
});
export type ImpactMenuResponse = z.infer<typeof impactMenuResponse>;

/** A file of an item's media center: the videos of a playlist, a download, a poster. */
export const mediaFile = z.object({
  hashedId: z.string(),
  name: z.string(),
  url: z.string(),
  thumbnail: z.string().nullable(),
  mimetype: z.string().nullable(),
  duration: z.number().nullable(),
});
export type MediaFile = z.infer<typeof mediaFile>;

/** `GET /mediacenter/:idContentItem`: at most 50 files. */
export const mediaCenterResponse = z.object({
  success: z.literal(true),
  files: z.array(mediaFile).max(VIDEO_PLAYLIST_MAX_ITEMS),
});
export type MediaCenterResponse = z.infer<typeof mediaCenterResponse>;

/** `POST /content/rating`: the member's whole-star vote. */
export const rateContentRequest = z.object({
  idContentItem: id,
  vote: z
    .number({ error: 'Escolha de 1 a 5 estrelas.' })
    .int('Escolha de 1 a 5 estrelas.')
    .min(RATING_MIN_STARS, 'Escolha de 1 a 5 estrelas.')
    .max(RATING_MAX_STARS, 'Escolha de 1 a 5 estrelas.'),
});
export type RateContentRequest = z.infer<typeof rateContentRequest>;

export const rateContentResponse = z.object({
  success: z.literal(true),
  rating: z.number(),
  numberVotes: z.number(),
  vote: z.number(),
  totalUserPoints: z.number().optional(),
});
export type RateContentResponse = z.infer<typeof rateContentResponse>;

/** `POST /content/progress`: resume position and seconds played of audio and video, and completion. */
export const saveProgressRequest = z.object({
  idContentItem: id,
  lastPosition: z
    .number()
    .min(0)
    .max(24 * 60 * 60),
  /** Seconds played since the last save. */
  secondsPlayed: z
    .number()
    .min(0)
    .max(24 * 60 * 60)
    .default(0),
  progress: z.number().min(0).max(100).optional(),
  completed: flag.optional(),
});
export type SaveProgressRequest = z.input<typeof saveProgressRequest>;

export const saveProgressResponse = z.object({
  success: z.literal(true),
  progress: z.number(),
  completed: flag,
  lastPosition: z.number(),
  timeExecuted: z.number(),
  totalUserPoints: z.number().optional(),
});
export type SaveProgressResponse = z.infer<typeof saveProgressResponse>;

/** `POST /content/duration`: the medium's own length in seconds, once the player knows it. */
export const updateDurationRequest = z.object({
  idContentItem: id,
  duration: z
    .number()
    .positive()
    .max(24 * 60 * 60),
});
export type UpdateDurationRequest = z.infer<typeof updateDurationRequest>;
