import type {
  AdminReportedCommentsResponse,
  Comment,
  CommentsResponse,
  CreateCommentRequest,
} from '@trilha/shared/api/learning-journey';
import { auditActor } from '../../../platform/audit';
import type { AuthContext } from '../../../platform/auth-context';
import type { Clock } from '../../../platform/clock';
import { AppError } from '../../../platform/errors';
import { memberHtmlToText, sanitizeMemberHtml } from '../../../platform/member-html';
import type { NotifyMembers } from '../../notifications/notifications.service';
import { hasNodeAccess } from '../learning-tree';
import type { CommentEntity, CommentsRepository } from './comments.repository';

type EntityParams = { entityType: 'TEAM' | 'NODE'; entityId: number };
type CommentWithAuthor = Awaited<ReturnType<CommentsRepository['findCommentWithAuthor']>>;

/** Comments and replies on pages and classes (spec 3, 4.11, 5 and 7.7), and their moderation by administrators. */
export const commentsService = ({
  commentsRepository,
  notifyMembers,
  clock,
}: {
  commentsRepository: CommentsRepository;
  notifyMembers: NotifyMembers;
  clock: Clock;
}) => {
  const isAdmin = (auth: AuthContext) => auth.admin === 1 || auth.admin === 2;

  /**
   * The page or class a member may read and write comments on: of the company, open to comments, and
   * visible to the member (a page by its audience, a class by an enrollment in it). Anything else is not found.
   */
  async function requireEntity(auth: AuthContext, params: EntityParams): Promise<CommentEntity> {
    const entity = { idCompany: auth.idCompany, ...params };
    if (params.entityType === 'NODE') {
      const node = await commentsRepository.findNode(auth.idCompany, params.entityId);
      const department = await commentsRepository.findUserDepartment(auth.idCompany, auth.idUser);
      if (!node?.allowComments || !hasNodeAccess(node, department)) throw new AppError('NOT_FOUND');
      return entity;
    }
    const team = await commentsRepository.findTeam(auth.idCompany, params.entityId);
    if (!team?.allowComments) throw new AppError('NOT_FOUND');
    if (!isAdmin(auth) && !(await commentsRepository.isEnrolledInTeam(auth.idCompany, auth.idUser, team.idTeam))) {
      throw new AppError('NOT_FOUND');
    }
    return entity;
  }

  function toComment(row: CommentWithAuthor): Comment {
    const isHidden = row.hiddenBy !== null;
    return {
      idComment: row.idComment,
      idParentComment: row.idParentComment,
      // A hidden comment's words never leave the server; the app shows the notice instead.
      text: isHidden ? '' : row.text,
      createdBy: row.createdBy,
      name: row.name,
      photo: row.photo,
      creationDate: row.creationDate,
      lastModifiedDate: row.lastModifiedDate,
      totalReplies: Number(row.totalReplies ?? 0),
      totalReports: Number(row.totalReports ?? 0),
      hiddenBy: isHidden ? 1 : 0,
      reportedByMe: Number(row.reportedByMe ?? 0) > 0 ? 1 : 0,
    };
  }

  /** Cleans the member's HTML (b, i, u, a, p, br; http, https and mailto links in a new window). */
  function cleanText(text: string): string {
    const cleaned = sanitizeMemberHtml(text);
    if (!memberHtmlToText(cleaned)) throw new AppError('COMMENT_EMPTY', { field: 'text' });
    return cleaned;
  }

  async function requireComment(entity: CommentEntity, idComment: number) {
    const row = await commentsRepository.findComment(entity, idComment);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  return {
    /** Comments of a page or class, newest first, or the replies of one comment. */
    async listComments(
      auth: AuthContext,
      params: EntityParams,
      query: { offset: number; limit: number; idParentComment?: number | undefined },
    ): Promise<CommentsResponse> {
      const entity = await requireEntity(auth, params);
      if (query.idParentComment) await requireComment(entity, query.idParentComment);
      const { rows, total } = await commentsRepository.findComments(
        entity,
        query.idParentComment ?? null,
        auth.idUser,
        query,
      );
      return { success: true, data: { comments: rows.map(toComment), totalRecords: total } };
    },

    /** A new comment, or a reply (a reply to a reply joins the same thread). */
    async createComment(auth: AuthContext, params: EntityParams, body: CreateCommentRequest) {
      const entity = await requireEntity(auth, params);
      let idParentComment: number | null = null;
      if (body.idParentComment) {
        const parent = await requireComment(entity, body.idParentComment);
        idParentComment = parent.idParentComment ?? parent.idComment;
      }
      const idComment = await commentsRepository.insertComment({
        idCompany: auth.idCompany,
        entityType: entity.entityType,
        entityId: entity.entityId,
        idParentComment,
        text: cleanText(body.text),
        createdBy: auth.idUser,
        creationDate: clock.now().toISOString(),
        lastModifiedDate: null,
        hiddenBy: null,
        hiddenAt: null,
        reportsReviewedAt: null,
      });
      const row = await commentsRepository.findCommentWithAuthor(auth.idCompany, idComment, auth.idUser);
      return { success: true as const, data: toComment(row) };
    },

    /** Edits the author's own comment ('editado'). */
    async updateComment(auth: AuthContext, params: EntityParams & { idComment: number }, text: string) {
      const entity = await requireEntity(auth, params);
      const row = await requireComment(entity, params.idComment);
      if (row.createdBy !== auth.idUser) throw new AppError('COMMENT_NOT_AUTHOR');
      await commentsRepository.updateText(auth.idCompany, row.idComment, cleanText(text), clock.now().toISOString());
      const updated = await commentsRepository.findCommentWithAuthor(auth.idCompany, row.idComment, auth.idUser);
      return { success: true as const, data: toComment(updated) };
    },

    /** Deletes the author's own comment with its replies. */
    async deleteComment(auth: AuthContext, params: EntityParams & { idComment: number }) {
      const entity = await requireEntity(auth, params);
      const row = await requireComment(entity, params.idComment);
      if (row.createdBy !== auth.idUser) throw new AppError('COMMENT_NOT_AUTHOR');
      await commentsRepository.deleteComment(auth.idCompany, row.idComment);
      return { success: true as const };
    },

    /** Reports someone else's comment, once per member ('Agradecemos por denunciar'). */
    async reportComment(auth: AuthContext, params: EntityParams, idComment: number) {
      const entity = await requireEntity(auth, params);
      const row = await requireComment(entity, idComment);
      if (row.createdBy === auth.idUser) throw new AppError('COMMENT_OWN_REPORT');
      const isNew = await commentsRepository.insertReport(
        auth.idCompany,
        row.idComment,
        auth.idUser,
        clock.now().toISOString(),
      );
      if (!isNew) throw new AppError('COMMENT_ALREADY_REPORTED');
      return { success: true as const, message: 'Agradecemos por denunciar' };
    },

    /** The console's queue: reported comments nobody reviewed yet. */
    async listReportedComments(auth: AuthContext): Promise<AdminReportedCommentsResponse> {
      const rows = await commentsRepository.findReported(auth.idCompany);
      const result = [];
      for (const row of rows) {
        result.push({
          idComment: row.idComment,
          entityType: row.entityType,
          entityId: row.entityId,
          entityTitle: await commentsRepository.findEntityTitle(auth.idCompany, row.entityType, row.entityId),
          text: row.text,
          authorName: row.authorName,
          creationDate: row.creationDate,
          totalReports: Number(row.totalReports),
        });
      }
      return { success: true, result };
    },

    /** An administrator hides a reported comment (members then see the notice) or keeps it; audited. */
    async moderateComment(auth: AuthContext, idComment: number, decision: 'hide' | 'keep', requestId: string) {
      const row = await commentsRepository.findCommentOfCompany(auth.idCompany, idComment);
      if (!row) throw new AppError('NOT_FOUND');
      const now = clock.now();
      const at = now.toISOString();
      const change = decision === 'hide' ? { hiddenBy: auth.idUser, hiddenAt: at } : { reportsReviewedAt: at };
      await commentsRepository.moderateComment(
        auth.idCompany,
        idComment,
        change,
        {
          ...auditActor(auth, requestId),
          source: 'admin',
          action: decision === 'hide' ? 'comment.hide' : 'comment.keep',
          entityType: 'comment',
          entityId: idComment,
          summary: memberHtmlToText(row.text).slice(0, 200),
          before: { hiddenBy: row.hiddenBy, reportsReviewedAt: row.reportsReviewedAt },
          after: change,
        },
        now,
      );
      // The author learns their comment was hidden; a comment kept changes nothing for anyone.
      if (decision === 'hide' && row.hiddenBy === null) {
        const place = await commentsRepository.findEntityTitle(auth.idCompany, row.entityType, row.entityId);
        await notifyMembers(auth.idCompany, 'COMMENT_HIDDEN', [row.createdBy], {
          subject: 'Seu comentário foi ocultado',
          text: [
            `Um comentário seu em "${place}" foi ocultado pela moderação por conteúdo inadequado:`,
            '',
            memberHtmlToText(row.text).slice(0, 500),
          ].join('\n'),
        });
      }
      return { success: true as const };
    },
  };
};

export type CommentsService = ReturnType<typeof commentsService>;
