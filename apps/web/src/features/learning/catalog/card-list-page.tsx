import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { LearningBlock } from '@trilha/shared/api/learning-common';
import { toCardFormat } from '@trilha/shared/rules/catalog-paging';
import { useParams } from 'react-router';
import { fetchCatalog, fetchNode } from '../../../api/learning';
import { learningKeys } from '../../../api/learning-keys';
import { useSession } from '../../../api/session';
import { useLearningHeader } from '../../../hooks/learning-header-context';
import { useTranslation } from '../../../i18n';
import { Button } from '../../../ui/button';
import { ErrorScreen } from '../../../ui/error-screen';
import { Spinner } from '../../../ui/spinner';
import { LearningCardTile } from '../components/learning-card';
import { LoadError } from '../components/load-error';

const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5';
const PAGE = 20;

/** `/cardlist/:id`: every card of the home block with that id ('Ver todos'). */
export function CardListPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const session = useSession();
  const idCompany = session?.loginInfo.idCompany ?? 0;
  const home = useQuery({ queryKey: learningKeys.node(idCompany), queryFn: () => fetchNode(idCompany) });
  const block = home.data?.node.blocks.find((entry) => String(entry.idBlock) === id);
  useLearningHeader({ crumbs: block?.title ? [{ title: block.title, to: '.' }] : [] });
  if (home.isPending) return <Spinner label={t('common.loading')} />;
  if (home.isError) return <LoadError error={home.error} onRetry={() => void home.refetch()} />;
  if (!block) return <ErrorScreen kind="notFound" />;
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-ink">{block.title}</h1>
      {block.type === 'Catalog' && block.parameters.nodeCode ? (
        <CatalogCards block={block} nodeCode={block.parameters.nodeCode} />
      ) : block.elements.length === 0 ? (
        <p className="text-muted">{t('learning.blocks.noResults')}</p>
      ) : (
        <ul className={GRID}>
          {block.elements.map((card) => (
            <li key={card.idBlockElement ?? `${card.elementType}-${card.idNode ?? card.idContentItem}`}>
              <LearningCardTile card={card} format={toCardFormat(block.parameters.cardFormat)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function CatalogCards({ block, nodeCode }: { block: LearningBlock; nodeCode: string }) {
  const { t } = useTranslation();
  const query = useInfiniteQuery({
    queryKey: learningKeys.catalogAll(nodeCode),
    initialPageParam: 0,
    queryFn: ({ pageParam }) =>
      fetchCatalog(nodeCode, { depth: block.parameters.depth ?? 1, offset: pageParam, limit: PAGE }),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.data.length, 0);
      return loaded < last.totalRecords ? loaded : undefined;
    },
  });
  if (query.isPending) return <Spinner label={t('common.loading')} />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  const cards = query.data.pages.flatMap((page) => page.data);
  return (
    <>
      <ul className={GRID}>
        {cards.map((card) => (
          <li
            key={`${card.elementType}-${card.idBlockElement ?? card.idNode ?? card.idContentItem ?? card.idEvaluation ?? card.link}`}
          >
            <LearningCardTile card={card} format={toCardFormat(block.parameters.cardFormat)} />
          </li>
        ))}
      </ul>
      {query.hasNextPage ? (
        <Button variant="secondary" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
          {t('learning.blocks.showMore')}
        </Button>
      ) : null}
    </>
  );
}
