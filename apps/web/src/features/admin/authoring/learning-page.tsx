import { useQuery } from '@tanstack/react-query';
import { Tabs } from 'radix-ui';
import { Link, useSearchParams } from 'react-router';
import { fetchLearningSummary } from '../../../api/authoring';
import { authoringKeys } from '../../../api/console-keys';
import { useTranslation } from '../../../i18n';
import { QueryView } from '../../../ui/query-state';
import { AdminSection } from '../admin-ui';

const TABS = ['paginas', 'conteudos', 'avaliacoes'] as const;
type Tab = (typeof TABS)[number];

const linkClass =
  'inline-flex min-h-11 items-center rounded-lg bg-brand px-4 font-semibold text-on-brand hover:brightness-110';

/**
 * The learning app's building blocks: pages and trainings (the home, catalogs, trainings and their
 * modules), learning contents and evaluations, each opening its editor.
 */
export function LearningPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const tab = (TABS as readonly string[]).includes(search.get('aba') ?? '') ? (search.get('aba') as Tab) : 'paginas';
  const query = useQuery({ queryKey: authoringKeys.learning(), queryFn: fetchLearningSummary });
  const data = query.data;
  return (
    <AdminSection titleId="authoring-learning-title" title={t('authoring.learning.title')}>
      <QueryView query={query}>
        <Tabs.Root value={tab} onValueChange={(value) => setSearch({ aba: value }, { replace: true })}>
          <Tabs.List
            aria-label={t('authoring.learning.tabs')}
            className="mb-4 flex flex-wrap gap-1 border-b border-line"
          >
            {TABS.map((value) => (
              <Tabs.Trigger
                key={value}
                value={value}
                className="min-h-11 rounded-t-lg px-4 font-semibold text-muted data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:ring-1 data-[state=active]:ring-line"
              >
                {t(`authoring.learning.tab.${value}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="paginas" className="flex flex-col gap-3">
            <p className="text-sm text-muted">{t('authoring.learning.pagesHelp')}</p>
            <div>
              <Link to="/admin/treinamentos/paginas/nova" className={linkClass}>
                {t('authoring.learning.newPage')}
              </Link>
            </div>
            <ul className="flex flex-col gap-2">
              {(data?.nodes ?? []).map((node) => (
                <li
                  key={node.idNode}
                  className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-line bg-white p-3"
                >
                  <Link
                    to={`/admin/treinamentos/paginas/${node.idNode}`}
                    className="font-semibold text-brand underline-offset-4 hover:underline"
                  >
                    {node.title}
                  </Link>
                  <span className="text-xs text-muted">
                    {node.entryPoint ? t('authoring.learning.home') : t(`authoring.node.types.${node.type}`)} ·{' '}
                    {node.code}
                  </span>
                  {node.classes ? (
                    <span className="text-xs text-muted">
                      {t('authoring.learning.classes', { count: node.classes })}
                    </span>
                  ) : null}
                  {node.status !== 'PUBLISHED' ? (
                    <span className="rounded-full bg-gray-200 px-2 py-0.5 text-xs">
                      {t(`authoring.node.status.${node.status === 'ARCHIVED' ? 'ARCHIVED' : 'DRAFT'}`)}
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
          </Tabs.Content>
          <EntriesTab
            value="conteudos"
            newTo="/admin/treinamentos/conteudos/novo"
            newText={t('authoring.learning.newContent')}
            emptyText={t('authoring.learning.noContents')}
            entries={(data?.contents ?? []).map((content) => ({
              key: content.idContentItem,
              to: `/admin/treinamentos/conteudos/${content.idContentItem}`,
              text: content.text,
              detail: t(`authoring.learningTypes.t${content.type}` as 'authoring.learningTypes.t1'),
            }))}
          />
          <EntriesTab
            value="avaliacoes"
            newTo="/admin/avaliacoes/nova"
            newText={t('authoring.learning.newEvaluation')}
            emptyText={t('authoring.learning.noEvaluations')}
            entries={(data?.evaluations ?? []).map((evaluation) => ({
              key: evaluation.idEvaluation,
              to: `/admin/avaliacoes/${evaluation.idEvaluation}`,
              text: evaluation.title,
              detail: `${t(`authoring.evaluation.types.${evaluation.type as 'KNOWLEDGE'}`)} · ${t('authoring.learning.questions', { count: evaluation.questions })}`,
            }))}
          />
        </Tabs.Root>
      </QueryView>
    </AdminSection>
  );
}

/** A tab of entries: a link to create one, then each entry opening its editor with what it is, or the empty text. */
function EntriesTab({
  value,
  newTo,
  newText,
  emptyText,
  entries,
}: {
  value: Tab;
  newTo: string;
  newText: string;
  emptyText: string;
  entries: Array<{ key: number; to: string; text: string; detail: string }>;
}) {
  return (
    <Tabs.Content value={value} className="flex flex-col gap-3">
      <div>
        <Link to={newTo} className={linkClass}>
          {newText}
        </Link>
      </div>
      {entries.length ? (
        <ul className="flex flex-col gap-2">
          {entries.map((entry) => (
            <li key={entry.key} className="rounded-xl border border-line bg-white p-3">
              <Link to={entry.to} className="font-semibold text-brand underline-offset-4 hover:underline">
                {entry.text}
              </Link>{' '}
              <span className="text-xs text-muted">{entry.detail}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted">{emptyText}</p>
      )}
    </Tabs.Content>
  );
}
