import { SEEK_LOCK_MS, SEEK_MAX_PLAYBACK_RATE } from '@trilha/shared/constants';
import { watchedPercentage } from '@trilha/shared/rules/learning-progress';
import { resolveSeek } from '@trilha/shared/rules/seek';
import { useEffect, useRef, useState } from 'react';
import { useBusy } from '../../../hooks/busy';
import { useTranslation } from '../../../i18n';
import { Button } from '../../../ui/button';
import { Modal } from '../../../ui/modal';

const clock = (seconds: number) => {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

/** The medium's own duration once known, else the content's. */
function mediaDuration(element: HTMLMediaElement | null, fallback: number | null): number {
  return element && Number.isFinite(element.duration) && element.duration > 0 ? element.duration : (fallback ?? 0);
}

type MediaPlayerProps = {
  kind: 'audio' | 'video';
  src: string;
  poster?: string | null;
  title: string;
  /** Seconds known from the content, used until the medium reports its own. */
  duration: number | null;
  seekBlocked: boolean;
  completed: boolean;
  /** Stored progress and resume position. */
  progress: number;
  lastPosition: number;
  onComplete: () => void;
  onReport: (percent: number, lastPosition: number, keepalive: boolean) => void;
  onPlayed: (seconds: number) => void;
};

/**
 * Audio and video of the learning viewer (spec 3, 2.5, 4.2 and 4.6): a saved position offers to start
 * over or continue; with seek blocking, a jump more than 2 s beyond the furthest point watched snaps back
 * with a 500 ms lock; the end completes the content and leaving stores the watched percentage.
 */
export function MediaPlayer(props: MediaPlayerProps) {
  const { t } = useTranslation();
  const media = useRef<HTMLVideoElement & HTMLAudioElement>(null);
  const furthest = useRef(Math.max(props.lastPosition, props.duration ? (props.progress / 100) * props.duration : 0));
  const locked = useRef(false);
  const lastTime = useRef(0);
  const [notice, setNotice] = useState('');
  const [resumeOpen, setResumeOpen] = useState(props.lastPosition > 1 && !props.completed);
  const [playing, setPlaying] = useState(false);
  // A new version waits while the member watches or listens.
  useBusy('lesson', playing);
  const latest = useRef(props);
  latest.current = props;

  const durationOf = () => {
    const element = media.current;
    return element && Number.isFinite(element.duration) && element.duration > 0
      ? element.duration
      : (latest.current.duration ?? 0);
  };

  useEffect(() => {
    const element = media.current;
    const leave = (keepalive: boolean) => {
      if (!element || latest.current.completed) return;
      const duration = mediaDuration(element, latest.current.duration);
      latest.current.onReport(watchedPercentage(furthest.current, duration), element.currentTime, keepalive);
    };
    const onPageHide = () => leave(true);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      leave(true);
    };
  }, []);

  const onTimeUpdate = () => {
    const element = media.current;
    if (!element || element.seeking) return;
    const now = element.currentTime;
    const step = now - lastTime.current;
    if (step > 0 && step < 1.5) props.onPlayed(step);
    lastTime.current = now;
    if (now <= furthest.current + 2.5) furthest.current = Math.max(furthest.current, now);
  };

  const onSeeking = () => {
    const element = media.current;
    if (!element || !props.seekBlocked || props.completed) return;
    const decision = resolveSeek(furthest.current, element.currentTime);
    if (locked.current) {
      // While locked, any jump ahead goes straight back; the snap itself seeks to an allowed point.
      if (!decision.allowed) element.currentTime = decision.position;
      return;
    }
    if (!decision.allowed) {
      locked.current = true;
      element.currentTime = decision.position;
      setNotice(t('learning.viewer.seekBlocked'));
      setTimeout(() => {
        locked.current = false;
      }, SEEK_LOCK_MS);
    }
    lastTime.current = element.currentTime;
  };

  const onRateChange = () => {
    const element = media.current;
    if (element && props.seekBlocked && element.playbackRate > SEEK_MAX_PLAYBACK_RATE)
      element.playbackRate = SEEK_MAX_PLAYBACK_RATE;
  };

  const onEnded = () => {
    setPlaying(false);
    furthest.current = Math.max(furthest.current, durationOf());
    props.onComplete();
  };

  const onPause = () => {
    setPlaying(false);
    const element = media.current;
    if (!element || element.ended || props.completed) return;
    props.onReport(watchedPercentage(furthest.current, durationOf()), element.currentTime, false);
  };

  const startAt = (position: number) => {
    const element = media.current;
    setResumeOpen(false);
    if (!element) return;
    element.currentTime = position;
    lastTime.current = position;
    void element.play().catch(() => undefined);
  };

  const common = {
    ref: media,
    src: props.src,
    controls: true,
    preload: 'metadata' as const,
    onTimeUpdate,
    onSeeking,
    onEnded,
    onPause,
    onPlay: () => setPlaying(true),
    onRateChange,
    'aria-label': props.title,
    className: props.kind === 'video' ? 'aspect-video w-full rounded-xl bg-black' : 'w-full',
    'data-testid': 'learning-media',
  };

  return (
    <div className="flex flex-col gap-2">
      {props.kind === 'video' ? (
        <video {...common} poster={props.poster ?? undefined} playsInline />
      ) : (
        <div className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-black/5">
          {props.poster ? (
            <img src={props.poster} alt="" className="mx-auto aspect-square w-48 rounded-xl object-cover" />
          ) : null}
          <audio {...common} />
        </div>
      )}
      <p aria-live="polite" className="min-h-5 text-sm text-danger">
        {notice}
      </p>
      <Modal
        open={resumeOpen}
        onOpenChange={(open) => (open ? undefined : startAt(props.lastPosition))}
        title={t('learning.viewer.resumeTitle')}
        description={t('learning.viewer.resumeText', { time: clock(props.lastPosition) })}
      >
        <div className="mt-2 flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={() => startAt(0)}>
            {t('learning.viewer.resumeStart')}
          </Button>
          <Button onClick={() => startAt(props.lastPosition)}>{t('learning.viewer.resumeContinue')}</Button>
        </div>
      </Modal>
    </div>
  );
}
