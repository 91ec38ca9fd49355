import { useQuery } from '@tanstack/react-query';
import { Tabs } from 'radix-ui';
import { Link, useSearchParams } from 'react-router';
import { fetchLearningSummary } from '../../../api/authoring';
import { authoringKeys } from '../../../api/console-keys';
import { useTranslation } from '../../../i18n';
import { QueryView } from '../../../ui/query-state';

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
    <section aria-labelledby="authoring-learning-title">
      <h1 id="authoring-learning-title" className="mb-4 text-2xl font-bold">
        {t('authoring.learning.title')}
      </h1>
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
          <Tabs.Content value="conteudos" className="flex flex-col gap-3">
            <div>
              <Link to="/admin/treinamentos/conteudos/novo" className={linkClass}>
                {t('authoring.learning.newContent')}
              </Link>
            </div>
            {data?.contents.length ? (
              <ul className="flex flex-col gap-2">
                {data.contents.map((content) => (
                  <li key={content.idContentItem} className="rounded-xl border border-line bg-white p-3">
                    <Link
                      to={`/admin/treinamentos/conteudos/${content.idContentItem}`}
                      className="font-semibold text-brand underline-offset-4 hover:underline"
                    >
                      {content.text}
                    </Link>{' '}
                    <span className="text-xs text-muted">
                      {t(`authoring.learningTypes.t${content.type}` as 'authoring.learningTypes.t1')}
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-muted">{t('authoring.learning.noContents')}</p>
            )}
          </Tabs.Content>
          <Tabs.Content value="avaliacoes" className="flex flex-col gap-3">
            <div>
              <Link to="/admin/avaliacoes/nova" className={linkClass}>
                {t('authoring.learning.newEvaluation')}
              </Link>
            </div>
            {data?.evaluations.length ? (
              <ul className="flex flex-col gap-2">
                {data.evaluations.map((evaluation) => (
                  <li key={evaluation.idEvaluation} className="rounded-xl border border-line bg-white p-3">
                    <Link
                      to={`/admin/avaliacoes/${evaluation.idEvaluation}`}
                      className="font-semibold text-brand underline-offset-4 hover:underline"
                    >
                      {evaluation.title}
                    </Link>{' '}
                    <span className="text-xs text-muted">
                      {t(`authoring.evaluation.types.${evaluation.type as 'KNOWLEDGE'}`)} ·{' '}
                      {t('authoring.learning.questions', { count: evaluation.questions })}
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-muted">{t('authoring.learning.noEvaluations')}</p>
            )}
          </Tabs.Content>
        </Tabs.Root>
      </QueryView>
    </section>
  );
}
