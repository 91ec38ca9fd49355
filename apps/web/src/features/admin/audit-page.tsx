import { useQuery } from '@tanstack/react-query';
import { describeAuditEntry } from '@trilha/shared/rules/audit-text';
import { useState } from 'react';
import { fetchAuditLog } from '../../api/admin';
import { useTranslation } from '../../i18n';
import { QueryState } from '../../ui/query-state';
import { dateTime, Pager } from './admin-ui';

const LIMIT = 30;

/** Every administrative change of the company, newest first: when, who (and the administrator behind a support session), what. */
export function AuditPage() {
  const { t } = useTranslation();
  const [offset, setOffset] = useState(0);
  const query = useQuery({
    queryKey: ['admin', 'audit-log', offset],
    queryFn: () => fetchAuditLog({ offset, limit: LIMIT }),
  });
  const entries = query.data?.result ?? [];
  const sourceText = (source: string) =>
    source === 'admin' || source === 'pack' || source === 'support' ? t(`admin.audit.source.${source}`) : source;
  return (
    <section aria-labelledby="admin-audit-title">
      <h1 id="admin-audit-title" className="mb-4 text-2xl font-bold">
        {t('admin.audit.title')}
      </h1>
      <QueryState
        isPending={query.isPending}
        error={query.error}
        isEmpty={entries.length === 0}
        emptyText={t('admin.audit.empty')}
        onRetry={() => void query.refetch()}
      >
        <ol className="flex flex-col gap-2">
          {entries.map((entry) => (
            <li key={entry.idAuditLog} className="rounded-xl border border-line bg-white p-3">
              <p className="font-medium">{describeAuditEntry(entry)}</p>
              <p className="text-sm text-muted">
                <time dateTime={entry.createdAt}>{dateTime(entry.createdAt)}</time> ·{' '}
                {entry.userName ?? sourceText(entry.source)}
                {entry.supportUserName ? ` ${t('admin.audit.viaSupport', { name: entry.supportUserName })}` : ''}
                {' · '}
                {sourceText(entry.source)}
              </p>
            </li>
          ))}
        </ol>
        <Pager offset={offset} limit={LIMIT} total={query.data?.totalRecords ?? 0} onChange={setOffset} />
      </QueryState>
    </section>
  );
}
