import type { ContentItem } from '@trilha/shared/api/content';
import { isLiveToday } from '@trilha/shared/rules/content-player';
import { formatDateTime } from '@trilha/shared/rules/format';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n';

/**
 * A live stream (type 6, spec document 2, 2.2 and 4): on the day of its `initDate` the HLS stream plays
 * through hls.js (loaded only here) or the browser's own HLS, with the 'AO VIVO' badge; on other days the
 * item's picture and the date show instead.
 */
export function LivePlayer({ item, forceVideo = false }: { item: ContentItem; forceVideo?: boolean }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const isToday = isLiveToday(item.initDate, new Date(), { forceVideo });
  const source = item.contentLocation;

  useEffect(() => {
    const element = video.current;
    if (!isToday || !element || !source) return;
    let destroy: () => void = () => undefined;
    let isCancelled = false;
    if (element.canPlayType('application/vnd.apple.mpegurl')) {
      element.src = source;
    } else {
      void import('hls.js')
        .then(({ default: Hls }) => {
          if (isCancelled) return;
          if (!Hls.isSupported()) {
            setFailed(true);
            return;
          }
          const hls = new Hls();
          hls.on(Hls.Events.ERROR, (_event, data) => {
            if (data.fatal) setFailed(true);
          });
          hls.loadSource(source);
          hls.attachMedia(element);
          destroy = () => hls.destroy();
        })
        .catch(() => setFailed(true));
    }
    return () => {
      isCancelled = true;
      destroy();
    };
  }, [isToday, source]);

  if (!isToday) {
    return (
      <figure className="relative overflow-hidden rounded-xl bg-black/5">
        {item.image ? <img src={item.image} alt="" className="aspect-video w-full object-cover" /> : null}
        {item.initDate ? (
          <figcaption className="p-3 text-sm font-semibold text-ink">
            {t('content.liveNotToday', { date: formatDateTime(item.initDate) })}
          </figcaption>
        ) : null}
      </figure>
    );
  }
  return (
    <div className="relative">
      {/* biome-ignore lint/a11y/useMediaCaption: a live stream carries no caption track. */}
      <video
        ref={video}
        controls
        playsInline
        poster={item.image ?? undefined}
        aria-label={item.text}
        data-testid="live-video"
        className="aspect-video w-full rounded-xl bg-black"
      />
      <span className="absolute top-3 left-3 rounded bg-danger px-2 py-1 text-xs font-bold tracking-wide text-white">
        {t('content.live')}
      </span>
      {failed ? (
        <p role="alert" className="mt-2 text-sm text-danger">
          {t('content.loadError')}
        </p>
      ) : null}
    </div>
  );
}
