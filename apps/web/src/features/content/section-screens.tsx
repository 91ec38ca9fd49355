import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { MenuOption } from '@trilha/shared/api/auth';
import type { ContentItem } from '@trilha/shared/api/content';
import { CONTENT_TYPE } from '@trilha/shared/api/content';
import { BREAKPOINT_DESKTOP_PX, CONTENT_LIST_PAGE_SIZE } from '@trilha/shared/constants';
import { sectionPath } from '@trilha/shared/rules/slug';
import { type ComponentProps, type ReactNode, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { fetchImpactMenu, fetchSectionContent, searchSectionContent } from '../../api/content';
import { contentKeys } from '../../api/content-keys';
import { useSession } from '../../api/session';
import { useTranslation } from '../../i18n';
import type { SectionScreenProps } from '../../lib/section-screen';
import { Button } from '../../ui/button';
import { LoadingState } from '../../ui/loading-state';
import { MessagePanel } from '../../ui/message-panel';
import { Spinner } from '../../ui/spinner';
import { ContentScreen } from './content-page';
import { ContentView } from './content-view';
import { ItemCard } from './item-card';

/** The items of a section (`GET /content/list/:idSection`). */
export function useSectionContent(idSection: number) {
  return useQuery({ queryKey: contentKeys.list(idSection), queryFn: () => fetchSectionContent(idSection) });
}

/** A list that did not load: the error text with a retry. */
function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <MessagePanel title={t('common.loadError')} tone="error">
      <Button variant="secondary" onClick={onRetry}>
        {t('content.retry')}
      </Button>
    </MessagePanel>
  );
}

/**
 * Loading, error and empty states of a section list (spec document 2, 4 and 8): 'Carregando...', then
 * the error text with a retry, or 'Nenhum conteúdo disponível' when there is nothing.
 */
function ListStates({ idSection, children }: { idSection: number; children: (items: ContentItem[]) => ReactNode }) {
  const { t } = useTranslation();
  const list = useSectionContent(idSection);
  if (list.isPending) return <LoadingState label={t('content.loading')} showLabel />;
  if (list.isError) return <LoadError onRetry={() => void list.refetch()} />;
  const items = list.data.content;
  if (items.length === 0) return <MessagePanel title={t('content.empty')} />;
  return <>{children(items)}</>;
}

const grid = (columns: string) => `grid gap-3 ${columns}`;

/** Audio and media cards: square pictures, a play sign and the duration. */
export function AudioCards({ idSection }: SectionScreenProps) {
  return (
    <CardList
      idSection={idSection}
      className={grid('grid-cols-2 md:grid-cols-3 lg:grid-cols-4')}
      layout="audioCards"
      variant="audio"
    />
  );
}

/** Card grid of videos. */
export function VideoCardGrid({ idSection }: SectionScreenProps) {
  return (
    <CardList
      idSection={idSection}
      className={grid('sm:grid-cols-2 lg:grid-cols-3')}
      layout="videoCardGrid"
      variant="card"
    />
  );
}

/**
 * Single-post list with infinite scroll and completed badges (spec 2, 2.1 and 9): the next page loads as
 * the end comes into view; on wide screens page 2 loads at once.
 */
