import type { ContentItemSummary } from '@trilha/shared/api/content';
import { CONTENT_TYPE } from '@trilha/shared/api/content';
import { formatDuration, isLiveToday } from '@trilha/shared/rules/content-player';
import { formatDate } from '@trilha/shared/rules/format';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n';
import { CheckIcon, DownloadIcon, PlayIcon } from '../../ui/icons';
import { ProgressBar } from '../../ui/progress-bar';
import { contentPath } from './content-links';
import { typeKey } from './journeys';

export type CardVariant = 'card' | 'audio' | 'line' | 'tile' | 'post' | 'hero';

/** The completed and live badges of an item. */
export function ItemBadges({ item }: { item: ContentItemSummary }) {
  const { t } = useTranslation();
  const isLive = item.idContentType === CONTENT_TYPE.LIVE && isLiveToday(item.initDate, new Date());
  return (
    <span className="flex flex-wrap gap-1">
      {isLive ? (
        <span className="rounded bg-danger px-2 py-0.5 text-xs font-bold tracking-wide text-white">
          {t('content.live')}
        </span>
      ) : null}
      {item.completed ? (
        <span className="inline-flex items-center gap-1 rounded bg-success px-2 py-0.5 text-xs font-bold text-white">
          <CheckIcon className="size-3.5" />
          {t('content.completed')}
        </span>
      ) : null}
    </span>
  );
}

const isMedia = (item: ContentItemSummary) =>
  item.idContentType === CONTENT_TYPE.AUDIO ||
  item.idContentType === CONTENT_TYPE.VIDEO ||
  item.idContentType === CONTENT_TYPE.LIVE ||
  item.idContentType === CONTENT_TYPE.PLAYLIST;

/** A content item as a link in a section list, in one of the layouts' shapes. */
export function ItemCard({
  item,
  variant,
  showType = false,
  showProgress = false,
}: {
  item: ContentItemSummary;
  variant: CardVariant;
  showType?: boolean;
  showProgress?: boolean;
}) {
  const { t } = useTranslation();
  const meta = [
    showType ? t(typeKey(item)) : null,
    item.author,
    item.initDate &&
    (variant === 'post' || item.idContentType === CONTENT_TYPE.LIVE || item.idContentType === CONTENT_TYPE.LIVE_LINK)
      ? formatDate(item.initDate)
      : null,
    item.duration ? formatDuration(item.duration) : null,
  ].filter(Boolean);

  const picture = (className: string) =>
    item.image ? (
      <img src={item.image} alt="" loading="lazy" className={`object-cover ${className}`} />
    ) : (
      <span className={`block bg-brand-3 ${className}`} />
    );
  const overlayIcon = isMedia(item) ? (
    <span className="absolute inset-0 flex items-center justify-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-black/55 text-white">
        <PlayIcon className="size-6" />
      </span>
    </span>
  ) : item.idContentType === CONTENT_TYPE.DOWNLOAD || item.idContentType === CONTENT_TYPE.PDF ? (
    <span className="absolute right-2 bottom-2 rounded-full bg-white/90 p-2 text-brand">
      <DownloadIcon className="size-5" />
    </span>
  ) : null;

  const text = (
    <span className="flex min-w-0 flex-1 flex-col gap-1">
      <ItemBadges item={item} />
      <span className={`font-semibold text-ink ${variant === 'hero' ? 'text-xl text-white' : ''}`}>{item.text}</span>
      {item.description && variant !== 'tile' ? (
        <span className={`line-clamp-2 text-sm ${variant === 'hero' ? 'text-white/90' : 'text-muted'}`}>
          {item.description}
        </span>
      ) : null}
      {meta.length > 0 && variant !== 'tile' ? (
        <span className={`text-xs ${variant === 'hero' ? 'text-white/80' : 'text-muted'}`}>{meta.join(' · ')}</span>
      ) : null}
      {showProgress ? <ProgressBar value={item.progress} label={t('content.journey.progress')} size="sm" /> : null}
    </span>
  );

  const base =
    'group flex overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-black/5 transition hover:ring-brand focus-visible:ring-2';
  const label = t('content.openItem', { title: item.text });
  switch (variant) {
    case 'line':
      return (
        <Link
          to={contentPath(item)}
          className={`${base} min-h-24 items-center gap-3 p-2`}
          aria-label={label}
          data-item-card
        >
          <span className="relative h-20 w-28 shrink-0 overflow-hidden rounded-xl sm:w-36">
            {picture('size-full')}
            {overlayIcon}
          </span>
          {text}
        </Link>
      );
    case 'audio':
      return (
        <Link to={contentPath(item)} className={`${base} flex-col`} aria-label={label} data-item-card>
          <span className="relative aspect-square w-full">
            {picture('size-full')}
            {overlayIcon}
          </span>
          <span className="flex p-3">{text}</span>
        </Link>
      );
    case 'tile':
    case 'hero':
      return (
        <Link
          to={contentPath(item)}
          className={`${base} relative size-full min-h-40 items-end`}
          aria-label={label}
          data-item-card
        >
          {picture('absolute inset-0 size-full')}
          <span className="absolute inset-0 bg-gradient-to-t from-black/75 via-black/20 to-transparent" />
          {overlayIcon}
          <span className={`relative flex w-full p-4 [&_.text-ink]:text-white ${variant === 'hero' ? 'p-6' : ''}`}>
            {text}
          </span>
        </Link>
      );
    default:
      return (
        <Link to={contentPath(item)} className={`${base} flex-col`} aria-label={label} data-item-card>
          <span className={`relative w-full ${variant === 'post' ? 'aspect-[2/1]' : 'aspect-video'}`}>
            {picture('size-full')}
            {overlayIcon}
          </span>
          <span className="flex p-4">{text}</span>
        </Link>
      );
  }
}
