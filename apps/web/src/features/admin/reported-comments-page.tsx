import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../api/console-keys';
import { fetchReportedComments, moderateComment } from '../../api/learning-journey';
import { useTranslation } from '../../i18n';
import { Button } from '../../ui/button';
import { QueryView } from '../../ui/query-state';
import { useToast } from '../../ui/toast';
import { AdminSection, dateTime } from './admin-ui';

/** Reported comments waiting for a decision: hide them (members see a notice) or keep them; audited. */
export function ReportedCommentsPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const client = useQueryClient();
  const query = useQuery({ queryKey: adminKeys.reportedComments(), queryFn: fetchReportedComments });
  const decide = useMutation({
    mutationFn: ({ idComment, decision }: { idComment: number; decision: 'hide' | 'keep' }) =>
      moderateComment(idComment, decision),
    onSuccess: async () => {
      toast(t('admin.journey.decided'));
      await client.invalidateQueries({ queryKey: adminKeys.reportedComments() });
    },
    meta: { errorToast: true },
  });
  const comments = query.data?.result ?? [];
  return (
    <AdminSection titleId="admin-comments-title" title={t('admin.journey.commentsTitle')}>
      <QueryView query={query} isEmpty={comments.length === 0} emptyText={t('admin.journey.commentsEmpty')}>
        <ul className="flex flex-col gap-3">
          {comments.map((comment) => (
            <li key={comment.idComment} className="rounded-xl border border-line bg-white p-4">
              <p className="text-sm text-muted">
                {t('admin.journey.by', { name: comment.authorName, place: comment.entityTitle })} ·{' '}
                {dateTime(comment.creationDate)} · {t('admin.journey.reports', { count: comment.totalReports })}
              </p>
              {/* The text was cleaned on the server; shown as plain text here all the same. */}
              <p className="mt-1 whitespace-pre-wrap">
                {comment.text
                  .replace(/<[^>]*>/g, ' ')
                  .replace(/\s+/g, ' ')
                  .trim()}
              </p>
              <div className="mt-3 flex gap-2">
                <Button
                  disabled={decide.isPending}
                  onClick={() => decide.mutate({ idComment: comment.idComment, decision: 'hide' })}
                >
                  {t('admin.journey.hide')}
                </Button>
                <Button
                  variant="secondary"
                  disabled={decide.isPending}
                  onClick={() => decide.mutate({ idComment: comment.idComment, decision: 'keep' })}
                >
                  {t('admin.journey.keep')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </QueryView>
    </AdminSection>
  );
}
