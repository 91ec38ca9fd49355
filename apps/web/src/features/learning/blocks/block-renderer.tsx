import type { LearningBlock } from '@trilha/shared/api/learning-common';
import { type ComponentType, Suspense, startTransition, useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { CalendarBlock } from './calendar-block';
import { CarrouselBlock, GridBlock, ListBlock, NodeLinkBlock } from './card-blocks';
import { CatalogBlock } from './catalog-block';
import { ListBlocksBlock } from './list-blocks';
import { MasterBannerBlock } from './master-banner';
import { MeetingBlock } from './meeting-block';
import { EnrollmentsInProgressBlock, RecommendationBlock } from './member-blocks';
import { CampaignBlock, PreTestBlock, TextSectionBlock, TitleSectionBlock, UpgradeBlock } from './text-blocks';

type BlockComponent = ComponentType<{ block: LearningBlock; nodeCode: string; isFirstBlock?: boolean }>;

/** Blocks rendered with the first paint; the rest follow in an interruptible render, so no long task blocks the page. */
const FIRST_PAINT_BLOCKS = 2;

/** The block types of spec 3, 2.2 and their components. */
const BLOCKS: Record<string, BlockComponent> = {
  MasterBanner: MasterBannerBlock,
  Carrousel: CarrouselBlock,
  Recommendation: RecommendationBlock,
  EnrollmentsInProgress: EnrollmentsInProgressBlock,
  Catalog: CatalogBlock,
  Grid: GridBlock,
  NodeLink: NodeLinkBlock,
  Meeting: MeetingBlock,
  List: ListBlock,
  PreTest: PreTestBlock,
  ListBlocks: ListBlocksBlock,
  TitleSection: TitleSectionBlock,
  TextSection: TextSectionBlock,
  Upgrade: UpgradeBlock,
  Calendar: CalendarBlock,
  Campaign: CampaignBlock,
};

/** Carousel, grid and list blocks without elements are skipped (spec 3, 2.2). */
const SKIPPED_WHEN_EMPTY = new Set(['Carrousel', 'Grid', 'List', 'NodeLink', 'MasterBanner']);

/** The blocks of a page, each by its type; an unknown type says so. */
export function BlockList({ blocks, nodeCode }: { blocks: LearningBlock[]; nodeCode: string }) {
  const { t } = useTranslation();
  // The blocks below the fold come after the first paint, in a transition React splits into short tasks;
  // offline, where nothing is on its way, the page kept on the device shows whole at once.
  const [shown, setShown] = useState(() => (navigator.onLine ? FIRST_PAINT_BLOCKS : blocks.length));
  useEffect(() => {
    if (shown < blocks.length) startTransition(() => setShown(blocks.length));
  }, [shown, blocks.length]);
  const firstShown = blocks.find((block) => !(SKIPPED_WHEN_EMPTY.has(block.type) && block.elements.length === 0));
  return (
    <div className="flex flex-col gap-8">
      {blocks.slice(0, shown).map((block, index) => {
        if (SKIPPED_WHEN_EMPTY.has(block.type) && block.elements.length === 0) return null;
        const Component = BLOCKS[block.type];
        if (!Component) {
          return (
            <p key={block.idBlock} role="note" className="rounded-lg bg-white p-3 text-sm text-muted ring-1 ring-line">
              {t('learning.blocks.unknown', { type: block.type })}
            </p>
          );
        }
        const element = (
          <Component key={block.idBlock} block={block} nodeCode={nodeCode} isFirstBlock={block === firstShown} />
        );
        // A block that comes after the first paint waits for its own code alone: the others (and their data)
        // do not wait for the slowest of them.
        return index < FIRST_PAINT_BLOCKS ? (
          element
        ) : (
          <Suspense key={block.idBlock} fallback={null}>
            {element}
          </Suspense>
        );
      })}
    </div>
  );
}
