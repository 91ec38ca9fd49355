import {
  CONTENT_TYPE,
  type ContentByContextRequest,
  type ContentItem,
  type ContentItemResponse,
  type ContentItemSummary,
  type ContentListResponse,
  type ImpactMenuResponse,
  type MediaCenterResponse,
  type MediaFile,
  mediaFile,
  type RateContentRequest,
  type RateContentResponse,
  type SaveProgressResponse,
  type saveProgressRequest,
  type UpdateDurationRequest,
} from '@trilha/shared/api/content';
import { CONTENT_TYPES_NOT_TRACKED_BY_IDLE, VIDEO_PLAYLIST_MAX_ITEMS } from '@trilha/shared/constants';
import { z } from '@trilha/shared/zod';
import type { Db } from '../../db/database';
import type { ContentItemRow } from '../../db/schema';
import type { AuthContext } from '../../platform/auth-context';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { LearningEvents, LearningEventType } from '../learning-events/learning-events.service';
import type { ContentRepository, MemberState } from './content.repository';

type ContentServiceDeps = {
  contentRepository: ContentRepository;
  /** Where completions, ratings and viewings are recorded, and campaign points follow (modules/learning-events). */
  learningEvents: Pick<LearningEvents, 'record' | 'totalUserPoints'>;
  clock: Clock;
};

/** Types whose screen is a list of the item's parts: their children come with the item. */
const CONTAINER_TYPES = new Set<number>([
  CONTENT_TYPE.PLAYLIST,
  CONTENT_TYPE.JOURNEY_LIST,
  CONTENT_TYPE.JOURNEY_LIST_ALT,
  CONTENT_TYPE.JOURNEY_STEPS,
  CONTENT_TYPE.GUIDED_MODULE,
]);
/**
 * Media complete at their end, and the step-by-step journey and the guided module by their own progress
 * (spec 2, 4: (index + 1) / count, pages visited): a viewing does not complete them.
 */
const NOT_COMPLETED_BY_VIEWING = new Set<number>([
  ...(CONTENT_TYPES_NOT_TRACKED_BY_IDLE as readonly number[]),
  CONTENT_TYPE.JOURNEY_STEPS,
  CONTENT_TYPE.GUIDED_MODULE,
]);
const storedFiles = z.array(mediaFile.partial({ thumbnail: true, mimetype: true, duration: true }));

