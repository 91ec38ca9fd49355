import type { ExpressionBuilder } from 'kysely';
import { deleteCompanyRows, fromCompany, updateCompanyRows } from '../../../db/company-rows';
import type { Db } from '../../../db/database';
import type { CommentRow, LearningCommentsTable, Tables } from '../../../db/schema';
import { type AuditEntry, recordAudit } from '../../../platform/audit';

export type CommentEntity = { idCompany: number; entityType: 'TEAM' | 'NODE'; entityId: number };

/** A comment's reply and report counts, and whether the viewer reported it, for a query on `c`. */
const commentCounts = (idViewer: number) => (eb: ExpressionBuilder<Tables & { c: LearningCommentsTable }, 'c'>) => [
  eb
    .selectFrom('learning_comments as r')
    .select((sub) => sub.fn.countAll<number>().as('n'))
    .whereRef('r.idParentComment', '=', 'c.idComment')
    .as('totalReplies'),
  eb
    .selectFrom('learning_comment_reports as rp')
    .select((sub) => sub.fn.countAll<number>().as('n'))
    .whereRef('rp.idComment', '=', 'c.idComment')
    .as('totalReports'),
  eb
    .selectFrom('learning_comment_reports as mine')
    .select((sub) => sub.fn.countAll<number>().as('n'))
    .whereRef('mine.idComment', '=', 'c.idComment')
    .where('mine.idUser', '=', idViewer)
    .as('reportedByMe'),
];

