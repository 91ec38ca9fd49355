import type { SectionDesign } from '@trilha/shared/api/auth';
import { CAROUSEL_BREAKPOINTS } from '@trilha/shared/constants';
import { carouselItemsPerSlide, isRowFirstItemWide } from '@trilha/shared/rules/home-layout';
import useEmblaCarousel from 'embla-carousel-react';
import { type ComponentProps, useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from '../../i18n';
import type { HomeBlock } from './home-blocks';
import { type CardVariant, MenuItemCard } from './menu-item-card';

type LayoutProps = { block: HomeBlock; design: SectionDesign[] };

/** The design's menu colours, used in turn for options without a colour of their own. */
function menuColors(block: HomeBlock): string[] {
  const menu = block.format.menu;
  return [menu?.firstColor, menu?.secondColor, menu?.thirdColor, menu?.fourthColor].filter((color): color is string =>
    Boolean(color),
  );
}

/** The block's items, each in its card with the menu's colours in turn; `itemProps` gives each `<li>` its place. */
function ItemList({
  block,
  design,
  variant,
  itemProps,
  ...list
}: LayoutProps & ComponentProps<'ul'> & { variant?: CardVariant; itemProps: (index: number) => ComponentProps<'li'> }) {
  const colors = menuColors(block);
  return (
    <ul {...list}>
      {block.items.map((item, index) => (
        <li key={item.idSection} {...itemProps(index)}>
          <MenuItemCard
            option={item}
            design={design}
            format={block.format}
            isFirst={index === 0}
            variant={variant}
            fallbackColor={colors[index % (colors.length || 1)]}
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * Row: a third of the width per item from 768 px, and the first 66.66% wide when the row has more than 4
 * items (spec 1, 2). On a phone, where a third is too narrow for a word, half the width per item and the
 * wide first one takes the row. A last line that is not full stretches its items, so no empty strip is left.
 */
export function RowLayout({ block, design }: LayoutProps) {
  const isWide = isRowFirstItemWide(block.items.length);
  return (
    <ItemList
      block={block}
      design={design}
      className="-m-1 flex flex-wrap"
      data-layout="row"
      itemProps={(index) => ({
        className: `h-28 grow p-1 md:h-40 ${index === 0 && isWide ? 'basis-full md:basis-2/3' : 'basis-1/2 md:basis-1/3'}`,
        'data-wide': index === 0 && isWide ? 'true' : undefined,
      })}
    />
  );
}

/** Mosaic: the first item takes a 2x2 tile, the others one tile each. */
export function MosaicLayout({ block, design }: LayoutProps) {
  return (
    <ItemList
      block={block}
      design={design}
      className="grid auto-rows-[7.5rem] grid-cols-2 gap-2 md:auto-rows-[10rem] md:grid-cols-4"
      data-layout="mosaic"
      itemProps={(index) => ({ className: index === 0 ? 'col-span-2 row-span-2' : '' })}
    />
  );
}

/** Fullscreen: each item fills the screen's height with its picture and large text. */
export function FullscreenLayout({ block, design }: LayoutProps) {
  return (
    <ItemList
      block={block}
      design={design}
      variant="hero"
      className="flex flex-col gap-3"
      data-layout="fullscreen"
      itemProps={() => ({ className: 'h-[70dvh] max-h-[40rem] min-h-80' })}
    />
  );
}

/** Items per slide for the window's width, following the breakpoints as the window changes. */
function useItemsPerSlide(): number {
  const [count, setCount] = useState(() => carouselItemsPerSlide(window.innerWidth));
  useEffect(() => {
    const queries = CAROUSEL_BREAKPOINTS.map((step) => window.matchMedia(`(min-width: ${step.minWidth}px)`));
    const update = () => setCount(carouselItemsPerSlide(window.innerWidth));
    for (const query of queries) query.addEventListener('change', update);
    return () => {
      for (const query of queries) query.removeEventListener('change', update);
    };
  }, []);
  return count;
}

/** Carousel: 3 items per slide from 992 px, 2 from 800 px, 1 below; buttons and page dots to move. */
export function CarouselLayout({ block, design }: LayoutProps) {
  const { t } = useTranslation();
  const perSlide = useItemsPerSlide();
  const [viewportRef, embla] = useEmblaCarousel({
    align: 'start',
    slidesToScroll: perSlide,
    containScroll: 'trimSnaps',
  });
  const [pages, setPages] = useState<number[]>([]);
  const [page, setPage] = useState(0);
  const listId = useId();

  const sync = useCallback(() => {
    if (!embla) return;
    setPages(embla.scrollSnapList());
    setPage(embla.selectedScrollSnap());
  }, [embla]);
  useEffect(() => {
    if (!embla) return;
    sync();
    embla.on('select', sync).on('reInit', sync);
    return () => {
      embla.off('select', sync).off('reInit', sync);
    };
  }, [embla, sync]);
  useEffect(() => {
    embla?.reInit({ slidesToScroll: perSlide });
  }, [embla, perSlide]);

  const button =
    'flex size-11 items-center justify-center rounded-full bg-white text-xl text-ink shadow disabled:opacity-40';
  return (
    <div className="flex flex-col gap-2" data-layout="carousel" data-per-slide={perSlide}>
      <div className="overflow-hidden" ref={viewportRef}>
        <ItemList
          block={block}
          design={design}
          id={listId}
          className="-ml-2 flex touch-pan-y"
          aria-label={t('home.carousel', { title: block.title ?? '' })}
          itemProps={() => ({ className: 'h-44 min-w-0 pl-2 md:h-56', style: { flex: `0 0 ${100 / perSlide}%` } })}
        />
      </div>
      {pages.length > 1 ? (
        <div className="flex items-center justify-between gap-2">
          <button
            type="button"
            className={button}
            aria-controls={listId}
            aria-label={t('home.previous')}
            disabled={page === 0}
            onClick={() => embla?.scrollPrev()}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <div className="flex gap-1">
            {pages.map((snap, index) => (
              <button
                key={snap}
                type="button"
                aria-controls={listId}
                aria-label={t('home.slide', { number: index + 1, total: pages.length })}
                aria-current={index === page ? 'true' : undefined}
                className="flex size-8 items-center justify-center"
                onClick={() => embla?.scrollTo(index)}
              >
                <span className={`block size-2.5 rounded-full ${index === page ? 'bg-brand' : 'bg-black/25'}`} />
              </button>
            ))}
          </div>
          <button
            type="button"
            className={button}
            aria-controls={listId}
            aria-label={t('home.next')}
            disabled={page >= pages.length - 1}
            onClick={() => embla?.scrollNext()}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
    </div>
  );
}

export const HOME_LAYOUTS = {
  row: RowLayout,
  mosaic: MosaicLayout,
  fullscreen: FullscreenLayout,
  carousel: CarouselLayout,
} as const;
