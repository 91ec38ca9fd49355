import { useQueryClient } from '@tanstack/react-query';
import type { ContentItem, ContentItemSummary } from '@trilha/shared/api/content';
import { JOURNEY_ITEM_AVERAGE_RATING } from '@trilha/shared/constants';
import { clampIndex, journeyProgress, resumeStep, visitedProgress } from '@trilha/shared/rules/content-player';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { saveContentProgress } from '../../api/content';
import { contentKeys } from '../../api/content-keys';
import { useGoBack, useSectionHref } from '../../hooks/go-back';
import { useTranslation } from '../../i18n';
import { Button } from '../../ui/button';
import { CheckIcon, MapIcon } from '../../ui/icons';
import { ProgressBar } from '../../ui/progress-bar';
import { ArticleHtml, anchorsOf } from './article-html';
import { contentPath } from './content-links';
import { formatRating, Stars } from './rating-widget';
import { usePointsToast } from './use-points-toast';

/**
 * Saves the member's progress on a journey or a guided module: a percentage below 100 while moving through
 * it, and completion when it is finished; a campaign's points for it show in the toast.
 */
function useJourneyProgress(item: ContentItem) {
  const queryClient = useQueryClient();
  const showPoints = usePointsToast();
  const saved = useRef(item.progress);
  const save = (body: { progress?: number; completed?: 1 }) =>
    saveContentProgress({ idContentItem: item.idContentItem, lastPosition: 0, ...body })
      .then((answer) => {
        showPoints(answer);
        void queryClient.invalidateQueries({ queryKey: contentKeys.all });
      })
      .catch(() => undefined);
  return {
    /** Progress only grows; a value below what is stored is not sent. */
    report(progress: number) {
      const rounded = Math.round(progress);
      if (item.completed === 1 || rounded <= saved.current || rounded >= 100) return;
      saved.current = rounded;
      void save({ progress: rounded });
    },
    complete: () => save({ completed: 1 }),
  };
}

/**
 * The side menu of a journey stepper and of a guided module (spec 2, 2.3): 'MAPA DE LOCALIZAÇÃO' with its
 * entries (open on wide screens, behind a button on phones) and the 'SAIR DESTE MÓDULO' action.
 */
function JourneyMapNav({
  idSection,
  children,
}: {
  idSection: ContentItem['idSection'];
  children: (close: () => void) => React.ReactNode;
}) {
  const { t } = useTranslation();
  const goBack = useGoBack();
  const sectionHref = useSectionHref(idSection);
  // 'SAIR DESTE MÓDULO': back to where the member came from, or to the module's section when opened directly.
  const leave = () => goBack(sectionHref);
  const [isMapOpen, setMapOpen] = useState(false);
  return (
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
        {children(() => setMapOpen(false))}
        <Button variant="link" onClick={leave}>
          {t('content.journey.leave')}
        </Button>
      </div>
    </nav>
  );
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

/**
 * Type 16: the journey stepper (spec 2, 2.3 and 4): one part at a time with a progress bar of
 * (index + 1) / count, the 'MAPA DE LOCALIZAÇÃO' of the parts reached so far and 'SAIR DESTE MÓDULO'. Moving on
 * saves the progress; 'Concluir' on the last part completes the journey.
 */
export function StepJourney({ item }: { item: ContentItem }) {
  const { t } = useTranslation();
  const count = item.children.length;
  const [index, setIndex] = useState(() => (item.completed === 1 ? 0 : resumeStep(item.progress, count)));
  const [furthest, setFurthest] = useState(() => (item.completed === 1 ? count - 1 : index));
  const [isFinished, setFinished] = useState(item.completed === 1);
  const [isSaving, setSaving] = useState(false);
  const progress = useJourneyProgress(item);
  if (count === 0) return <p className="text-muted">{t('content.nothingToShow')}</p>;
  const part = item.children[clampIndex(index, count)] as ContentItemSummary;
  const isLast = index >= count - 1;

  const goTo = (target: number) => {
    const next = clampIndex(target, count);
    setIndex(next);
    setFurthest((reached) => Math.max(reached, next));
    progress.report(journeyProgress(next, count));
  };
  const finish = async () => {
    setSaving(true);
    await progress.complete();
    setSaving(false);
    setFinished(true);
  };

  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-[16rem_1fr]">
      <JourneyMapNav idSection={item.idSection}>
        {(close) => (
          <ol className="flex flex-col gap-1">
            {item.children.map((entry, position) => (
              <li key={entry.idContentItem}>
                <button
                  type="button"
                  disabled={position > furthest}
                  onClick={() => {
                    goTo(position);
                    close();
                  }}
                  aria-current={position === index ? 'step' : undefined}
                  className={`flex min-h-11 w-full items-center gap-2 rounded-lg px-2 text-left font-semibold disabled:cursor-not-allowed disabled:text-muted ${position === index ? 'bg-brand-3 text-brand' : 'hover:bg-brand-3'}`}
                >
                  <span aria-hidden="true" className="w-5 shrink-0 text-center">
                    {position < furthest || isFinished ? '✓' : position + 1}
                  </span>
                  <span className="min-w-0 break-words">{entry.text}</span>
                </button>
              </li>
            ))}
          </ol>
        )}
      </JourneyMapNav>
      <div className="flex min-w-0 flex-col gap-4">
        <ProgressBar value={journeyProgress(index, count)} label={t('content.journey.progress')} />
        <p className="text-sm text-muted">{t('content.journey.step', { index: index + 1, count })}</p>
        <article className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-black/5">
          <h2 className="mb-3 break-words text-lg font-bold">{part.text}</h2>
          <ArticleHtml html={part.content ?? ''} />
        </article>
        {isFinished ? (
          <p role="status" className="flex items-center gap-2 font-semibold text-success">
            <CheckIcon />
            {t('content.journey.finished')}
          </p>
        ) : null}
        <div className="flex justify-between gap-3">
          <Button variant="secondary" disabled={index === 0} onClick={() => goTo(index - 1)}>
            {t('content.journey.previous')}
          </Button>
          {isLast ? (
            <Button onClick={() => void finish()} disabled={isSaving}>
              {t('content.journey.finish')}
            </Button>
          ) : (
            <Button onClick={() => goTo(index + 1)}>{t('content.journey.next')}</Button>
          )}
        </div>
      </div>
    </div>
  );
}

