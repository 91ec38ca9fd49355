import { useQuery } from '@tanstack/react-query';
import { youTubeVideoId } from '@trilha/shared/rules/content-player';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../api/client';
import { fetchContentItem } from '../../api/content';
import { contentKeys } from '../../api/content-keys';
import { useTranslation } from '../../i18n';
import { ErrorScreen } from '../../ui/error-screen';
import { LoadingState } from '../../ui/loading-state';
import { MessagePanel } from '../../ui/message-panel';
import { playlistEntryPath } from './content-links';
import { MediaPlayer } from './media-player';
import { Playlist, useMediaCenter } from './playlist';

/**
 * `/wtplayer/{hashedId}` and `/ytplayer/{videoId}` with `idSection`, `content` and `type` (spec document
 * 2, 2.1): one video of a playlist beside the list; the end of a video opens the next one.
 */
export function PlaylistPlayerPage({ host }: { host: 'youtube' | 'video-host' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const [query] = useSearchParams();
  const idContentItem = Number(query.get('content'));
  const isValid = Number.isInteger(idContentItem) && idContentItem > 0;
  const item = useQuery({
    queryKey: contentKeys.item(idContentItem),
    queryFn: () => fetchContentItem(idContentItem),
    enabled: isValid,
  });
  const files = useMediaCenter(isValid ? idContentItem : 0);
  if (!isValid) return <ErrorScreen kind="notFound" />;
  if (item.isPending || files.isPending) return <LoadingState label={t('content.loading')} />;
  if (item.error instanceof ApiError && [400, 403, 404].includes(item.error.status)) {
    return <ErrorScreen kind="notFound" />;
  }
  if (item.isError || !item.data) return <MessagePanel title={t('content.loadError')} tone="error" />;
  const list = files.data?.files ?? [];
  const playlist = item.data.content;
  const position =
    host === 'youtube'
      ? list.findIndex((file) => youTubeVideoId(file.url) === params.videoId)
      : list.findIndex((file) => file.hashedId === params.hashedId);
  const current = list[position];
  const next = list[position + 1];

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{current?.name ?? playlist.text}</h1>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[2fr_1fr]">
        {!current ? (
          // An address naming a video the list does not have is told so; an empty list says it is empty.
          <p className="rounded-xl bg-white p-4 text-muted ring-1 ring-line">
            {list.length > 0 ? t('content.playlist.unknownVideo') : t('content.playlist.empty')}
          </p>
        ) : host === 'youtube' ? (
          <iframe
            src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(params.videoId ?? '')}`}
            title={current.name}
            allow="autoplay; encrypted-media; picture-in-picture"
            allowFullScreen
            className="aspect-video w-full rounded-xl border-0 bg-black"
          />
        ) : (
          <MediaPlayer
            key={current.hashedId}
            item={{ ...playlist, lastPosition: 0, duration: current.duration, text: current.name }}
            kind="video"
            src={current.url}
            poster={current.thumbnail}
            savesPosition={false}
            completesOnEnd={!next}
            onEnded={() => (next ? navigate(playlistEntryPath(next, playlist)) : undefined)}
          />
        )}
        <Playlist item={playlist} {...(current ? { currentId: current.hashedId } : {})} />
      </div>
    </div>
  );
}
