import type { LearningCard } from '@trilha/shared/api/learning-common';
import type { CardFormat } from '@trilha/shared/rules/catalog-paging';
import { useRef } from 'react';
import { useTranslation } from '../../../i18n';
import { BackIcon, NextIcon } from '../../../ui/icons';
import { LearningCardTile } from './learning-card';

const WIDTH: Record<CardFormat, string> = {
  portrait: 'w-40 sm:w-48',
  square: 'w-40 sm:w-48',
  'landscape-large': 'w-72 sm:w-[28rem]',
  'landscape-middle': 'w-64 sm:w-80',
  'landscape-small': 'w-60 sm:w-72',
  'landscape-xsmall': 'w-56 sm:w-64',
};

/** A horizontal carousel of cards, scrolled by touch or by the previous and next buttons. */
export function CardRowScroller({
  cards,
  format,
  label,
}: {
  cards: LearningCard[];
  format: CardFormat;
  label: string;
}) {
  const { t } = useTranslation();
  const list = useRef<HTMLUListElement>(null);
  const scroll = (direction: 1 | -1) => {
    const element = list.current;
    if (element) element.scrollBy({ left: direction * element.clientWidth * 0.8, behavior: 'smooth' });
  };
  return (
    <div className="relative">
      <ul ref={list} aria-label={label} className="-mx-4 flex snap-x gap-3 overflow-x-auto scroll-smooth px-4 pb-2">
        {cards.map((card) => (
          <li
            key={`${card.elementType}-${card.idBlockElement ?? card.idNode ?? card.idContentItem ?? card.idEvaluation ?? card.link}`}
            className={`${WIDTH[format]} shrink-0 snap-start`}
          >
            <LearningCardTile card={card} format={format} />
          </li>
        ))}
      </ul>
      {cards.length > 2 ? (
        <div className="mt-1 hidden justify-end gap-2 md:flex">
          <button
            type="button"
            onClick={() => scroll(-1)}
            className="flex size-11 items-center justify-center rounded-full bg-white shadow ring-1 ring-black/5"
            aria-label={t('learning.blocks.previous')}
          >
            <BackIcon />
          </button>
          <button
            type="button"
            onClick={() => scroll(1)}
            className="flex size-11 items-center justify-center rounded-full bg-white shadow ring-1 ring-black/5"
            aria-label={t('learning.blocks.next')}
          >
            <NextIcon />
          </button>
        </div>
      ) : null}
    </div>
  );
}