export function PostList({ idSection }: SectionScreenProps) {
  const { t } = useTranslation();
  const sentinel = useRef<HTMLDivElement>(null);
  const pages = useInfiniteQuery({
    queryKey: contentKeys.posts(idSection),
    initialPageParam: 1,
    queryFn: ({ pageParam }) => searchSectionContent(idSection, pageParam, CONTENT_LIST_PAGE_SIZE),
    getNextPageParam: (last, all) => {
      const loaded = all.reduce((sum, page) => sum + page.content.length, 0);
      return loaded < last.totalRecord && last.content.length > 0 ? all.length + 1 : undefined;
    },
  });
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;
  const pageCount = pages.data?.pages.length ?? 0;

  useEffect(() => {
    if (pageCount === 1 && hasNextPage && window.innerWidth >= BREAKPOINT_DESKTOP_PX) void fetchNextPage();
  }, [pageCount, hasNextPage, fetchNextPage]);

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasNextPage) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (pages.isPending) return <LoadingState label={t('content.loading')} showLabel />;
  if (pages.isError) return <LoadError onRetry={() => void pages.refetch()} />;
  const items = pages.data.pages.flatMap((page) => page.content);
  if (items.length === 0) return <MessagePanel title={t('content.empty')} />;
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4">
      <ul className="flex flex-col gap-4" data-layout="postList">
        {items.map((item) => (
          <li key={item.idContentItem}>
            <ItemCard item={item} variant="post" />
          </li>
        ))}
      </ul>
      <div ref={sentinel} />
      {isFetchingNextPage ? <Spinner label={t('content.loading')} /> : null}
      {hasNextPage && !isFetchingNextPage ? (
        <Button variant="secondary" onClick={() => void fetchNextPage()} className="self-center">
          {t('content.loadMore')}
        </Button>
      ) : null}
    </div>
  );
}

/** Where a menu option leads: the section it points to, or its own. */
function useOptionTarget() {
  const session = useSession();
  return (option: MenuOption) => {
    const target = option.sectionTo ? session?.design.find((entry) => entry.idSection === option.sectionTo) : undefined;
    return target?.idSection ? { idSection: target.idSection, text: target.text } : option;
  };
}

function OptionTile({ option, isLarge = false }: { option: MenuOption; isLarge?: boolean }) {
  const targetOf = useOptionTarget();
  return (
    <Link
      to={sectionPath(targetOf(option))}
      className="relative flex size-full min-h-32 items-end overflow-hidden rounded-2xl shadow-sm ring-1 ring-black/5 hover:ring-brand"
      style={{ backgroundColor: option.color ?? undefined }}
    >
      {option.image ? <img src={option.image} alt="" className="absolute inset-0 size-full object-cover" /> : null}
      <span className="absolute inset-0 bg-gradient-to-t from-black/70 to-transparent" />
      <span className="relative flex flex-col p-4 text-white">
        <span className={`font-bold ${isLarge ? 'text-2xl' : 'text-lg'}`}>{option.text}</span>
        {option.description ? <span className="text-sm text-white/90">{option.description}</span> : null}
      </span>
    </Link>
  );
}

/** A section's menu options as tiles; with `largeFirst`, the first takes a 2x2 tile. */
function OptionTiles({
  options,
  section,
  className,
  layout,
  largeFirst = false,
}: Pick<SectionScreenProps, 'options' | 'section'> & { className: string; layout: string; largeFirst?: boolean }) {
  const { t } = useTranslation();
  if (options.length === 0) return <MessagePanel title={t('content.empty')} />;
  return (
    <ul
      className={grid(className)}
      data-layout={layout}
      aria-label={t('content.sectionOptions', { title: section.text })}
    >
      {options.map((option, index) => {
        const isLarge = largeFirst && index === 0;
        return (
          <li key={option.idSection} className={isLarge ? 'col-span-2 row-span-2' : undefined}>
            <OptionTile option={option} isLarge={isLarge} />
          </li>
        );
      })}
    </ul>
  );
}

/** Grid map of a section's menu options. */
export function MenuGrid({ options, section }: SectionScreenProps) {
  return (
    <OptionTiles
      options={options}
      section={section}
      className="grid-cols-2 auto-rows-[9rem] md:grid-cols-3 md:auto-rows-[12rem]"
      layout="menuGrid"
    />
  );
}

/** Mosaic of a section's menu options: the first takes a 2x2 tile. */
export function MenuMosaic({ options, section }: SectionScreenProps) {
  return (
    <OptionTiles
      options={options}
      section={section}
      className="grid-cols-2 auto-rows-[8rem] md:grid-cols-4 md:auto-rows-[11rem]"
      layout="menuMosaic"
      largeFirst
    />
  );
}

