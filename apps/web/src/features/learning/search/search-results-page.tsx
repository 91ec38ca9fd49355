import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { LEARNING_SEARCH_PAGE_SIZE, SEARCH_MIN_LENGTH } from '@trilha/shared/constants';
import { useState } from 'react';
import { useParams } from 'react-router';
import { searchLearning } from '../../../api/learning';
import { learningKeys } from '../../../api/learning-keys';
import { useLearningHeader } from '../../../hooks/learning-header-context';
import { useTranslation } from '../../../i18n';
import { Button } from '../../../ui/button';
import { MessagePanel } from '../../../ui/message-panel';
import { Spinner } from '../../../ui/spinner';
import { LearningCardRow } from '../components/learning-card';
import { LoadError } from '../components/load-error';

/** `/searchResult/:searchValue`: results of the header search, 5 a page (spec 3, 2.8 and 9). */
export function SearchResultsPage() {
  const { searchValue = '' } = useParams();
  return <SearchResults key={searchValue} text={searchValue.trim()} />;
}

function SearchResults({ text }: { text: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  useLearningHeader({ crumbs: [{ title: t('learning.search.title'), to: '.' }] });
  const enabled = text.length >= SEARCH_MIN_LENGTH;
  const query = useQuery({
    queryKey: learningKeys.search(text, page),
    queryFn: () =>
      searchLearning({
        searchString: text,
        offset: page * LEARNING_SEARCH_PAGE_SIZE,
        limit: LEARNING_SEARCH_PAGE_SIZE,
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
  const total = query.data?.totalRecords ?? 0;
  const pages = Math.max(1, Math.ceil(total / LEARNING_SEARCH_PAGE_SIZE));
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-ink">
        {enabled && query.data
          ? total > 0
            ? t('learning.search.results', { count: total })
            : t('learning.search.none')
          : t('learning.search.title')}
        {enabled ? <span className="block text-base font-normal text-muted">“{text}”</span> : null}
      </h1>
      {!enabled ? (
        <MessagePanel title={t('learning.search.tooShort')} />
      ) : query.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : total === 0 ? null : (
        <>
          <ul className="flex flex-col gap-2" aria-busy={query.isFetching}>
            {query.data.data.map((card) => (
              <li
                key={`${card.elementType}-${card.idBlockElement ?? card.idNode ?? card.idContentItem ?? card.idEvaluation ?? card.link}`}
              >
                <LearningCardRow card={card} />
              </li>
            ))}
          </ul>
          {pages > 1 ? (
            <nav
              className="flex items-center justify-between gap-3"
              aria-label={t('learning.search.page', { page: page + 1, pages })}
            >
              <Button variant="secondary" disabled={page === 0} onClick={() => setPage(page - 1)}>
                {t('learning.search.previous')}
              </Button>
              <span className="text-sm text-muted" aria-live="polite">
                {t('learning.search.page', { page: page + 1, pages })}
              </span>
              <Button variant="secondary" disabled={page >= pages - 1} onClick={() => setPage(page + 1)}>
                {t('learning.search.next')}
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
}
