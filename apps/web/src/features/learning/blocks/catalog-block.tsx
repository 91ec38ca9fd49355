import { useQuery } from '@tanstack/react-query';
import type { LearningBlock } from '@trilha/shared/api/learning-common';
import { CATALOG_SEARCH_MAX_LENGTH } from '@trilha/shared/constants';
import { toCardFormat } from '@trilha/shared/rules/catalog-paging';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { fetchAvailableTags, fetchCatalog } from '../../../api/learning';
import { learningKeys } from '../../../api/learning-keys';
import { useTranslation } from '../../../i18n';
import { SearchIcon } from '../../../ui/icons';
import { PagedCards } from '../components/paged-cards';
import { BlockSection } from './block-section';

/**
 * Catalog: the trainings under a catalog node, with text search (25 characters, Enter searches), a tag
 * filter, 'Ver todos', and the paging rules of spec 3, 9.
 */
export function CatalogBlock({ block }: { block: LearningBlock }) {
  const { t } = useTranslation();
  const id = useId();
  const nodeCode = block.parameters.nodeCode;
  const depth = block.parameters.depth ?? 1;
  const format = toCardFormat(block.parameters.cardFormat);
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const [tag, setTag] = useState('');
  const tags = useQuery({
    queryKey: learningKeys.tags(nodeCode),
    queryFn: () => fetchAvailableTags(nodeCode),
    enabled: Boolean(nodeCode && block.parameters.tagsFilter),
  });
  if (!nodeCode) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(draft.trim());
  };
  return (
    <BlockSection
      title={block.title}
      aside={
        <Link
          to={`/cardlist/${block.idBlock}`}
          className="text-sm font-semibold text-brand underline-offset-4 hover:underline"
        >
          {t('learning.blocks.seeAll')}
        </Link>
      }
    >
      {block.parameters.textSearch || block.parameters.tagsFilter ? (
        <div className="flex flex-col gap-2 sm:flex-row">
          {block.parameters.textSearch ? (
            // biome-ignore lint/a11y/useSemanticElements: the search landmark on the form itself.
            <form role="search" onSubmit={submit} className="relative flex-1">
              <label htmlFor={`${id}-search`} className="sr-only">
                {t('learning.blocks.catalogSearch')}
              </label>
              <input
                id={`${id}-search`}
                type="search"
                value={draft}
                maxLength={CATALOG_SEARCH_MAX_LENGTH}
                onChange={(event) => {
                  setDraft(event.target.value);
                  if (!event.target.value) setSearch('');
                }}
                placeholder={t('learning.blocks.catalogSearch')}
                aria-describedby={`${id}-hint`}
                className="h-11 w-full rounded-lg border border-line bg-white pl-3 pr-11 text-sm"
              />
              <button
                type="submit"
                className="absolute right-0 top-0 flex size-11 items-center justify-center text-muted"
                aria-label={t('learning.blocks.catalogSearch')}
              >
                <SearchIcon />
              </button>
              <span id={`${id}-hint`} className="sr-only">
                {t('learning.blocks.catalogSearchHint')}
              </span>
            </form>
          ) : null}
          {block.parameters.tagsFilter && tags.data?.result.length ? (
            <div className="sm:w-56">
              <label htmlFor={`${id}-tag`} className="sr-only">
                {t('learning.blocks.tagFilter')}
              </label>
              <select
                id={`${id}-tag`}
                value={tag}
                onChange={(event) => setTag(event.target.value)}
                className="h-11 w-full rounded-lg border border-line bg-white px-3 text-sm"
              >
                <option value="">{`${t('learning.blocks.tagFilter')}: ${t('learning.blocks.allTags')}`}</option>
                {tags.data.result.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
        </div>
      ) : null}
      <PagedCards
        queryKey={learningKeys.catalog(nodeCode, depth, search, tag)}
        fetchPage={(offset, limit) =>
          fetchCatalog(nodeCode, {
            depth,
            offset,
            limit,
            ...(search ? { searchString: search } : {}),
            ...(tag ? { tags: tag } : {}),
          }).then((answer) => ({ cards: answer.data, total: answer.totalRecords }))
        }
        format={format}
        emptyText={t('learning.blocks.noResults')}
        label={block.title ?? nodeCode}
      />
    </BlockSection>
  );
}