/** Content items of the content app (spec document 2, 2.1, 2.2, 4 and 7). */
export const contentService = ({ contentRepository, learningEvents, clock }: ContentServiceDeps) => {
  const now = () => clock.now().toISOString();

  function summaryOf(row: ContentItemRow, state: MemberState | undefined, parentName: string | null) {
    const progress = state?.progress;
    return {
      idContentItem: row.idContentItem,
      idContentType: row.idContentType,
      idSection: row.idSection,
      idContentGroup: row.idContentGroup,
      text: row.text,
      description: row.description,
      image: row.image,
      imageSecondary: row.imageSecondary,
      author: row.author,
      content: row.content,
      contentLocation: row.contentLocation,
      referenceLink: row.referenceLink,
      backgroundColor: row.backgroundColor,
      rating: Math.round(Number(row.rating) * 10) / 10,
      numberVotes: Number(row.numberVotes),
      vote: state?.vote ?? null,
      progress: Number(progress?.progress ?? 0),
      completed: progress?.completed === 1 ? 1 : 0,
      duration: row.duration,
      lastPosition: Number(progress?.lastPosition ?? 0),
      timeExecuted: Number(progress?.timeExecuted ?? 0),
      idChatRoom: row.idChatRoom,
      initDate: row.initDate,
      parent: row.parent,
      parentName,
      idClassification: row.idClassification,
      classificationAbbreviation: row.classificationAbbreviation,
      classificationTitle: row.classificationTitle,
      mimetype: row.mimetype,
      tags: row.tags.split(',').filter(Boolean),
    } satisfies ContentItemSummary;
  }

  /** Items with the member's vote and progress, parents' names, and the children of container types. */
  async function describe(auth: AuthContext, rows: ContentItemRow[]): Promise<ContentItem[]> {
    const containers = rows.filter((row) => CONTAINER_TYPES.has(row.idContentType)).map((row) => row.idContentItem);
    const children = await contentRepository.findChildren(auth.idCompany, containers);
    const ids = [...rows, ...children].map((row) => row.idContentItem);
    const parentIds = [...new Set(rows.map((row) => row.parent).filter((value): value is number => value !== null))];
    const [states, titles] = await Promise.all([
      contentRepository.findMemberStates(auth.idCompany, auth.idUser, ids),
      contentRepository.findTitles(auth.idCompany, parentIds),
    ]);
    return rows.map((row) => ({
      ...summaryOf(row, states.get(row.idContentItem), row.parent ? (titles.get(row.parent) ?? null) : null),
      children: children
        .filter((child) => child.parent === row.idContentItem)
        .map((child) => summaryOf(child, states.get(child.idContentItem), row.text)),
    }));
  }

  async function requireSection(auth: AuthContext, idSection: number) {
    const section = await contentRepository.findSection(auth.idCompany, auth.idApp, idSection);
    if (!section) throw new AppError('NOT_FOUND');
    return section;
  }

  async function requireItem(auth: AuthContext, idContentItem: number, options: { preview?: boolean } = {}) {
    // An administrator previews an unpublished item as members will see it (the console's 'Pré-visualizar').
    const includeUnpublished = Boolean(options.preview) && (auth.admin === 1 || auth.admin === 2);
    const row = await contentRepository.findItem(auth.idCompany, auth.idApp, idContentItem, { includeUnpublished });
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  async function listSection(auth: AuthContext, idSection: number): Promise<ContentListResponse> {
    await requireSection(auth, idSection);
    const { rows, total } = await contentRepository.findSectionItems(auth.idCompany, idSection);
    return { success: true, content: await describe(auth, rows), totalRecord: total };
  }

  /**
   * Records a learning event of the member on an item in the caller's transaction; answers the member's new
   * points total when the event earned points now (what the content app's answers carry), else undefined.
   */
  async function recordEvent(
    trx: Db,
    auth: AuthContext,
    row: ContentItemRow,
    type: LearningEventType,
  ): Promise<number | undefined> {
    const outcome = await learningEvents.record(trx, {
      type,
      idCompany: auth.idCompany,
      idUser: auth.idUser,
      element: { kind: 'CONTENT_ITEM', id: row.idContentItem, title: row.text },
    });
    return outcome.earnPoints > 0 ? learningEvents.totalUserPoints(trx, auth.idCompany, auth.idUser) : undefined;
  }

  return {
    /** `GET /content/list/:idSection`: every top-level item of a section of the caller's app. */
    listSection,

    /** `POST /content`: the same list by context; a company, member or app other than the caller's is refused. */
    async listByContext(auth: AuthContext, body: ContentByContextRequest): Promise<ContentListResponse> {
      if (
        (body.company !== undefined && body.company !== auth.idCompany) ||
        (body.user !== undefined && body.user !== auth.idUser) ||
        (body.app !== undefined && body.app !== auth.idApp)
      ) {
        throw new AppError('FORBIDDEN');
      }
      return listSection(auth, body.section);
    },

    /** `GET /content/search/:idSection`: one page of a section's items, filtered by any of the tags. */
    async searchSection(
      auth: AuthContext,
      idSection: number,
      query: { page: number; pageSize: number; searchTags: string[] },
    ): Promise<ContentListResponse> {
      await requireSection(auth, idSection);
      const { rows, total } = await contentRepository.findSectionItems(auth.idCompany, idSection, {
        tags: query.searchTags,
        offset: (query.page - 1) * query.pageSize,
        limit: query.pageSize,
      });
      return { success: true, content: await describe(auth, rows), totalRecord: total };
    },

    /** `GET /content/item/:idContentItem`: one item of the caller's app. */
    async getItem(auth: AuthContext, idContentItem: number, preview = false): Promise<ContentItemResponse> {
      const row = await requireItem(auth, idContentItem, { preview });
      const [content] = await describe(auth, [row]);
      return { success: true, content: content as ContentItem };
    },

    /** `GET /content/impactmenu/:parentId`: an item and its children, as the impact menu shows them. */
    async getImpactMenu(auth: AuthContext, parentId: number): Promise<ImpactMenuResponse> {
      const row = await requireItem(auth, parentId);
      const children = await contentRepository.findChildren(auth.idCompany, [row.idContentItem]);
      const states = await contentRepository.findMemberStates(
        auth.idCompany,
        auth.idUser,
        children.map((child) => child.idContentItem),
      );
      return {
        success: true,
        result: {
          idContentItem: row.idContentItem,
          text: row.text,
          children: children.map((child) => summaryOf(child, states.get(child.idContentItem), row.text)),
        },
      };
    },

    /** `GET /mediacenter/:idContentItem`: the item's media files (a playlist's videos), at most 50. */
    async getMediaCenter(auth: AuthContext, idContentItem: number): Promise<MediaCenterResponse> {
      const row = await requireItem(auth, idContentItem);
      const parsed = storedFiles.safeParse(row.files ? JSON.parse(row.files) : []);
      const files: MediaFile[] = (parsed.success ? parsed.data : []).map((file) => ({
        hashedId: file.hashedId,
        name: file.name,
        url: file.url,
        thumbnail: file.thumbnail ?? null,
        mimetype: file.mimetype ?? null,
        duration: file.duration ?? null,
      }));
      if (files.length === 0 && row.contentLocation) {
        files.push({
          hashedId: `item-${row.idContentItem}`,
          name: row.text,
          url: row.contentLocation,
          thumbnail: row.image,
          mimetype: row.mimetype,
          duration: row.duration,
        });
      }
      return { success: true, files: files.slice(0, VIDEO_PLAYLIST_MAX_ITEMS) };
    },

    /** `POST /content/rating`: the member's vote; the first vote on an item earns the rating points. */
    async rate(auth: AuthContext, body: RateContentRequest): Promise<RateContentResponse> {
      const row = await requireItem(auth, body.idContentItem);
      let totalUserPoints: number | undefined;
      const totals = await contentRepository.saveVote(
        {
          idCompany: auth.idCompany,
          idUser: auth.idUser,
          idContentItem: row.idContentItem,
          vote: body.vote,
          at: now(),
        },
        async (trx) => {
          totalUserPoints = await recordEvent(trx, auth, row, 'RATING_SENT');
        },
      );
      return {
        success: true,
        rating: Math.round(Number(totals.rating) * 10) / 10,
        numberVotes: Number(totals.numberVotes),
        vote: body.vote,
        ...(totalUserPoints === undefined ? {} : { totalUserPoints }),
      };
    },

    /**
     * `POST /content/progress`: resume position and seconds played of a medium; completion (the end
     * reached) earns the completed-content points once.
     */
    async saveProgress(auth: AuthContext, body: z.output<typeof saveProgressRequest>): Promise<SaveProgressResponse> {
      const row = await requireItem(auth, body.idContentItem);
      const completed = body.completed === 1 || (body.progress ?? 0) >= 100 ? 1 : 0;
      let totalUserPoints: number | undefined;
      const { row: saved } = await contentRepository.saveProgress(
        {
          idCompany: auth.idCompany,
          idUser: auth.idUser,
          idContentItem: row.idContentItem,
          // Tenths of a second are enough to resume, and keep the column free of float extremes.
          lastPosition: Math.round(body.lastPosition * 10) / 10,
          secondsPlayed: body.secondsPlayed,
          progress: completed ? 100 : Math.round(body.progress ?? 0),
          completed,
          at: now(),
        },
        async (trx) => {
          totalUserPoints = await recordEvent(trx, auth, row, 'CONTENT_COMPLETED');
        },
      );
      return {
        success: true,
        progress: Number(saved.progress),
        completed: saved.completed === 1 ? 1 : 0,
        lastPosition: Number(saved.lastPosition),
        timeExecuted: Number(saved.timeExecuted),
        ...(totalUserPoints === undefined ? {} : { totalUserPoints }),
      };
    },

    /** `POST /content/duration`: the medium's own length, reported by the player. */
    async updateDuration(auth: AuthContext, body: UpdateDurationRequest): Promise<void> {
      const row = await requireItem(auth, body.idContentItem);
      await contentRepository.updateDuration(auth.idCompany, row.idContentItem, Math.round(body.duration));
    },

    /**
     * A viewing record of a content item (`POST /tracking/exit`, type 1): null when the item is not of the
     * caller's app. The viewing is a learning event; viewing an item completes it, but a medium (complete at
     * its end), a step-by-step journey and a guided module (by their own progress).
     */
    async recordVisit(
      auth: AuthContext,
      idContentItem: number,
      seconds: number,
    ): Promise<{ totalUserPoints?: number } | null> {
      const row = await contentRepository.findItem(auth.idCompany, auth.idApp, idContentItem);
      if (!row) return null;
      let totalUserPoints = await contentRepository.transaction((trx) =>
        recordEvent(trx, auth, row, 'CONTENT_ACCESSED'),
      );
      if (!NOT_COMPLETED_BY_VIEWING.has(row.idContentType)) {
        await contentRepository.saveProgress(
          {
            idCompany: auth.idCompany,
            idUser: auth.idUser,
            idContentItem: row.idContentItem,
            lastPosition: 0,
            secondsPlayed: seconds,
            progress: 100,
            completed: 1,
            at: now(),
          },
          async (trx) => {
            totalUserPoints = (await recordEvent(trx, auth, row, 'CONTENT_COMPLETED')) ?? totalUserPoints;
          },
        );
      }
      return totalUserPoints === undefined ? {} : { totalUserPoints };
    },
  };
};

export type ContentService = ReturnType<typeof contentService>;
