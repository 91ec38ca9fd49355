import { useQuery } from '@tanstack/react-query';
import type { ContentItem } from '@trilha/shared/api/content';
import { formatDuration } from '@trilha/shared/rules/content-player';
import { Link } from 'react-router';
import { fetchMediaCenter } from '../../api/content';
import { contentKeys } from '../../api/content-keys';
import { useTranslation } from '../../i18n';
import { PlayIcon } from '../../ui/icons';
import { LoadingState } from '../../ui/loading-state';
import { playlistEntryPath } from './content-links';

/** The media center of an item: its files (a playlist's videos, at most 50). */
export function useMediaCenter(idContentItem: number) {
  return useQuery({
    queryKey: contentKeys.mediacenter(idContentItem),
    queryFn: () => fetchMediaCenter(idContentItem),
  });
}

/** Type 7: a YouTube or video-host playlist; each video opens in its player route (spec 2, 2.1 and 2.2). */
export function Playlist({ item, currentId }: { item: ContentItem; currentId?: string }) {
  const { t } = useTranslation();
  const files = useMediaCenter(item.idContentItem);
  if (files.isPending) return <LoadingState label={t('content.loading')} />;
  const list = files.data?.files ?? [];
  if (list.length === 0) {
    return <p className="rounded-xl bg-white p-4 text-muted ring-1 ring-line">{t('content.playlist.empty')}</p>;
  }
  return (
    <section aria-labelledby="playlist-title">
      <h2 id="playlist-title" className="mb-2 font-bold">
        {t('content.playlist.title')}
      </h2>
      <ol className="flex flex-col gap-2">
        {list.map((file) => (
          <li key={file.hashedId}>
            <Link
              to={playlistEntryPath(file, item)}
              aria-current={file.hashedId === currentId ? 'true' : undefined}
              className={`flex min-h-16 items-center gap-3 rounded-xl p-2 ring-1 ring-black/5 ${file.hashedId === currentId ? 'bg-brand-3' : 'bg-white hover:bg-brand-3'}`}
            >
              {file.thumbnail ? (
                <img src={file.thumbnail} alt="" className="h-14 w-24 rounded-lg object-cover" />
              ) : (
                <PlayIcon className="size-8 text-brand" />
              )}
              <span className="flex flex-col">
                <span className="font-semibold text-ink">{file.name}</span>
                {file.hashedId === currentId ? (
                  <span className="text-xs font-semibold text-brand">{t('content.playlist.nowPlaying')}</span>
                ) : file.duration ? (
                  <span className="text-xs text-muted">{formatDuration(file.duration)}</span>
                ) : null}
              </span>
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
