import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../../i18n';
import { QueryView } from '../../../ui/query-state';
import { ExportButtons } from './report-filters';
import { ViewTabs, withQuery } from './report-parts';
import { type ColumnSpec, ReportTable, type TableColumn } from './report-table';
import { fetchReport, type ReportTables, reportKeys } from './reports-api';
import { PAGE_SIZE, useReportQuery } from './use-report-query';

/** The reports whose answer is a page of rows (`result`) out of `totalRecords`. */
type TablePath = {
  [P in keyof ReportTables]: ReportTables[P] extends { result: unknown[]; totalRecords: number } ? P : never;
}[keyof ReportTables];

/** A page of a report's table as the address asks for it (filters, sort, page); the page shown stays while the next loads. */
function useReportTable<P extends keyof ReportTables>(path: P) {
  const { query } = useReportQuery();
  const params = { ...query, limit: String(PAGE_SIZE) };
  const report = useQuery({
    queryKey: reportKeys.report(path, params),
    queryFn: () => fetchReport(path, params),
    placeholderData: keepPreviousData,
  });
  return { query, report };
}

/**
 * A report's table read from its path with the address's filters, with its states: loading, error with a
 * retry, empty, and once rows came, what the report shows above them (`children`, given the answer: figures,
 * a chart), its export buttons and the sortable, paged table.
 */
export function ReportTableView<P extends TablePath, Row extends Record<string, unknown>>({
  path,
  caption,
  exportLabel = caption,
  emptyText,
  columns,
  rowKey,
  defaultSort,
  children,
}: {
  path: P;
  caption: string;
  /** What the export buttons are named for (the table's caption unless said). */
  exportLabel?: string;
  emptyText?: string;
  columns: Array<TableColumn<Row>>;
  rowKey: (row: Row) => string | number;
  defaultSort: { sort: string; order: 'asc' | 'desc' };
  children?: (answer: ReportTables[P]) => ReactNode;
}) {
  const { t } = useTranslation();
  const { query, report } = useReportTable(path);
  const answer = report.data as (ReportTables[P] & { result: Row[]; totalRecords: number }) | undefined;
  return (
    <QueryView
      query={report}
      isEmpty={(answer?.totalRecords ?? 0) === 0}
      emptyText={emptyText ?? t('admin.reports.empty')}
    >
      {answer && children ? children(answer) : null}
      <div className="mb-2 flex justify-end">
        <ExportButtons path={path} query={query} label={exportLabel} />
      </div>
      <ReportTable
        caption={caption}
        columns={columns}
        rows={answer?.result ?? []}
        total={answer?.totalRecords ?? 0}
        rowKey={rowKey}
        defaultSort={defaultSort}
      />
    </QueryView>
  );
}

/** The tabs of a report's views (`?view=`), the first one the view with no `view` in the address. */
export function ReportViewTabs({ views }: { views: Array<{ view: string | undefined; text: string }> }) {
  const { t } = useTranslation();
  const location = useLocation();
  const { query } = useReportQuery();
  return (
    <ViewTabs
      label={t('admin.reports.views')}
      tabs={views.map(({ view, text }) => ({
        to: withQuery(location.search, { view }),
        text,
        active:
          view === undefined ? !views.some((other) => other.view && other.view === query.view) : query.view === view,
      }))}
    />
  );
}

/** A link in a report's cell: to another view of the report, or to a member's transcript. */
export function ReportLink({ to, label, children }: { to: string; label?: string; children: ReactNode }) {
  return (
    <Link className="font-semibold text-brand underline-offset-4 hover:underline" to={to} aria-label={label}>
      {children}
    </Link>
  );
}

/** The member's name column of a report, linking to the member's transcript. */
export function memberColumn<
  Row extends Record<string, unknown> & { name: string; idUser: number },
>(): ColumnSpec<Row> {
  return {
    kind: 'text',
    sort: 'name',
    render: (row) => <ReportLink to={`/admin/relatorios/historico/${row.idUser}`}>{row.name}</ReportLink>,
  };
}
