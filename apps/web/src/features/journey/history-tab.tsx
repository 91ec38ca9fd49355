import { useQuery } from '@tanstack/react-query';
import type { HistoryEntry } from '@trilha/shared/api/learning-journey';
import { historyLink } from '@trilha/shared/rules/journey';
import { useState } from 'react';
import { Link } from 'react-router';
import { fetchHistory } from '../../api/learning-journey';
import { useSession } from '../../api/session';
import { type MessageKey, useTranslation } from '../../i18n';
import { QueryState } from '../../ui/query-state';
import { dayOf } from './journey-ui';

type Column = 'title' | 'status' | 'completion' | 'expiresOn';
const COLUMNS: Array<{ key: Column; label: MessageKey; value: (entry: HistoryEntry) => string | number }> = [
  { key: 'title', label: 'journey.history.title', value: (entry) => entry.title.toLocaleLowerCase('pt-BR') },
  { key: 'status', label: 'journey.history.status', value: (entry) => entry.enrollmentStatus },
  { key: 'completion', label: 'journey.history.completion', value: (entry) => entry.finishDate ?? '' },
  { key: 'expiresOn', label: 'journey.history.expiresOn', value: (entry) => entry.validityDate ?? '' },
];

/** Meu histórico (spec 3, 2.8 and 6): every enrollment, sortable, with the link rules of section 6. */
export function HistoryTab() {
  const { t } = useTranslation();
  const idUser = useSession()?.loginInfo.idUser ?? 0;
  const [sort, setSort] = useState<{ column: Column; ascending: boolean }>({ column: 'completion', ascending: false });
  const query = useQuery({ queryKey: ['learning', 'history', idUser], queryFn: () => fetchHistory(idUser) });
  const column = COLUMNS.find((entry) => entry.key === sort.column) ?? COLUMNS[0];
  const rows = [...(query.data?.history ?? [])].sort((a, b) => {
    const left = column?.value(a) ?? '';
    const right = column?.value(b) ?? '';
    const order = left < right ? -1 : left > right ? 1 : 0;
    return sort.ascending ? order : -order;
  });

  return (
    <QueryState
      isPending={query.isPending}
      error={query.error}
      isEmpty={rows.length === 0}
      emptyText={t('journey.history.empty')}
      onRetry={() => void query.refetch()}
    >
      <div className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-black/5">
        <table className="w-full min-w-[36rem] text-left text-sm">
          <caption className="sr-only">{t('journey.history.caption')}</caption>
          <thead className="border-b border-line text-muted">
            <tr>
              {COLUMNS.map((entry) => (
                <th
                  key={entry.key}
                  scope="col"
                  aria-sort={sort.column === entry.key ? (sort.ascending ? 'ascending' : 'descending') : 'none'}
                  className="p-2"
                >
                  <button
                    type="button"
                    className="flex min-h-11 items-center gap-1 font-semibold"
                    onClick={() =>
                      setSort((current) => ({
                        column: entry.key,
                        ascending: current.column === entry.key ? !current.ascending : true,
                      }))
                    }
                  >
                    {t(entry.label)}
                    <span aria-hidden="true">{sort.column === entry.key ? (sort.ascending ? '▲' : '▼') : '↕'}</span>
                  </button>
                </th>
              ))}
              <th scope="col" className="p-2 font-semibold">
                {t('journey.history.actions')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((entry) => {
              const link = historyLink(entry);
              return (
                <tr key={entry.idEnrollment} className="border-b border-line last:border-0">
                  <td className="p-2 font-medium text-ink">{entry.title}</td>
                  <td className="p-2">{t(`learning.card.status.${entry.enrollmentStatus}`)}</td>
                  <td className="p-2">{dayOf(entry.finishDate)}</td>
                  <td className="p-2">{dayOf(entry.validityDate)}</td>
                  <td className="p-2">
                    {link === 'link' ? (
                      <Link
                        to={`/level/${entry.idEnrollment}/${entry.nodeCode}`}
                        aria-label={`${t('journey.history.open')}: ${entry.title}`}
                        className="inline-flex min-h-11 items-center font-semibold text-brand underline-offset-4 hover:underline"
                      >
                        {t('journey.history.open')}
                      </Link>
                    ) : link === 'dash' ? (
                      <span aria-hidden="true">-</span>
                    ) : (
                      <span className="text-muted">{t('journey.history.noAccess')}</span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </QueryState>
  );
}
