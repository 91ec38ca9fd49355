import { useInfiniteQuery } from '@tanstack/react-query';
import { ATTACHMENTS_PAGE_SIZE } from '@trilha/shared/constants';
import { useState } from 'react';
import { fetchAttachments } from '../../../api/learning-journey';
import { learningKeys } from '../../../api/learning-keys';
import { useTranslation } from '../../../i18n';
import { Button } from '../../../ui/button';
import { Drawer } from '../../../ui/drawer';
import { DownloadIcon } from '../../../ui/icons';
import { CommentsPanel } from './comments-panel';

/**
 * The class header's buttons and drawers (spec 3, 2.10): 'Anexos' with the class files (25 a page) and the
 * interactions drawer with a tab for the page and one for the class.
 */
export function ClassDrawers({
  idTeam,
  hasAttachments,
  teamComments,
  nodeComments,
}: {
  idTeam: number;
  hasAttachments: boolean;
  teamComments: { enabled: boolean; label: string | null };
  nodeComments: { enabled: boolean; idNode: number; label: string | null };
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<'attachments' | 'comments' | null>(null);
  const [tab, setTab] = useState<'NODE' | 'TEAM'>(nodeComments.enabled ? 'NODE' : 'TEAM');
  const hasComments = teamComments.enabled || nodeComments.enabled;
  if (!hasAttachments && !hasComments) return null;
  return (
    <>
      <div className="flex flex-wrap gap-2">
        {hasAttachments ? (
          <Button variant="secondary" onClick={() => setOpen('attachments')}>
            {t('journey.attachments.open')}
          </Button>
        ) : null}
        {hasComments ? (
          <Button variant="secondary" onClick={() => setOpen('comments')}>
            {t('journey.comments.open')}
          </Button>
        ) : null}
      </div>
      <Drawer
        open={open === 'attachments'}
        onOpenChange={(value) => setOpen(value ? 'attachments' : null)}
        title={t('journey.attachments.title')}
        side="right"
      >
        {open === 'attachments' ? <Attachments idTeam={idTeam} /> : null}
      </Drawer>
      <Drawer
        open={open === 'comments'}
        onOpenChange={(value) => setOpen(value ? 'comments' : null)}
        title={t('journey.comments.title')}
        side="right"
      >
        {open === 'comments' ? (
          <div className="flex flex-col gap-4">
            {nodeComments.enabled && teamComments.enabled ? (
              <div role="tablist" aria-label={t('journey.comments.title')} className="flex gap-1 border-b border-line">
                {(['NODE', 'TEAM'] as const).map((entry) => (
                  <button
                    key={entry}
                    type="button"
                    role="tab"
                    aria-selected={tab === entry}
                    onClick={() => setTab(entry)}
                    className={`min-h-11 border-b-2 px-3 text-sm font-semibold ${
                      tab === entry ? 'border-brand text-brand' : 'border-transparent text-muted'
                    }`}
                  >
                    {entry === 'NODE'
                      ? (nodeComments.label ?? t('journey.comments.tabNode'))
                      : (teamComments.label ?? t('journey.comments.tabTeam'))}
                  </button>
                ))}
              </div>
            ) : null}
            {(nodeComments.enabled && tab === 'NODE') || !teamComments.enabled ? (
              <CommentsPanel
                key="node"
                entity={{ entityType: 'NODE', entityId: nodeComments.idNode }}
                emptyText={t('journey.comments.emptyNode')}
              />
            ) : (
              <CommentsPanel
                key="team"
                entity={{ entityType: 'TEAM', entityId: idTeam }}
                emptyText={t('journey.comments.emptyTeam')}
              />
            )}
          </div>
        ) : null}
      </Drawer>
    </>
  );
}

function Attachments({ idTeam }: { idTeam: number }) {
  const { t } = useTranslation();
  const query = useInfiniteQuery({
    queryKey: learningKeys.attachments(idTeam),
    queryFn: ({ pageParam }) => fetchAttachments(idTeam, { offset: pageParam, limit: ATTACHMENTS_PAGE_SIZE }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.result.length, 0);
      return loaded < last.totalRecords ? loaded : undefined;
    },
  });
  const files = query.data?.pages.flatMap((page) => page.result) ?? [];
  if (query.isPending) return <p className="text-muted">{t('common.loading')}</p>;
  if (files.length === 0) return <p className="text-muted">{t('journey.attachments.empty')}</p>;
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-2">
        {files.map((file) => (
          <li key={file.idAttachment}>
            <a
              href={file.url}
              target="_blank"
              rel="noreferrer"
              download
              className="flex min-h-11 items-center gap-3 rounded-lg bg-white p-3 ring-1 ring-black/5 hover:bg-gray-50"
            >
              <span className="rounded bg-brand-3 px-2 py-1 text-xs font-bold text-brand uppercase">{file.format}</span>
              <span className="flex-1">
                <span className="block font-semibold text-ink">{file.title}</span>
                <span className="block text-xs text-muted">{file.name}</span>
              </span>
              <DownloadIcon aria-hidden="true" />
            </a>
          </li>
        ))}
      </ul>
      {query.hasNextPage ? (
        <Button variant="secondary" onClick={() => void query.fetchNextPage()}>
          {t('journey.attachments.more')}
        </Button>
      ) : null}
    </div>
  );
}
