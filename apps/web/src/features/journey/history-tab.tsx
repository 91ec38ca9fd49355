import { useQuery } from '@tanstack/react-query';
import type { HistoryEntry } from '@trilha/shared/api/learning-journey';
import { historyLink } from '@trilha/shared/rules/journey';
import { compareText } from '@trilha/shared/rules/text-order';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { fetchHistory } from '../../api/learning-journey';
import { learningKeys } from '../../api/learning-keys';
import { useSession } from '../../api/session';
import { type MessageKey, useTranslation } from '../../i18n';
import { QueryView } from '../../ui/query-state';
import { dayOf } from './journey-ui';

type Column = 'title' | 'status' | 'completion' | 'expiresOn';
type Sort = { column: Column; ascending: boolean };

const COLUMNS: Array<{ key: Column; label: MessageKey }> = [
  { key: 'title', label: 'journey.history.title' },
  { key: 'status', label: 'journey.history.status' },
  { key: 'completion', label: 'journey.history.completion' },
  { key: 'expiresOn', label: 'journey.history.expiresOn' },
];

/**
 * Meu histórico (spec 3, 2.8 and 6): every enrollment, sortable (texts in Portuguese order), with the link
 * rules of section 6; a table from 768 px, cards with a sort choice on a phone.
 */
export function HistoryTab() {
  const { t } = useTranslation();
  const idUser = useSession()?.loginInfo.idUser ?? 0;
  const sortId = useId();
  const [sort, setSort] = useState<Sort>({ column: 'completion', ascending: false });
  const query = useQuery({ queryKey: learningKeys.history(idUser), queryFn: () => fetchHistory(idUser) });
  const statusOf = (entry: HistoryEntry) => t(`learning.card.status.${entry.enrollmentStatus}`);
  const compare = (a: HistoryEntry, b: HistoryEntry): number => {
    switch (sort.column) {
      case 'title':
        return compareText(a.title, b.title);
      case 'status':
        return compareText(statusOf(a), statusOf(b));
      case 'completion':
        return (a.finishDate ?? '').localeCompare(b.finishDate ?? '');
      default:
        return (a.validityDate ?? '').localeCompare(b.validityDate ?? '');
    }
  };
  const rows = [...(query.data?.history ?? [])].sort((a, b) => (sort.ascending ? 1 : -1) * compare(a, b));
  const sortBy = (column: Column) =>
    setSort((current) => ({ column, ascending: current.column === column ? !current.ascending : true }));

  const action = (entry: HistoryEntry) => {
    const link = historyLink(entry);
    if (link === 'link') {
      return (
        <Link
          to={`/level/${entry.idEnrollment}/${entry.nodeCode}`}
          aria-label={`${t('journey.history.open')}: ${entry.title}`}
          className="inline-flex min-h-11 items-center font-semibold text-brand underline-offset-4 hover:underline"
        >
          {t('journey.history.open')}
        </Link>
      );
    }
    if (link === 'dash') return <span aria-hidden="true">-</span>;
    return <span className="text-muted">{t('journey.history.noAccess')}</span>;
  };

  return (
    <QueryView query={query} isEmpty={rows.length === 0} emptyText={t('journey.history.empty')}>
      <div className="flex flex-col gap-1 md:hidden">
        <label htmlFor={sortId} className="text-sm font-medium text-ink">
          {t('journey.history.sortLabel')}
        </label>
        <div className="flex gap-2">
          <select
            id={sortId}
            value={sort.column}
            onChange={(event) => setSort((current) => ({ ...current, column: event.target.value as Column }))}
            className="h-11 min-w-0 flex-1 rounded-lg border border-line bg-white px-3 text-sm"
          >
            {COLUMNS.map((entry) => (
              <option key={entry.key} value={entry.key}>
                {t(entry.label)}
              </option>
            ))}
          </select>
          <button
            type="button"
            onClick={() => setSort((current) => ({ ...current, ascending: !current.ascending }))}
            className="inline-flex min-h-11 items-center rounded-lg border border-line bg-white px-3 text-sm font-semibold text-ink"
          >
            {sort.ascending ? t('journey.history.ascending') : t('journey.history.descending')}
          </button>
        </div>
      </div>
      <ul className="mt-3 flex flex-col gap-3 md:hidden" aria-label={t('journey.history.caption')}>
        {rows.map((entry) => (
          <li
            key={entry.idEnrollment}
            className="flex min-w-0 flex-col gap-2 rounded-xl bg-white p-4 shadow-sm ring-1 ring-black/5"
          >
            <p className="font-semibold text-ink">{entry.title}</p>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-muted">{t('journey.history.status')}</dt>
              <dd className="text-ink">{statusOf(entry)}</dd>
              <dt className="text-muted">{t('journey.history.completion')}</dt>
              <dd className="text-ink">{dayOf(entry.finishDate)}</dd>
              <dt className="text-muted">{t('journey.history.expiresOn')}</dt>
              <dd className="text-ink">{dayOf(entry.validityDate)}</dd>
            </dl>
            <div className="text-sm">{action(entry)}</div>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-black/5 md:block">
        <table className="w-full text-left text-sm">
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
                    onClick={() => sortBy(entry.key)}
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
            {rows.map((entry) => (
              <tr key={entry.idEnrollment} className="border-b border-line last:border-0">
                <td className="p-2 font-medium text-ink">{entry.title}</td>
                <td className="p-2">{statusOf(entry)}</td>
                <td className="whitespace-nowrap p-2">{dayOf(entry.finishDate)}</td>
                <td className="whitespace-nowrap p-2">{dayOf(entry.validityDate)}</td>
                <td className="p-2">{action(entry)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </QueryView>
  );
}
