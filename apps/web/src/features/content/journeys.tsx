import { useQueryClient } from '@tanstack/react-query';
import type { ContentItem, ContentItemSummary } from '@trilha/shared/api/content';
import { JOURNEY_ITEM_AVERAGE_RATING } from '@trilha/shared/constants';
import { clampIndex, journeyProgress } from '@trilha/shared/rules/content-player';
import { useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { saveContentProgress } from '../../api/content';
import { useGoBack, useSectionHref } from '../../app/go-back';
import { useTranslation } from '../../i18n';
import { Button } from '../../ui/button';
import { CheckIcon, MapIcon } from '../../ui/icons';
import { ProgressBar } from '../../ui/progress-bar';
import { contentPath } from './content-links';
import { formatRating, Stars } from './rating-widget';
import { anchorsOf, SafeHtml } from './safe-html';
import { usePointsToast } from './use-points-toast';

/** Completes the journey item for the member (the last step reached). */
function useCompleteItem(item: ContentItem) {
  const queryClient = useQueryClient();
  const showPoints = usePointsToast();
  return () =>
    saveContentProgress({ idContentItem: item.idContentItem, lastPosition: 0, completed: 1 })
      .then((answer) => {
        showPoints(answer);
        void queryClient.invalidateQueries({ queryKey: ['content'] });
      })
      .catch(() => undefined);
}

/** Types 15 and 22: the journey's parts as a list; parts with votes show the fixed 4.4 average (spec 2, 9). */
export function JourneyList({ item }: { item: ContentItem }) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('content.journey.parts')}>
      <ol className="flex flex-col gap-3">
        {item.children.map((part, index) => (
          <li key={part.idContentItem}>
            <Link
              to={contentPath(part)}
              className="flex min-h-16 items-center gap-3 rounded-xl bg-white p-3 shadow-sm ring-1 ring-black/5 hover:ring-brand"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-3 font-bold text-brand">
                {part.completed ? <CheckIcon /> : index + 1}
              </span>
              {part.image ? <img src={part.image} alt="" className="h-14 w-20 rounded-lg object-cover" /> : null}
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="font-semibold text-ink">{part.text}</span>
                <span className="text-xs text-muted">{t(typeKey(part))}</span>
                {part.numberVotes > 0 ? (
                  <span className="flex items-center gap-1 text-xs text-muted">
                    <Stars value={JOURNEY_ITEM_AVERAGE_RATING} className="size-3.5" />
                    {t('content.journey.averageRating', { rating: formatRating(JOURNEY_ITEM_AVERAGE_RATING) })}
                  </span>
                ) : null}
              </span>
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Type 16: one part at a time with a progress bar of (index + 1) / count; the last part completes it. */
export function StepJourney({ item }: { item: ContentItem }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const complete = useCompleteItem(item);
  const count = item.children.length;
  if (count === 0) return <p className="text-muted">{t('content.nothingToShow')}</p>;
  const part = item.children[clampIndex(index, count)] as ContentItemSummary;
  const isLast = index >= count - 1;
  return (
    <div className="flex flex-col gap-4">
      <ProgressBar value={journeyProgress(index, count)} label={t('content.journey.progress')} />
      <p className="text-sm text-muted">{t('content.journey.step', { index: index + 1, count })}</p>
      <article className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-black/5">
        <h2 className="mb-3 text-lg font-bold">{part.text}</h2>
        <SafeHtml html={part.content ?? ''} />
      </article>
      <div className="flex justify-between gap-3">
        <Button variant="secondary" disabled={index === 0} onClick={() => setIndex(clampIndex(index - 1, count))}>
          {t('content.journey.previous')}
        </Button>
        {isLast ? (
          <Button onClick={() => void complete()} disabled={item.completed === 1}>
            {t('content.journey.finish')}
          </Button>
        ) : (
          <Button
            onClick={() => {
              const next = clampIndex(index + 1, count);
              setIndex(next);
              if (next === count - 1) void complete();
            }}
          >
            {t('content.journey.next')}
          </Button>
        )}
      </div>
    </div>
  );
}

/**
 * Type 23: the interactive guided module. Pages move forward and back; the 'MAPA DE LOCALIZAÇÃO' menu lists
 * each page's anchors, and a target on another page loads that page before scrolling to it (spec 2, 4).
 */
export function GuidedModule({ item }: { item: ContentItem }) {
  const { t } = useTranslation();
  const goBack = useGoBack();
  const sectionHref = useSectionHref(item.idSection);
  const [index, setIndex] = useState(0);
  const [isMapOpen, setMapOpen] = useState(false);
  const complete = useCompleteItem(item);
  const frame = useRef<HTMLDivElement>(null);
  const pages = item.children;
  const map = useMemo(() => pages.map((page) => ({ page, anchors: anchorsOf(page.content ?? '') })), [pages]);
  const count = pages.length;
  if (count === 0) return <p className="text-muted">{t('content.nothingToShow')}</p>;
  const page = pages[clampIndex(index, count)] as ContentItemSummary;

  const goTo = (target: number, anchor?: string) => {
    const next = clampIndex(target, count);
    setIndex(next);
    setMapOpen(false);
    if (next === count - 1) void complete();
    // After the page is drawn, scroll to the anchor (or to the top of the new page).
    requestAnimationFrame(() => {
      const element = anchor ? frame.current?.querySelector(`#${CSS.escape(anchor)}`) : frame.current;
      element?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    });
  };

  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-[16rem_1fr]">
      <nav aria-label={t('content.journey.map')} className="flex flex-col gap-2">
        <Button
          variant="secondary"
          className="inline-flex items-center gap-2 md:hidden"
          aria-expanded={isMapOpen}
          onClick={() => setMapOpen(!isMapOpen)}
        >
          <MapIcon />
          {t('content.journey.map')}
        </Button>
        <div
          className={`${isMapOpen ? 'flex' : 'hidden'} flex-col gap-2 rounded-xl bg-white p-3 ring-1 ring-line md:flex`}
        >
          <h2 className="text-sm font-bold tracking-wide text-brand">{t('content.journey.map')}</h2>
          <ol className="flex flex-col gap-1">
            {map.map(({ page: entry, anchors }, position) => (
              <li key={entry.idContentItem}>
                <button
                  type="button"
                  onClick={() => goTo(position)}
                  aria-current={position === index ? 'page' : undefined}
                  className={`min-h-11 w-full rounded-lg px-2 text-left font-semibold ${position === index ? 'bg-brand-3 text-brand' : 'hover:bg-brand-3'}`}
                >
                  {entry.text}
                </button>
                <ul className="ml-3 flex flex-col">
                  {anchors.map((anchor) => (
                    <li key={anchor.id}>
                      <button
                        type="button"
                        onClick={() => goTo(position, anchor.id)}
                        className="min-h-9 w-full rounded px-2 text-left text-sm text-muted hover:bg-brand-3"
                      >
                        {anchor.text}
                      </button>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
          <Button variant="link" onClick={() => goBack(sectionHref)}>
            {t('content.journey.leave')}
          </Button>
        </div>
      </nav>
      <div className="flex flex-col gap-4">
        <ProgressBar value={journeyProgress(index, count)} label={t('content.journey.progress')} />
        <article ref={frame} className="scroll-mt-24 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-black/5">
          <h2 className="mb-3 text-lg font-bold">{page.text}</h2>
          <SafeHtml html={page.content ?? ''} className="[&_h2]:scroll-mt-24" />
        </article>
        <div className="flex justify-between gap-3">
          <Button variant="secondary" disabled={index === 0} onClick={() => goTo(index - 1)}>
            {t('content.journey.previous')}
          </Button>
          <Button disabled={index >= count - 1} onClick={() => goTo(index + 1)}>
            {t('content.journey.next')}
          </Button>
        </div>
      </div>
    </div>
  );
}

/** The label key of a content type ('Podcast', 'Vídeo'...). */
export function typeKey(item: Pick<ContentItemSummary, 'idContentType'>) {
  return `content.types.${item.idContentType}` as Parameters<ReturnType<typeof useTranslation>['t']>[0];
}
