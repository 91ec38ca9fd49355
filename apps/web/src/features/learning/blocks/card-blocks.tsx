import type { LearningBlock } from '@trilha/shared/api/learning-common';
import { type CardFormat, toCardFormat } from '@trilha/shared/rules/catalog-paging';
import { NextIcon } from '../../../ui/icons';
import { CardImage } from '../components/card-image';
import { CardRowScroller } from '../components/card-row-scroller';
import { CardFrame, LearningCardRow, LearningCardTile } from '../components/learning-card';
import { BlockSection } from './block-section';

const GRID_COLUMNS: Record<CardFormat, string> = {
  portrait: 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-5',
  square: 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-4',
  'landscape-large': 'grid-cols-1 md:grid-cols-2',
  'landscape-middle': 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-3',
  'landscape-small': 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-3',
  'landscape-xsmall': 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-3',
};

/** Carrousel: a horizontal row of cards. */
export function CarrouselBlock({ block }: { block: LearningBlock }) {
  const format = toCardFormat(block.parameters.cardFormat ?? 'landscape-middle');
  return (
    <BlockSection title={block.title}>
      <CardRowScroller cards={block.elements} format={format} label={block.title ?? ''} />
    </BlockSection>
  );
}

/** Grid: cards in columns by format. */
export function GridBlock({ block }: { block: LearningBlock }) {
  const format = toCardFormat(block.parameters.cardFormat);
  return (
    <BlockSection title={block.title}>
      <ul className={`grid gap-3 sm:gap-4 ${GRID_COLUMNS[format]}`}>
        {block.elements.map((card, index) => (
          <li key={card.idBlockElement ?? index}>
            <LearningCardTile card={card} format={format} />
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}

/** List: one row per element (also the blocks of a training's pages). */
export function ListBlock({ block }: { block: LearningBlock }) {
  return (
    <BlockSection title={block.title}>
      <ul className="flex flex-col gap-2">
        {block.elements.map((card, index) => (
          <li key={card.idBlockElement ?? index}>
            <LearningCardRow card={card} />
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}

/** NodeLink: a wide link to a page, with its picture and the block's text. */
export function NodeLinkBlock({ block }: { block: LearningBlock }) {
  const card = block.elements[0];
  if (!card) return null;
  return (
    <CardFrame
      card={card}
      className="group grid overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-black/5 hover:shadow-md md:grid-cols-[2fr_3fr]"
    >
      <CardImage src={card.image} format="landscape-middle" />
      <span className="flex flex-col justify-center gap-2 p-5">
        <span className="text-xl font-bold text-ink">{block.title ?? card.title}</span>
        {block.text ? <span className="text-muted">{block.text}</span> : null}
        <span className="mt-1 inline-flex items-center gap-1 font-semibold text-brand underline-offset-4 group-hover:underline">
          {card.title}
          <NextIcon className="size-4" />
        </span>
      </span>
    </CardFrame>
  );
}