/** Comments, replies and reports of pages and classes (Kysely only). */
export const commentsRepository = ({ db }: { db: Db }) => ({
  /** A page of comments (idParentComment null) or of one comment's replies, with author, counts and my report. */
  async findComments(
    entity: CommentEntity,
    idParentComment: number | null,
    idViewer: number,
    page: { offset: number; limit: number },
  ) {
    let base = db
      .selectFrom('learning_comments as c')
      .where('c.idCompany', '=', entity.idCompany)
      .where('c.entityType', '=', entity.entityType)
      .where('c.entityId', '=', entity.entityId);
    base =
      idParentComment === null
        ? base.where('c.idParentComment', 'is', null)
        : base.where('c.idParentComment', '=', idParentComment);
    const rows = await base
      .innerJoin('users as u', 'u.idUser', 'c.createdBy')
      .selectAll('c')
      .select(['u.name', 'u.photo'])
      .select(commentCounts(idViewer))
      // Newest comments first; replies in the order they were written.
      .orderBy('c.creationDate', idParentComment === null ? 'desc' : 'asc')
      .orderBy('c.idComment', idParentComment === null ? 'desc' : 'asc')
      .offset(page.offset)
      .limit(page.limit)
      .execute();
    const total = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst();
    return { rows, total: Number(total?.total ?? 0) };
  },

  async findComment(entity: CommentEntity, idComment: number): Promise<CommentRow | undefined> {
    return fromCompany(db, 'learning_comments', entity.idCompany, {
      entityType: entity.entityType,
      entityId: entity.entityId,
      idComment,
    })
      .selectAll()
      .executeTakeFirst();
  },

  async findCommentWithAuthor(idCompany: number, idComment: number, idViewer: number) {
    return db
      .selectFrom('learning_comments as c')
      .innerJoin('users as u', 'u.idUser', 'c.createdBy')
      .selectAll('c')
      .select(['u.name', 'u.photo'])
      .select(commentCounts(idViewer))
      .where('c.idCompany', '=', idCompany)
      .where('c.idComment', '=', idComment)
      .executeTakeFirstOrThrow();
  },

  async insertComment(values: Omit<CommentRow, 'idComment'>): Promise<number> {
    const row = await db
      .insertInto('learning_comments')
      .values(values)
      .returning('idComment')
      .executeTakeFirstOrThrow();
    return row.idComment;
  },

  async updateText(idCompany: number, idComment: number, text: string, at: string): Promise<void> {
    await updateCompanyRows(db, 'learning_comments', idCompany, { idComment })
      .set({ text, lastModifiedDate: at })
      .execute();
  },

  /** Removes a comment with its replies and every report of them, in one transaction. */
  async deleteComment(idCompany: number, idComment: number): Promise<void> {
    await db.transaction().execute(async (trx) => {
      const replies = await fromCompany(trx, 'learning_comments', idCompany, { idParentComment: idComment })
        .select('idComment')
        .execute();
      const ids = [idComment, ...replies.map((reply) => reply.idComment)];
      await trx.deleteFrom('learning_comment_reports').where('idComment', 'in', ids).execute();
      await deleteCompanyRows(trx, 'learning_comments', idCompany, { idParentComment: idComment }).execute();
      await deleteCompanyRows(trx, 'learning_comments', idCompany, { idComment }).execute();
    });
  },

  /** Records a report; false when this member had reported the comment already. */
  async insertReport(idCompany: number, idComment: number, idUser: number, at: string): Promise<boolean> {
    const inserted = await db
      .insertInto('learning_comment_reports')
      .values({ idCompany, idComment, idUser, createdAt: at })
      .onConflict((conflict) => conflict.columns(['idComment', 'idUser']).doNothing())
      .returning('idComment')
      .executeTakeFirst();
    return Boolean(inserted);
  },

  /** Comments reported and not yet reviewed nor hidden, most reported first (the console's queue). */
  async findReported(idCompany: number) {
    return db
      .selectFrom('learning_comments as c')
      .innerJoin('users as u', 'u.idUser', 'c.createdBy')
      .innerJoin('learning_comment_reports as rp', 'rp.idComment', 'c.idComment')
      .select(['c.idComment', 'c.entityType', 'c.entityId', 'c.text', 'c.creationDate', 'u.name as authorName'])
      .select((eb) => eb.fn.countAll<number>().as('totalReports'))
      .where('c.idCompany', '=', idCompany)
      .where('c.hiddenBy', 'is', null)
      .where('c.reportsReviewedAt', 'is', null)
      .groupBy(['c.idComment', 'c.entityType', 'c.entityId', 'c.text', 'c.creationDate', 'u.name'])
      .orderBy('totalReports', 'desc')
      .orderBy('c.idComment', 'desc')
      .limit(200)
      .execute();
  },

  /** Hides a comment or keeps it after its reports were reviewed, with its audit entry, in one transaction. */
  async moderateComment(
    idCompany: number,
    idComment: number,
    change: { hiddenBy: number; hiddenAt: string } | { reportsReviewedAt: string },
    audit: AuditEntry,
    now: Date,
  ): Promise<void> {
    await db.transaction().execute(async (trx) => {
      await updateCompanyRows(trx, 'learning_comments', idCompany, { idComment }).set(change).execute();
      await recordAudit(trx, audit, now);
    });
  },

  async findCommentOfCompany(idCompany: number, idComment: number): Promise<CommentRow | undefined> {
    return fromCompany(db, 'learning_comments', idCompany, { idComment }).selectAll().executeTakeFirst();
  },

  async findEntityTitle(idCompany: number, entityType: string, entityId: number): Promise<string> {
    if (entityType === 'TEAM') {
      const row = await db
        .selectFrom('learning_teams as t')
        .innerJoin('learning_nodes as n', 'n.idNode', 't.idNode')
        .select(['t.name', 'n.title'])
        .where('t.idCompany', '=', idCompany)
        .where('t.idTeam', '=', entityId)
        .executeTakeFirst();
      return row ? `${row.title} - ${row.name}` : '';
    }
    const row = await fromCompany(db, 'learning_nodes', idCompany, { idNode: entityId })
      .select('title')
      .executeTakeFirst();
    return row?.title ?? '';
  },

  /** Page and class facts the access check needs. */
  async findNode(idCompany: number, idNode: number) {
    return fromCompany(db, 'learning_nodes', idCompany, { idNode })
      .select(['idNode', 'allowComments', 'visibility', 'audience', 'status'])
      .executeTakeFirst();
  },

  async findTeam(idCompany: number, idTeam: number) {
    return fromCompany(db, 'learning_teams', idCompany, { idTeam })
      .select(['idTeam', 'allowComments'])
      .executeTakeFirst();
  },

  async isEnrolledInTeam(idCompany: number, idUser: number, idTeam: number): Promise<boolean> {
    const row = await fromCompany(db, 'learning_enrollments', idCompany, { idUser, idTeam })
      .select('idEnrollment')
      .executeTakeFirst();
    return Boolean(row);
  },

  async findUserDepartment(idCompany: number, idUser: number): Promise<string | null> {
    const row = await fromCompany(db, 'users', idCompany, { idUser }).select('department').executeTakeFirst();
    return row?.department ?? null;
  },
});

export type CommentsRepository = ReturnType<typeof commentsRepository>;