/** Lives and playlists (types 5 and 11): lines with the live badge. */
export function PlaylistList({ idSection }: SectionScreenProps) {
  return <LineList idSection={idSection} layout="playlistList" />;
}

/** Card lines: one wide card per line. */
export function CardLines({ idSection }: SectionScreenProps) {
  return <LineList idSection={idSection} layout="cardLines" />;
}

/** Journeys with the member's progress. */
export function JourneyListScreen({ idSection }: SectionScreenProps) {
  return <LineList idSection={idSection} layout="journeyList" showProgress />;
}

/** Multiple-format list: each line says its kind. */
export function MultiFormatList({ idSection }: SectionScreenProps) {
  return <LineList idSection={idSection} layout="multiFormatList" showType />;
}

/** PDF list. */
export function PdfList({ idSection }: SectionScreenProps) {
  return <LineList idSection={idSection} layout="pdfList" showType />;
}

function LineList({
  idSection,
  layout,
  showType = false,
  showProgress = false,
}: {
  idSection: number;
  layout: string;
  showType?: boolean;
  showProgress?: boolean;
}) {
  return (
    <CardList
      idSection={idSection}
      className="mx-auto flex w-full max-w-3xl flex-col gap-3"
      layout={layout}
      variant="line"
      showType={showType}
      showProgress={showProgress}
    />
  );
}

/** A section's items as cards of one kind, with the list's loading, error and empty states. */
function CardList({
  idSection,
  className,
  layout,
  ...card
}: { idSection: number; className: string; layout: string } & Omit<ComponentProps<typeof ItemCard>, 'item'>) {
  return (
    <ListStates idSection={idSection}>
      {(items) => (
        <ul className={className} data-layout={layout}>
          {items.map((item) => (
            <li key={item.idContentItem}>
              <ItemCard item={item} {...card} />
            </li>
          ))}
        </ul>
      )}
    </ListStates>
  );
}

/** List with highlight: the first items (the design's emphasis number, 1 by default) are large. */
export function HighlightList({ idSection, section }: SectionScreenProps) {
  const emphasis = Math.max(1, section.format.menuitem?.emphasisNumber ?? 1);
  return (
    <ListStates idSection={idSection}>
      {(items) => (
        <div className="flex flex-col gap-3" data-layout="highlightList">
          <ul className={grid(emphasis > 1 ? 'md:grid-cols-2' : '')}>
            {items.slice(0, emphasis).map((item) => (
              <li key={item.idContentItem} className="h-64 md:h-80" data-emphasis="true">
                <ItemCard item={item} variant="hero" />
              </li>
            ))}
          </ul>
          <ul className={grid('sm:grid-cols-2')}>
            {items.slice(emphasis).map((item) => (
              <li key={item.idContentItem}>
                <ItemCard item={item} variant="line" />
              </li>
            ))}
          </ul>
        </div>
      )}
    </ListStates>
  );
}

