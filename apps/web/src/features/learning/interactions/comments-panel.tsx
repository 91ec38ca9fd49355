import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Comment } from '@trilha/shared/api/learning-journey';
import { COMMENT_MAX_LENGTH, COMMENTS_PAGE_SIZE, REPLIES_PAGE_SIZE } from '@trilha/shared/constants';
import { formatDateTime } from '@trilha/shared/rules/format';
import { type FormEvent, useId, useState } from 'react';
import { ApiError } from '../../../api/client';
import {
  type CommentEntityType,
  createComment,
  deleteComment,
  fetchComments,
  reportComment,
  updateComment,
} from '../../../api/learning-journey';
import { learningKeys } from '../../../api/learning-keys';
import { useSession } from '../../../api/session';
import { useTranslation } from '../../../i18n';
import { Button } from '../../../ui/button';
import { Modal } from '../../../ui/modal';
import { SafeHtml } from '../../../ui/safe-html';
import { useToast } from '../../../ui/toast';

type Entity = { entityType: CommentEntityType; entityId: number };

/** What the member typed, as the HTML the server keeps: line breaks become `<br>`. */
const toHtml = (text: string) => text.trim().replace(/\r?\n/g, '<br>');
/** The text of a comment back in the editor. */
const toText = (html: string) =>
  html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>\s*<p>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

const commentsKey = (entity: Entity, idParentComment?: number) =>
  learningKeys.commentPage(entity.entityType, entity.entityId, idParentComment ?? 0);

function usePagedComments(entity: Entity, idParentComment?: number, enabled = true) {
  const size = idParentComment ? REPLIES_PAGE_SIZE : COMMENTS_PAGE_SIZE;
  return useInfiniteQuery({
    queryKey: commentsKey(entity, idParentComment),
    queryFn: ({ pageParam }) =>
      fetchComments(entity.entityType, entity.entityId, {
        offset: pageParam,
        limit: size,
        ...(idParentComment ? { idParentComment } : {}),
      }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.data.comments.length, 0);
      return loaded < last.data.totalRecords ? loaded : undefined;
    },
    enabled,
  });
}

/**
 * The comments of a page or class (spec 3, 4.11): 6 a page, replies 5 at a time, a message up to 1000
 * characters; the author edits and deletes, others report once; hidden messages show a notice.
 */
export function CommentsPanel({ entity, emptyText }: { entity: Entity; emptyText: string }) {
  const { t } = useTranslation();
  const query = usePagedComments(entity);
  const comments = query.data?.pages.flatMap((page) => page.data.comments) ?? [];
  return (
    <div className="flex flex-col gap-4">
      <Composer entity={entity} label={t('journey.comments.write')} />
      {query.isPending ? (
        <p className="text-muted">{t('common.loading')}</p>
      ) : comments.length === 0 ? (
        <p className="rounded-lg bg-gray-50 p-4 text-center text-muted">{emptyText}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {comments.map((comment) => (
            <CommentItem key={comment.idComment} entity={entity} comment={comment} />
          ))}
        </ul>
      )}
      {query.hasNextPage ? (
        <Button variant="secondary" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {t('journey.comments.moreComments')}
        </Button>
      ) : null}
    </div>
  );
}

