import { useQuery } from '@tanstack/react-query';
import type { UserUpload } from '@trilha/shared/api/uploads';
import { Link } from 'react-router';
import { fetchSectionUploads } from '../../api/community';
import { communityKeys } from '../../api/content-keys';
import { useTranslation } from '../../i18n';
import type { SectionScreenProps } from '../../lib/section-screen';
import { DownloadIcon, PlayIcon } from '../../ui/icons';
import { LoadingState } from '../../ui/loading-state';
import { MessagePanel } from '../../ui/message-panel';

const when = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'medium' });

/** The uploads list section (type 49): the section's uploads, each opening its post view. */
export function UserUploadListSection({ idSection }: SectionScreenProps) {
  return <UserUploadList idSection={idSection} />;
}

/** A section's uploads, newest first, as cards. */
export function UserUploadList({ idSection }: { idSection: number }) {
  const { t } = useTranslation();
  const uploads = useQuery({
    queryKey: communityKeys.sectionUploads(idSection),
    queryFn: () => fetchSectionUploads(idSection),
  });
  if (uploads.isPending) return <LoadingState label={t('common.loading')} showLabel />;
  if (uploads.isError) return <MessagePanel title={t('common.loadError')} tone="error" />;
  const list = uploads.data.data;
  return (
    <section aria-labelledby={`uploads-${idSection}`} className="flex flex-col gap-3">
      <h2 id={`uploads-${idSection}`} className="text-lg font-bold text-ink">
        {t('community.uploads.listTitle')}
      </h2>
      {list.length === 0 ? (
        <p className="text-muted">{t('community.uploads.empty')}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {list.map((upload) => (
            <li key={upload.idUserUpload}>
              <Link
                to={`/userupload/${upload.idUserUpload}?idSection=${idSection}`}
                className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-black/5 hover:ring-brand"
              >
                <UploadThumb upload={upload} />
                <span className="flex flex-col gap-1 p-4">
                  <span className="font-semibold text-ink">{upload.title}</span>
                  <span className="text-sm text-muted">
                    {t('community.uploads.by')} {upload.author} · {when.format(new Date(upload.createdAt))}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function UploadThumb({ upload }: { upload: UserUpload }) {
  if (upload.kind === 'image') {
    return <img src={upload.url} alt="" loading="lazy" className="aspect-video w-full object-cover" />;
  }
  return (
    <span className="flex aspect-video w-full items-center justify-center gap-2 bg-brand-3 text-brand">
      {upload.kind === 'video' ? <PlayIcon aria-hidden="true" /> : <DownloadIcon aria-hidden="true" />}
      <span className="text-sm font-bold uppercase">{upload.extension}</span>
    </span>
  );
}