/**
 * Type 23: the interactive guided module. Pages move forward and back; the 'MAPA DE LOCALIZAÇÃO' menu lists
 * each page's anchors, and a target on another page loads that page before scrolling to it (spec 2, 4).
 * Its progress is the share of its pages the member actually visited; it completes when every page was.
 */
export function GuidedModule({ item }: { item: ContentItem }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const progress = useJourneyProgress(item);
  const visited = useRef(new Set<number>());
  const frame = useRef<HTMLDivElement>(null);
  const pages = item.children;
  const map = useMemo(() => pages.map((page) => ({ page, anchors: anchorsOf(page.content ?? '') })), [pages]);
  const count = pages.length;

  const visit = useCallback(
    (position: number) => {
      if (visited.current.has(position)) return;
      visited.current.add(position);
      if (visited.current.size >= count) {
        if (item.completed !== 1) void progress.complete();
      } else {
        progress.report(visitedProgress(visited.current.size, count));
      }
    },
    [count, item.completed, progress],
  );
  // The first page is visited when the module opens.
  useEffect(() => {
    if (count > 0) visit(0);
  }, [count, visit]);

  if (count === 0) return <p className="text-muted">{t('content.nothingToShow')}</p>;
  const page = pages[clampIndex(index, count)] as ContentItemSummary;

  const goTo = (target: number, anchor?: string) => {
    const next = clampIndex(target, count);
    setIndex(next);
    visit(next);
    // After the page is drawn, scroll to the anchor (or to the top of the new page).
    requestAnimationFrame(() => {
      const element = anchor ? frame.current?.querySelector(`#${CSS.escape(anchor)}`) : frame.current;
      element?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    });
  };

  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-[16rem_1fr]">
      <JourneyMapNav idSection={item.idSection}>
        {(close) => (
          <ol className="flex flex-col gap-1">
            {map.map(({ page: entry, anchors }, position) => (
              <li key={entry.idContentItem}>
                <button
                  type="button"
                  onClick={() => {
                    goTo(position);
                    close();
                  }}
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
                        onClick={() => {
                          goTo(position, anchor.id);
                          close();
                        }}
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
        )}
      </JourneyMapNav>
      <div className="flex min-w-0 flex-col gap-4">
        <ProgressBar value={journeyProgress(index, count)} label={t('content.journey.progress')} />
        <article ref={frame} className="scroll-mt-24 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-black/5">
          <h2 className="mb-3 text-lg font-bold">{page.text}</h2>
          <ArticleHtml html={page.content ?? ''} className="[&_h2]:scroll-mt-24" />
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
