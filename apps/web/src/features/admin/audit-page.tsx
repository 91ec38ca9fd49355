import { useQuery } from '@tanstack/react-query';
import type { AuditEntryView } from '@trilha/shared/api/admin';
import { auditChanges, describeAuditEntry } from '@trilha/shared/rules/audit-text';
import { useState } from 'react';
import { fetchAuditLog } from '../../api/admin';
import { adminKeys } from '../../api/console-keys';
import { useTranslation } from '../../i18n';
import { QueryView } from '../../ui/query-state';
import { AdminSection, dateTime, Pager, TableHead } from './admin-ui';

const LIMIT = 30;

/** Every administrative change of the company, newest first: when, who (and the administrator behind a support session), what. */
export function AuditPage() {
  const { t } = useTranslation();
  const [offset, setOffset] = useState(0);
  const query = useQuery({
    queryKey: adminKeys.auditLogPage(offset),
    queryFn: () => fetchAuditLog({ offset, limit: LIMIT }),
  });
  const entries = query.data?.result ?? [];
  const sourceText = (source: string) =>
    source === 'admin' || source === 'pack' || source === 'support' ? t(`admin.audit.source.${source}`) : source;
  return (
    <AdminSection titleId="admin-audit-title" title={t('admin.audit.title')}>
      <QueryView query={query} isEmpty={entries.length === 0} emptyText={t('admin.audit.empty')}>
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
              <AuditChanges entry={entry} />
            </li>
          ))}
        </ol>
        <Pager offset={offset} limit={LIMIT} total={query.data?.totalRecords ?? 0} onChange={setOffset} />
      </QueryView>
    </AdminSection>
  );
}

/** The fields an entry changed, before and after, behind a disclosure (entries without a stored form show none). */
export function AuditChanges({ entry }: { entry: Pick<AuditEntryView, 'before' | 'after'> }) {
  const { t } = useTranslation();
  if (entry.before == null && entry.after == null) return null;
  const { changes, more } = auditChanges(entry.before, entry.after);
  const none = t('admin.audit.noValue');
  return (
    <details className="mt-2 text-sm">
      <summary className="min-h-11 cursor-pointer py-2 font-semibold text-brand">
        {t('admin.audit.changes', { count: changes.length + more })}
      </summary>
      {changes.length === 0 ? (
        <p className="text-muted">{t('admin.audit.noChanges')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full table-fixed border-collapse text-left">
            <caption className="sr-only">{t('admin.audit.changesCaption')}</caption>
            <TableHead
              rowClassName="border-b border-line"
              headings={[
                { text: t('admin.audit.field'), className: 'w-1/4 py-1 pr-2' },
                { text: t('admin.audit.before'), className: 'py-1 pr-2' },
                { text: t('admin.audit.after'), className: 'py-1' },
              ]}
            />
            <tbody>
              {changes.map((change) => (
                <tr key={change.field} className="border-b border-line align-top">
                  <th scope="row" className="py-1 pr-2 font-mono text-xs font-normal break-all">
                    {change.field}
                  </th>
                  <td className="py-1 pr-2 whitespace-pre-wrap break-words [overflow-wrap:anywhere]">
                    {change.before ?? none}
                  </td>
                  <td className="py-1 whitespace-pre-wrap break-words [overflow-wrap:anywhere]">
                    {change.after ?? none}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {more > 0 ? <p className="mt-1 text-muted">{t('admin.audit.moreChanges', { count: more })}</p> : null}
    </details>
  );
}