function Composer({
  entity,
  label,
  idParentComment,
  onDone,
}: {
  entity: Entity;
  label: string;
  idParentComment?: number;
  onDone?: () => void;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const fieldId = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: () =>
      createComment(entity.entityType, entity.entityId, {
        text: toHtml(text),
        ...(idParentComment ? { idParentComment } : {}),
      }),
    onSuccess: async () => {
      setText('');
      await client.invalidateQueries({ queryKey: learningKeys.comments(entity.entityType, entity.entityId) });
      onDone?.();
    },
    onError: (error) =>
      setProblem(error instanceof ApiError && error.status === 400 ? error.message : t('journey.comments.failed')),
  });
  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) return setProblem(t('journey.comments.blank'));
    setProblem(null);
    send.mutate();
  }
  return (
    <form onSubmit={handleSubmit} className="flex flex-col gap-2">
      <label htmlFor={fieldId} className="text-sm font-medium">
        {label}
      </label>
      <textarea
        id={fieldId}
        value={text}
        maxLength={COMMENT_MAX_LENGTH}
        rows={idParentComment ? 2 : 3}
        onChange={(event) => setText(event.target.value)}
        aria-invalid={problem ? true : undefined}
        className="rounded-lg border border-line p-3"
      />
      <div className="flex items-center justify-between gap-2">
        <span className="text-xs text-muted">
          {text.length}/{COMMENT_MAX_LENGTH}
        </span>
        <Button type="submit" disabled={send.isPending || !text.trim()}>
          {t('journey.comments.send')}
        </Button>
      </div>
      {problem ? (
        <p role="alert" className="text-sm text-danger">
          {problem}
        </p>
      ) : null}
    </form>
  );
}

