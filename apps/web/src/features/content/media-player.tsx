import { useQueryClient } from '@tanstack/react-query';
import type { ContentItem } from '@trilha/shared/api/content';
import { CONTENT_PROGRESS_SAVE_MS } from '@trilha/shared/constants';
import { formatClock, shouldOfferResume } from '@trilha/shared/rules/content-player';
import { useEffect, useRef, useState } from 'react';
import { saveContentProgress, updateContentDuration } from '../../api/content';
import { contentKeys } from '../../api/content-keys';
import { useBusy } from '../../hooks/busy';
import { useTranslation } from '../../i18n';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { usePointsToast } from './use-points-toast';

type MediaPlayerProps = {
  item: ContentItem;
  kind: 'audio' | 'video';
  /** Another source than the item's own (a playlist entry). */
  src?: string;
  poster?: string | null;
  /** Called when the medium ends. */
  onEnded?: () => void;
  /** False for a playlist entry: no resume position is kept, and only the last entry's end completes the item. */
  savesPosition?: boolean;
  completesOnEnd?: boolean;
};

/**
 * Audio and video of the content app (spec document 2, 2.2 and 4): a saved position offers to start over
 * or continue, and nothing is saved before the choice; while playing the position and the seconds played
 * are saved every 15 s, and on pause, on leaving and at the end (which completes the item). The medium's
 * own duration is reported when it differs from the item's.
 */
export function MediaPlayer({
  item,
  kind,
  src,
  poster,
  onEnded,
  savesPosition = true,
  completesOnEnd = true,
}: MediaPlayerProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const showPoints = usePointsToast();
  const media = useRef<HTMLVideoElement & HTMLAudioElement>(null);
  const [isResumeOpen, setResumeOpen] = useState(
    () => savesPosition && item.completed !== 1 && shouldOfferResume(item.lastPosition, item.duration),
  );
  const canSave = useRef(!isResumeOpen);
  const played = useRef(0);
  const lastTime = useRef(0);
  const [isPlaying, setPlaying] = useState(false);
  // A new version of the app waits while the member watches or listens, as during a lesson.
  useBusy('lesson', isPlaying);

  const save = (extra: { completed?: 1; keepalive?: boolean } = {}) => {
    const element = media.current;
    if (!element || !canSave.current || (!savesPosition && !extra.completed)) return;
    const duration = Number.isFinite(element.duration) && element.duration > 0 ? element.duration : item.duration;
    const seconds = played.current;
    played.current = 0;
    const body = {
      idContentItem: item.idContentItem,
      lastPosition: extra.completed ? 0 : Math.round(element.currentTime * 10) / 10,
      secondsPlayed: Math.round(seconds),
      ...(duration ? { progress: Math.min(99, (element.currentTime / duration) * 100) } : {}),
      ...(extra.completed ? { completed: 1 as const } : {}),
    };
    void saveContentProgress(body, { keepalive: extra.keepalive ?? false })
      .then((answer) => {
        showPoints(answer);
        if (extra.completed) void queryClient.invalidateQueries({ queryKey: contentKeys.all });
      })
      .catch(() => undefined);
  };
  const saveRef = useRef(save);
  saveRef.current = save;

  useEffect(() => {
    const timer = setInterval(() => {
      if (media.current && !media.current.paused) saveRef.current();
    }, CONTENT_PROGRESS_SAVE_MS);
    const onPageHide = () => saveRef.current({ keepalive: true });
    window.addEventListener('pagehide', onPageHide);
    return () => {
      clearInterval(timer);
      window.removeEventListener('pagehide', onPageHide);
      if (media.current && !media.current.ended) saveRef.current({ keepalive: true });
    };
  }, []);

  const startAt = (position: number) => {
    setResumeOpen(false);
    canSave.current = true;
    const element = media.current;
    if (!element) return;
    element.currentTime = position;
    lastTime.current = position;
    void element.play().catch(() => undefined);
  };

  const common = {
    ref: media,
    src: src ?? item.contentLocation ?? undefined,
    controls: true,
    preload: 'metadata' as const,
    'aria-label': item.text,
    'data-testid': 'content-media',
    onPlay: () => setPlaying(true),
    onPause: () => {
      setPlaying(false);
      if (!media.current?.ended) save();
    },
    onEnded: () => {
      setPlaying(false);
      if (completesOnEnd) save({ completed: 1 });
      onEnded?.();
    },
    onTimeUpdate: () => {
      const element = media.current;
      if (!element || element.seeking) return;
      const step = element.currentTime - lastTime.current;
      if (step > 0 && step < 1.5) played.current += step;
      lastTime.current = element.currentTime;
    },
    onLoadedMetadata: () => {
      const element = media.current;
      if (!element || !Number.isFinite(element.duration) || element.duration <= 0 || src) return;
      if (Math.abs(Math.round(element.duration) - (item.duration ?? 0)) > 1) {
        void updateContentDuration({ idContentItem: item.idContentItem, duration: element.duration }).catch(
          () => undefined,
        );
      }
    },
  };

  return (
    <div className="flex flex-col gap-2">
      {kind === 'video' ? (
        <video
          {...common}
          poster={poster ?? item.image ?? undefined}
          playsInline
          className="aspect-video w-full rounded-xl bg-black"
        />
      ) : (
        <div className="flex flex-col items-center gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-black/5">
          {item.image ? <img src={item.image} alt="" className="aspect-square w-56 rounded-xl object-cover" /> : null}
          <audio {...common} className="w-full" />
        </div>
      )}
      <Modal
        open={isResumeOpen}
        dismissible={false}
        title={t('content.resume.title')}
        description={t('content.resume.text', { time: formatClock(item.lastPosition) })}
      >
        <div className="mt-2 flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={() => startAt(0)}>
            {t('content.resume.start')}
          </Button>
          <Button onClick={() => startAt(item.lastPosition)}>{t('content.resume.continue')}</Button>
        </div>
      </Modal>
    </div>
  );
}
