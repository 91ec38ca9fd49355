import { sql } from 'kysely';
import { fromCompany, updateCompanyRows } from '../../db/company-rows';
import type { Db } from '../../db/database';
import type { ContentItemRow, ContentProgressRow } from '../../db/schema';

/** The caller's own vote and progress beside an item. */
export type MemberState = { vote: number | null; progress: ContentProgressRow | null };

/** Content items of the content app, with members' votes and progress. Every read is scoped by company. */
export const contentRepository = ({ db }: { db: Db }) => ({
  /** Runs work in one transaction (a viewing record and the learning event it is). */
  async transaction<T>(work: (trx: Db) => Promise<T>): Promise<T> {
    return db.transaction().execute(work);
  },

  /** An active section of the caller's app, or undefined. */
  async findSection(idCompany: number, idApp: number, idSection: number) {
    return fromCompany(db, 'sections', idCompany, { idApp, idSection, active: 1 })
      .select(['idSection', 'text', 'idSectionType'])
      .executeTakeFirst();
  },

  /** The top-level active items of a section in order; with `tags`, only those carrying any of them. */
  async findSectionItems(
    idCompany: number,
    idSection: number,
    options: { tags?: string[]; offset?: number; limit?: number } = {},
  ): Promise<{ rows: ContentItemRow[]; total: number }> {
    let query = fromCompany(db, 'content_items', idCompany, { idSection })
      .where('parent', 'is', null)
      .where('active', '=', 1);
    const tags = options.tags ?? [];
    if (tags.length > 0) {
      query = query.where((eb) => eb.or(tags.map((tag) => eb('tags', 'like', `%,${escapeLike(tag)},%`))));
    }
    const counted = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst();
    let rows = query.selectAll().orderBy('position').orderBy('idContentItem');
    if (options.limit !== undefined) rows = rows.limit(options.limit).offset(options.offset ?? 0);
    return { rows: await rows.execute(), total: Number(counted?.total ?? 0) };
  },

  /** An active item of the company's app (or an unpublished one too, for an administrator's preview). */
  async findItem(
    idCompany: number,
    idApp: number,
    idContentItem: number,
    options: { includeUnpublished?: boolean } = {},
  ): Promise<ContentItemRow | undefined> {
    return fromCompany(db, 'content_items', idCompany, { idApp, idContentItem })
      .selectAll()
      .$if(!options.includeUnpublished, (query) => query.where('active', '=', 1))
      .executeTakeFirst();
  },

  /** The active children of some items, in order. */
  async findChildren(idCompany: number, parents: number[]): Promise<ContentItemRow[]> {
    if (parents.length === 0) return [];
    return fromCompany(db, 'content_items', idCompany)
      .selectAll()
      .where('parent', 'in', parents)
      .where('active', '=', 1)
      .orderBy('position')
      .orderBy('idContentItem')
      .execute();
  },

  /** Titles of some items (the parents' names). */
  async findTitles(idCompany: number, ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await fromCompany(db, 'content_items', idCompany)
      .select(['idContentItem', 'text'])
      .where('idContentItem', 'in', ids)
      .execute();
    return new Map(rows.map((row) => [row.idContentItem, row.text]));
  },

  /** The member's vote and progress on each of some items. */
  async findMemberStates(idCompany: number, idUser: number, ids: number[]): Promise<Map<number, MemberState>> {
    const states = new Map<number, MemberState>(ids.map((id) => [id, { vote: null, progress: null }]));
    if (ids.length === 0) return states;
    const [votes, progress] = await Promise.all([
      fromCompany(db, 'content_ratings', idCompany, { idUser })
        .select(['idContentItem', 'vote'])
        .where('idContentItem', 'in', ids)
        .execute(),
      fromCompany(db, 'content_progress', idCompany, { idUser })
        .selectAll()
        .where('idContentItem', 'in', ids)
        .execute(),
    ]);
    for (const row of votes) (states.get(row.idContentItem) as MemberState).vote = row.vote;
    for (const row of progress) (states.get(row.idContentItem) as MemberState).progress = row;
    return states;
  },

  /**
   * Stores the member's vote (a new vote or a changed one) and recomputes the item's average and count from
   * the votes in the same transaction, so two members voting together both count. `onVoted` runs in that
   * transaction (the learning event of a rating).
   */
  async saveVote(
    entry: { idCompany: number; idUser: number; idContentItem: number; vote: number; at: string },
    onVoted?: (trx: Db) => Promise<void>,
  ) {
    return db.transaction().execute(async (trx) => {
      // Locks the item's row first: a concurrent vote waits here, and its recount then sees this vote.
      await trx
        .updateTable('content_items')
        .set((eb) => ({ numberVotes: eb.ref('numberVotes') }))
        .where('idContentItem', '=', entry.idContentItem)
        .execute();
      await trx
        .insertInto('content_ratings')
        .values({
          idContentItem: entry.idContentItem,
          idUser: entry.idUser,
          idCompany: entry.idCompany,
          vote: entry.vote,
          ratedAt: entry.at,
        })
        .onConflict((conflict) =>
          conflict.columns(['idContentItem', 'idUser']).doUpdateSet({ vote: entry.vote, ratedAt: entry.at }),
        )
        .execute();
      await trx
        .updateTable('content_items')
        .set({
          numberVotes: sql<number>`(select count(*) from content_ratings where content_ratings."idContentItem" = ${entry.idContentItem})`,
          rating: sql<number>`(select coalesce(avg(vote * 1.0), 0) from content_ratings where content_ratings."idContentItem" = ${entry.idContentItem})`,
        })
        .where('idContentItem', '=', entry.idContentItem)
        .where('idCompany', '=', entry.idCompany)
        .execute();
      await onVoted?.(trx);
      return trx
        .selectFrom('content_items')
        .select(['rating', 'numberVotes'])
        .where('idContentItem', '=', entry.idContentItem)
        .executeTakeFirstOrThrow();
    });
  },

  /**
   * Adds seconds played and moves the resume position; progress only grows and completion stays once
   * reached. Answers the stored row and whether this call completed the item; `onCompleted` runs in the
   * same transaction when it did (the learning event of a completed content).
   */
  async saveProgress(
    entry: {
      idCompany: number;
      idUser: number;
      idContentItem: number;
      lastPosition: number;
      secondsPlayed: number;
      progress: number;
      completed: 0 | 1;
      at: string;
    },
    onCompleted?: (trx: Db) => Promise<void>,
  ): Promise<{ row: ContentProgressRow; completedNow: boolean }> {
    return db.transaction().execute(async (trx) => {
      const before = await trx
        .selectFrom('content_progress')
        .select('completed')
        .where('idContentItem', '=', entry.idContentItem)
        .where('idUser', '=', entry.idUser)
        .executeTakeFirst();
      const seconds = Math.round(entry.secondsPlayed);
      await trx
        .insertInto('content_progress')
        .values({
          idContentItem: entry.idContentItem,
          idUser: entry.idUser,
          idCompany: entry.idCompany,
          progress: entry.progress,
          completed: entry.completed,
          lastPosition: entry.lastPosition,
          timeExecuted: seconds,
          updatedAt: entry.at,
        })
        .onConflict((conflict) =>
          conflict.columns(['idContentItem', 'idUser']).doUpdateSet((eb) => ({
            progress: sql<number>`case when ${eb.ref('excluded.progress')} > content_progress.progress then ${eb.ref('excluded.progress')} else content_progress.progress end`,
            completed: sql<number>`case when content_progress.completed = 1 then 1 else ${eb.ref('excluded.completed')} end`,
            lastPosition: eb.ref('excluded.lastPosition'),
            timeExecuted: sql<number>`content_progress."timeExecuted" + ${seconds}`,
            updatedAt: eb.ref('excluded.updatedAt'),
          })),
        )
        .execute();
      const row = await trx
        .selectFrom('content_progress')
        .selectAll()
        .where('idContentItem', '=', entry.idContentItem)
        .where('idUser', '=', entry.idUser)
        .executeTakeFirstOrThrow();
      const completedNow = row.completed === 1 && before?.completed !== 1;
      if (completedNow) await onCompleted?.(trx);
      return { row, completedNow };
    });
  },

  /** Stores the medium's own length. */
  async updateDuration(idCompany: number, idContentItem: number, duration: number): Promise<void> {
    await updateCompanyRows(db, 'content_items', idCompany, { idContentItem }).set({ duration }).execute();
  },
});

export type ContentRepository = ReturnType<typeof contentRepository>;

function escapeLike(value: string): string {
  return value.replace(/[%_,]/g, '');
}