function CommentItem({ entity, comment, isReply = false }: { entity: Entity; comment: Comment; isReply?: boolean }) {
  const { t } = useTranslation();
  const toast = useToast();
  const client = useQueryClient();
  const idUser = useSession()?.loginInfo.idUser ?? 0;
  const isMine = comment.createdBy === idUser;
  const [isExpanded, setIsExpanded] = useState(false);
  const [isEditing, setIsEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [isDeleting, setIsDeleting] = useState(false);
  const [isReplying, setIsReplying] = useState(false);
  const [showReplies, setShowReplies] = useState(false);
  const [reported, setReported] = useState(comment.reportedByMe === 1);
  const replies = usePagedComments(entity, comment.idComment, showReplies && !isReply);
  const refresh = () =>
    client.invalidateQueries({ queryKey: learningKeys.comments(entity.entityType, entity.entityId) });
  const edit = useMutation({
    mutationFn: () => updateComment(entity.entityType, entity.entityId, comment.idComment, toHtml(draft)),
    onSuccess: async () => {
      setIsEditing(false);
      await refresh();
    },
    meta: { errorToast: 'journey.comments.failed' },
  });
  const remove = useMutation({
    mutationFn: () => deleteComment(entity.entityType, entity.entityId, comment.idComment),
    onSuccess: async () => {
      setIsDeleting(false);
      toast(isReply ? t('journey.comments.replyDeleted') : t('journey.comments.deleted'), { tone: 'success' });
      await refresh();
    },
  });
  const report = useMutation({
    mutationFn: () => reportComment(entity.entityType, entity.entityId, comment.idComment),
    onSuccess: () => {
      setReported(true);
      toast(t('journey.comments.reportedToast'), { tone: 'success' });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'COMMENT_ALREADY_REPORTED') setReported(true);
    },
  });
  const isLong = comment.text.length > 220 || (comment.text.match(/<br|<p>/g)?.length ?? 0) > 3;
  const loadedReplies = replies.data?.pages.flatMap((page) => page.data.comments) ?? [];
  const remaining = comment.totalReplies - loadedReplies.length;

  return (
    <li className={`flex flex-col gap-2 rounded-xl bg-white p-3 ring-1 ring-black/5 ${isReply ? 'ml-6' : ''}`}>
      <div className="flex items-center gap-2">
        {comment.photo ? (
          <img src={comment.photo} alt="" width={32} height={32} className="size-8 rounded-full object-cover" />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-8 items-center justify-center rounded-full bg-brand-3 text-sm font-bold text-brand"
          >
            {comment.name.slice(0, 1)}
          </span>
        )}
        <p className="text-sm">
          <span className="font-semibold">{comment.name}</span>{' '}
          <span className="text-muted">
            {formatDateTime(comment.creationDate)}
            {comment.lastModifiedDate ? ` · ${t('journey.comments.edited')}` : ''}
          </span>
        </p>
      </div>
      {comment.hiddenBy ? (
        <p className="text-sm italic text-muted">{t('journey.comments.hidden')}</p>
      ) : isEditing ? (
        <form
          className="flex flex-col gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (draft.trim()) edit.mutate();
          }}
        >
          <label className="sr-only" htmlFor={`edit-${comment.idComment}`}>
            {t('journey.comments.edit')}
          </label>
          <textarea
            id={`edit-${comment.idComment}`}
            value={draft}
            maxLength={COMMENT_MAX_LENGTH}
            onChange={(event) => setDraft(event.target.value)}
            className="rounded-lg border border-line p-2"
          />
          <div className="flex gap-2">
            <Button type="submit" disabled={edit.isPending || !draft.trim()}>
              {t('journey.comments.save')}
            </Button>
            <Button variant="secondary" onClick={() => setIsEditing(false)}>
              {t('journey.comments.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <>
          <SafeHtml
            html={comment.text}
            profile="comment"
            className={`comment-text break-words text-ink [&_a]:text-brand [&_a]:underline ${isLong && !isExpanded ? 'line-clamp-3' : ''}`}
          />
          {isLong ? (
            <Button variant="link" className="w-fit text-sm" onClick={() => setIsExpanded((value) => !value)}>
              {isExpanded ? t('journey.comments.less') : t('journey.comments.more')}
            </Button>
          ) : null}
        </>
      )}
      {comment.hiddenBy || isEditing ? null : (
        <div className="flex flex-wrap gap-1 text-sm">
          {!isReply ? (
            <Button variant="link" className="text-sm" onClick={() => setIsReplying((value) => !value)}>
              {t('journey.comments.reply')}
            </Button>
          ) : null}
          {isMine ? (
            <>
              <Button
                variant="link"
                className="text-sm"
                onClick={() => {
                  setDraft(toText(comment.text));
                  setIsEditing(true);
                }}
              >
                {t('journey.comments.edit')}
              </Button>
              <Button variant="link" className="text-sm" onClick={() => setIsDeleting(true)}>
                {t('journey.comments.delete')}
              </Button>
            </>
          ) : reported ? (
            <span className="px-1 py-2 font-semibold text-muted">{t('journey.comments.reported')}</span>
          ) : (
            <Button variant="link" className="text-sm" disabled={report.isPending} onClick={() => report.mutate()}>
              {t('journey.comments.report')}
            </Button>
          )}
        </div>
      )}
      {isReplying ? (
        <Composer
          entity={entity}
          label={t('journey.comments.writeReply')}
          idParentComment={comment.idComment}
          onDone={() => {
            setIsReplying(false);
            setShowReplies(true);
          }}
        />
      ) : null}
      {!isReply && comment.totalReplies > 0 ? (
        <div className="flex flex-col gap-2">
          {showReplies ? (
            <ul className="flex flex-col gap-2">
              {loadedReplies.map((reply) => (
                <CommentItem key={reply.idComment} entity={entity} comment={reply} isReply />
              ))}
            </ul>
          ) : null}
          <div className="flex flex-wrap gap-2">
            {!showReplies || (replies.hasNextPage && remaining > 0) ? (
              <Button
                variant="link"
                className="text-sm"
                onClick={() => (showReplies ? void replies.fetchNextPage() : setShowReplies(true))}
              >
                {t('journey.comments.moreReplies', { count: showReplies ? remaining : comment.totalReplies })}
              </Button>
            ) : null}
            {showReplies ? (
              <Button variant="link" className="text-sm" onClick={() => setShowReplies(false)}>
                {t('journey.comments.hideReplies')}
              </Button>
            ) : null}
          </div>
        </div>
      ) : null}
      <Modal open={isDeleting} onOpenChange={setIsDeleting} title={t('journey.comments.deleteTitle')} size="sm">
        <p>{t('journey.comments.deleteText')}</p>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setIsDeleting(false)}>
            {t('journey.comments.cancel')}
          </Button>
          <Button disabled={remove.isPending} onClick={() => remove.mutate()}>
            {t('journey.comments.confirmDelete')}
          </Button>
        </div>
      </Modal>
    </li>
  );
}
