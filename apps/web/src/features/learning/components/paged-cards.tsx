import { useInfiniteQuery } from '@tanstack/react-query';
import type { LearningCard } from '@trilha/shared/api/learning-common';
import { type CardFormat, catalogPaging } from '@trilha/shared/rules/catalog-paging';
import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import { Button } from '../../../ui/button';
import { BackIcon, NextIcon } from '../../../ui/icons';
import { Spinner } from '../../../ui/spinner';
import { useScreenSize } from '../hooks/use-screen-size';
import { LearningCardTile } from './learning-card';

type Page = { cards: LearningCard[]; total: number };

const GRID: Record<number, string> = {
  1: 'grid-cols-1',
  2: 'grid-cols-2',
  3: 'grid-cols-3',
  4: 'grid-cols-4',
  5: 'grid-cols-5',
};

/**
 * Cards loaded page by page with the paging rules of spec 3, 9: on small screens 6 first and then 5 more
 * with 'Mostrar mais'; on larger screens one row of 5, 4 or 3 cards (by format) with previous and next.
 */
export function PagedCards({
  queryKey,
  fetchPage,
  format,
  emptyText,
  label,
}: {
  queryKey: readonly unknown[];
  fetchPage: (offset: number, limit: number) => Promise<Page>;
  format: CardFormat;
  emptyText: string;
  label: string;
}) {
  const { t } = useTranslation();
  const screen = useScreenSize();
  const paging = catalogPaging(format, screen);
  const [page, setPage] = useState(0);
  const query = useInfiniteQuery({
    queryKey: [...queryKey, screen],
    initialPageParam: 0,
    queryFn: ({ pageParam }) => fetchPage(pageParam, pageParam === 0 ? paging.first : paging.next),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, entry) => sum + entry.cards.length, 0);
      return loaded < last.total ? loaded : undefined;
    },
  });
  if (query.isPending) return <Spinner label={t('common.loading')} />;
  if (query.isError) return <p className="text-sm text-danger">{t('learning.level.loadError')}</p>;
  const cards = query.data.pages.flatMap((entry) => entry.cards);
  const total = query.data.pages[0]?.total ?? 0;
  if (cards.length === 0) return <p className="py-4 text-sm text-muted">{emptyText}</p>;

  if (screen === 'small') {
    return (
      <div className="flex flex-col gap-3">
        <ul className={`grid gap-3 ${GRID[paging.columns]}`} aria-label={label}>
          {cards.map((card) => (
            <li
              key={`${card.elementType}-${card.idBlockElement ?? card.idNode ?? card.idContentItem ?? card.idEvaluation ?? card.link}`}
            >
              <LearningCardTile card={card} format={format} />
            </li>
          ))}
        </ul>
        {query.hasNextPage ? (
          <Button variant="secondary" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
            {t('learning.blocks.showMore')}
          </Button>
        ) : null}
      </div>
    );
  }

  const pages = Math.max(1, Math.ceil(total / paging.columns));
  const current = Math.min(page, pages - 1);
  const visible = cards.slice(current * paging.columns, current * paging.columns + paging.columns);
  const goNext = async () => {
    if ((current + 1) * paging.columns >= cards.length && query.hasNextPage) await query.fetchNextPage();
    setPage(current + 1);
  };
  return (
    <div className="flex flex-col gap-3">
      <ul className={`grid gap-4 ${GRID[paging.columns]}`} aria-label={label}>
        {visible.map((card) => (
          <li
            key={`${card.elementType}-${card.idBlockElement ?? card.idNode ?? card.idContentItem ?? card.idEvaluation ?? card.link}`}
          >
            <LearningCardTile card={card} format={format} />
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <div className="flex items-center justify-end gap-2">
          <span className="text-xs text-muted" aria-live="polite">
            {t('learning.blocks.page', { page: current + 1, pages })}
          </span>
          <button
            type="button"
            onClick={() => setPage(current - 1)}
            disabled={current === 0}
            className="flex size-11 items-center justify-center rounded-full bg-white shadow ring-1 ring-black/5 disabled:opacity-40"
            aria-label={t('learning.blocks.previous')}
          >
            <BackIcon />
          </button>
          <button
            type="button"
            onClick={() => void goNext()}
            disabled={current >= pages - 1 || query.isFetchingNextPage}
            className="flex size-11 items-center justify-center rounded-full bg-white shadow ring-1 ring-black/5 disabled:opacity-40"
            aria-label={t('learning.blocks.next')}
          >
            <NextIcon />
          </button>
        </div>
      ) : null}
    </div>
  );
}