/** Plug-list: the section's options and items over its background image. */
export function PlugList({ idSection, section, options }: SectionScreenProps) {
  const { t } = useTranslation();
  const list = useSectionContent(idSection);
  if (list.isPending) return <LoadingState label={t('content.loading')} showLabel />;
  const items = list.data?.content ?? [];
  if (items.length === 0 && options.length === 0) return <MessagePanel title={t('content.empty')} />;
  const background =
    section.format.backgroundImage ??
    section.format.general?.image ??
    options[0]?.image ??
    items[0]?.image ??
    undefined;
  return (
    <div
      className="relative overflow-hidden rounded-3xl bg-cover bg-center p-4 md:p-8"
      style={{ backgroundImage: background ? `url("${background}")` : undefined }}
      data-layout="plugList"
    >
      <div className="absolute inset-0 bg-black/50" />
      <div className="relative flex flex-col gap-4">
        {options.length > 0 ? (
          <ul
            className={grid('auto-rows-[8rem] sm:grid-cols-2')}
            aria-label={t('content.sectionOptions', { title: section.text })}
          >
            {options.map((option) => (
              <li key={option.idSection}>
                <OptionTile option={option} />
              </li>
            ))}
          </ul>
        ) : null}
        {list.isError ? <p className="font-semibold text-white">{t('common.loadError')}</p> : null}
        {items.length > 0 ? (
          <ul className="flex flex-col gap-3">
            {items.map((item) => (
              <li key={item.idContentItem}>
                <ItemCard item={item} variant="line" />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}

/** Mosaic with inline video: the first video plays in its tile, the others are tiles. */
export function VideoMosaic({ idSection }: SectionScreenProps) {
  return (
    <ListStates idSection={idSection}>
      {(items) => {
        const first = items.find((item) => item.idContentType === CONTENT_TYPE.VIDEO && item.contentLocation);
        const rest = items.filter((item) => item !== first);
        return (
          <ul
            className={grid('grid-cols-2 auto-rows-[8rem] md:grid-cols-4 md:auto-rows-[11rem]')}
            data-layout="videoMosaic"
          >
            {first ? (
              <li className="col-span-2 row-span-2 overflow-hidden rounded-2xl bg-black">
                <video
                  src={first.contentLocation ?? undefined}
                  poster={first.image ?? undefined}
                  controls
                  muted
                  playsInline
                  preload="metadata"
                  aria-label={first.text}
                  className="size-full object-cover"
                />
              </li>
            ) : null}
            {rest.map((item) => (
              <li key={item.idContentItem}>
                <ItemCard item={item} variant="tile" />
              </li>
            ))}
          </ul>
        );
      }}
    </ListStates>
  );
}

/** Type 20: the section's first item shown in the section itself. */
export function SectionContent({ idSection, section }: SectionScreenProps) {
  return (
    <ListStates idSection={idSection}>
      {(items) => (
        <ContentScreen item={items[0] as ContentItem} headingLevel={2} hideTitle={items[0]?.text === section.text} />
      )}
    </ListStates>
  );
}

/** Type 52: the section's site in a frame. */
export function EmbeddedSiteSection({ idSection }: SectionScreenProps) {
  return <ListStates idSection={idSection}>{(items) => <ContentView item={items[0] as ContentItem} />}</ListStates>;
}

/** Type 59: the section's journey, opened from the section. */
export function SectionJourney({ idSection, section }: SectionScreenProps) {
  return (
    <ListStates idSection={idSection}>
      {(items) => (
        <ContentScreen item={items[0] as ContentItem} headingLevel={2} hideTitle={items[0]?.text === section.text} />
      )}
    </ListStates>
  );
}

/** Type 48: each item of the section as a menu of its children (`GET /content/impactmenu/:parentId`). */
export function ImpactMenu({ idSection }: SectionScreenProps) {
  return (
    <ListStates idSection={idSection}>
      {(items) => (
        <div className="flex flex-col gap-6" data-layout="impactMenu">
          {items.map((item) => (
            <ImpactGroup key={item.idContentItem} parentId={item.idContentItem} />
          ))}
        </div>
      )}
    </ListStates>
  );
}

function ImpactGroup({ parentId }: { parentId: number }) {
  const { t } = useTranslation();
  const menu = useQuery({ queryKey: contentKeys.impact(parentId), queryFn: () => fetchImpactMenu(parentId) });
  if (menu.isPending) return <LoadingState label={t('content.loading')} />;
  if (menu.isError) return <p role="alert">{t('common.loadError')}</p>;
  const { result } = menu.data;
  return (
    <section className="flex flex-col gap-3">
      <h2 className="text-xl font-bold">{result.text}</h2>
      {result.children.length === 0 ? (
        <p className="text-muted">{t('content.empty')}</p>
      ) : (
        <ul className={grid('grid-cols-1 auto-rows-[11rem] sm:grid-cols-2 lg:grid-cols-3')}>
          {result.children.map((child) => (
            <li key={child.idContentItem}>
              <ItemCard item={child} variant="tile" />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
