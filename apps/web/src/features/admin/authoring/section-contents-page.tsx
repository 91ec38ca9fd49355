import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuthoringItemSummary } from '@trilha/shared/api/authoring';
import { CONTENT_APP_TYPES } from '@trilha/shared/api/content';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { fetchSectionContents, reorderSectionContents } from '../../../api/authoring';
import { authoringKeys } from '../../../api/console-keys';
import { useTranslation } from '../../../i18n';
import { Button } from '../../../ui/button';
import { LabelledSelect } from '../../../ui/field';
import { QueryView } from '../../../ui/query-state';
import { useToast } from '../../../ui/toast';
import { moveEntry, SortableList } from './sortable-list';

/** A content type's name (`3 · Artigo`). */
export function useContentTypeLabel() {
  const { t } = useTranslation();
  return (type: number) =>
    CONTENT_APP_TYPES.includes(type)
      ? t(`authoring.contentTypes.t${type}` as 'authoring.contentTypes.t1')
      : String(type);
}

/** A section's content items in their order (drag and drop or the move buttons), with a new item of any type. */
export function SectionContentsPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const client = useQueryClient();
  const typeLabel = useContentTypeLabel();
  const idSection = Number(useParams().idSection);
  const [newType, setNewType] = useState(2);
  const query = useQuery({
    queryKey: authoringKeys.sectionContents(idSection),
    queryFn: () => fetchSectionContents(idSection),
  });
  const [items, setItems] = useState<AuthoringItemSummary[]>([]);
  const [isDirty, setDirty] = useState(false);
  useEffect(() => {
    if (query.data) {
      setItems(query.data.items);
      setDirty(false);
    }
  }, [query.data]);
  const order = useMutation({
    mutationFn: () =>
      reorderSectionContents(
        idSection,
        query.data?.version ?? '',
        items.map((item) => item.idContentItem),
      ),
    onSuccess: (saved) => {
      client.setQueryData(authoringKeys.sectionContents(idSection), saved);
      toast(t('authoring.items.orderSaved'));
    },
    meta: { errorToast: true },
  });
  return (
    <section aria-labelledby="authoring-items-title">
      <p className="mb-2 text-sm">
        <Link to="/admin/conteudos" className="text-brand underline-offset-4 hover:underline">
          {t('authoring.items.back')}
        </Link>
      </p>
      <h1 id="authoring-items-title" className="mb-4 text-2xl font-bold">
        {query.data ? t('authoring.items.title', { name: query.data.sectionText }) : t('authoring.items.titleLoading')}
      </h1>
      <div className="mb-4 flex flex-wrap items-end gap-2 rounded-xl border border-line bg-white p-3">
        <LabelledSelect
          label={t('authoring.items.newType')}
          value={newType}
          choices={CONTENT_APP_TYPES.map((type) => ({ value: type, label: typeLabel(type) }))}
          onChange={setNewType}
        />
        <Button onClick={() => navigate(`/admin/conteudos/secoes/${idSection}/novo?tipo=${newType}`)}>
          {t('authoring.items.new')}
        </Button>
      </div>
      <QueryView query={query} isEmpty={items.length === 0} emptyText={t('authoring.items.empty')}>
        <SortableList
          label={t('authoring.items.listLabel')}
          items={items}
          keyOf={(item) => String(item.idContentItem)}
          labelOf={(item) => item.text}
          onMove={(from, to) => {
            setItems(moveEntry(items, from, to));
            setDirty(true);
          }}
          render={(item) => (
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              {item.image ? <img src={item.image} alt="" className="size-10 rounded object-cover" /> : null}
              <Link
                to={`/admin/conteudos/itens/${item.idContentItem}`}
                className="font-semibold text-brand underline-offset-4 hover:underline"
              >
                {item.text}
              </Link>
              <span className="text-xs text-muted">{typeLabel(item.type)}</span>
              {item.parts ? (
                <span className="text-xs text-muted">{t('authoring.items.parts', { count: item.parts })}</span>
              ) : null}
              {!item.active ? (
                <span className="rounded-full bg-gray-200 px-2 py-0.5 text-xs">{t('authoring.unpublished')}</span>
              ) : null}
            </div>
          )}
        />
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <Button disabled={!isDirty || order.isPending} onClick={() => order.mutate()}>
            {order.isPending ? t('authoring.saving') : t('authoring.items.saveOrder')}
          </Button>
          {isDirty ? <p className="text-sm text-muted">{t('authoring.unsaved')}</p> : null}
        </div>
      </QueryView>
    </section>
  );
}
