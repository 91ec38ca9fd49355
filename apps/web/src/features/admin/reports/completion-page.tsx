import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { COMPLETION_STATUSES, type CompletionMemberRow, type CompletionRow } from '@trilha/shared/api/reports';
import { durationText, percentText } from '@trilha/shared/rules/reports';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../../i18n';
import { QueryState } from '../../../ui/query-state';
import { ReportChart } from './report-chart';
import { ExportButtons, ReportFilters } from './report-filters';
import { formatValue, statusText } from './report-format';
import { Figures, ReportHeading, ViewTabs, withQuery } from './report-parts';
import { ReportTable, type TableColumn } from './report-table';
import { fetchReport, reportKeys } from './reports-api';
import { PAGE_SIZE, useReportQuery } from './use-report-query';

const STATUS_COLORS: Record<string, string> = {
  NOT_STARTED: '#999999',
  IN_PROGRESS: '#56B4E9',
  COMPLETED: '#0072B2',
  PASSED: '#009E73',
  FAILED: '#D55E00',
  EXPIRED: '#CC79A7',
};
const COUNT_OF: Record<string, keyof CompletionRow> = {
  NOT_STARTED: 'notStarted',
  IN_PROGRESS: 'inProgress',
  COMPLETED: 'completed',
  PASSED: 'passed',
  FAILED: 'failed',
  EXPIRED: 'expired',
};

/** Training completion: per training and class, each status, the completion rate, mean grade and time; drills down to the members. */
export function CompletionPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const { query } = useReportQuery();
  const isMembers = query.view === 'members';
  return (
    <section aria-labelledby="completion-title">
      <ReportHeading
        id="completion-title"
        title={t('admin.reports.completion.title')}
        description={t('admin.reports.completion.description')}
      />
      <ReportFilters statuses={COMPLETION_STATUSES} />
      <ViewTabs
        label={t('admin.reports.views')}
        tabs={[
          {
            to: withQuery(location.search, { view: undefined }),
            text: t('admin.reports.completion.byClass'),
            active: !isMembers,
          },
          {
            to: withQuery(location.search, { view: 'members' }),
            text: t('admin.reports.completion.byMember'),
            active: isMembers,
          },
        ]}
      />
      {isMembers ? <CompletionMembers /> : <CompletionClasses />}
    </section>
  );
}

function CompletionClasses() {
  const { t } = useTranslation();
  const location = useLocation();
  const { query } = useReportQuery();
  const params = { ...query, limit: String(PAGE_SIZE) };
  const report = useQuery({
    queryKey: reportKeys.report('completion', params),
    queryFn: () => fetchReport('/reports/completion', params),
    placeholderData: keepPreviousData,
  });
  const rows = report.data?.result ?? [];
  const totals = report.data?.totals;
  const columns: Array<TableColumn<CompletionRow>> = [
    { key: 'training', kind: 'text', sort: 'training' },
    {
      key: 'class',
      kind: 'text',
      sort: 'class',
      render: (row) => (
        <Link
          className="font-semibold text-brand underline-offset-4 hover:underline"
          to={withQuery(location.search, { view: 'members', idNode: String(row.idNode), idTeam: String(row.idTeam) })}
          aria-label={t('admin.reports.completion.membersOf', { name: `${row.training} · ${row.class}` })}
        >
          {row.class}
        </Link>
      ),
    },
    { key: 'enrolled', kind: 'count', sort: 'enrolled' },
    { key: 'notStarted', kind: 'count', sort: 'notStarted' },
    { key: 'inProgress', kind: 'count', sort: 'inProgress' },
    { key: 'completed', kind: 'count', sort: 'completed' },
    { key: 'passed', kind: 'count', sort: 'passed' },
    { key: 'failed', kind: 'count', sort: 'failed' },
    { key: 'expired', kind: 'count', sort: 'expired' },
    { key: 'completionRate', kind: 'rate', sort: 'completionRate' },
    { key: 'averageGrade', kind: 'grade', sort: 'averageGrade' },
    { key: 'timeSpent', kind: 'seconds', sort: 'timeSpent' },
  ];
  return (
    <QueryState
      isPending={report.isPending}
      error={report.error}
      isEmpty={rows.length === 0 && (report.data?.totalRecords ?? 0) === 0}
      emptyText={t('admin.reports.empty')}
      onRetry={() => void report.refetch()}
    >
      {totals ? (
        <Figures
          items={[
            { label: t('admin.reports.columns.enrolled'), value: formatValue('count', totals.enrolled) },
            { label: t('admin.reports.columns.completionRate'), value: percentText(totals.completionRate) },
            { label: t('admin.reports.columns.averageGrade'), value: formatValue('grade', totals.averageGrade) },
            { label: t('admin.reports.columns.timeSpent'), value: durationText(totals.timeSpent) },
            { label: t('admin.reports.columns.expired'), value: formatValue('count', totals.expired) },
          ]}
        />
      ) : null}
      <ReportChart
        kind="bar"
        stacked
        horizontal
        labels={rows.map((row) => `${row.training} · ${row.class}`)}
        series={COMPLETION_STATUSES.map((status) => ({
          name: statusText(status),
          color: STATUS_COLORS[status],
          values: rows.map((row) => Number(row[COUNT_OF[status] as keyof CompletionRow])),
        }))}
        summary={t('admin.reports.completion.chart', {
          enrolled: totals?.enrolled ?? 0,
          rate: percentText(totals?.completionRate ?? null),
        })}
      />
      <div className="mb-2 flex justify-end">
        <ExportButtons path="/reports/completion" query={query} label={t('admin.reports.completion.title')} />
      </div>
      <ReportTable
        caption={t('admin.reports.completion.byClass')}
        columns={columns}
        rows={rows}
        total={report.data?.totalRecords ?? 0}
        rowKey={(row) => row.idTeam}
        defaultSort={{ sort: 'training', order: 'asc' }}
      />
    </QueryState>
  );
}

function CompletionMembers() {
  const { t } = useTranslation();
  const { query } = useReportQuery();
  const params = { ...query, limit: String(PAGE_SIZE) };
  const report = useQuery({
    queryKey: reportKeys.report('completion-members', params),
    queryFn: () => fetchReport('/reports/completion/members', params),
    placeholderData: keepPreviousData,
  });
  const rows = report.data?.result ?? [];
  const columns: Array<TableColumn<CompletionMemberRow>> = [
    {
      key: 'name',
      kind: 'text',
      sort: 'name',
      render: (row) => (
        <Link
          className="font-semibold text-brand underline-offset-4 hover:underline"
          to={`/admin/relatorios/historico/${row.idUser}`}
        >
          {row.name}
        </Link>
      ),
    },
    { key: 'department', kind: 'text', sort: 'department' },
    { key: 'manager', kind: 'text', sort: 'manager' },
    { key: 'training', kind: 'text', sort: 'training' },
    { key: 'class', kind: 'text', sort: 'class' },
    { key: 'status', kind: 'status', sort: 'status' },
    { key: 'progress', kind: 'count', sort: 'progress' },
    { key: 'grade', kind: 'grade', sort: 'grade' },
    { key: 'timeSpent', kind: 'seconds', sort: 'timeSpent' },
    { key: 'creationDate', kind: 'datetime', sort: 'creationDate' },
    { key: 'finishDate', kind: 'datetime', sort: 'finishDate' },
  ];
  return (
    <QueryState
      isPending={report.isPending}
      error={report.error}
      isEmpty={(report.data?.totalRecords ?? 0) === 0}
      emptyText={t('admin.reports.empty')}
      onRetry={() => void report.refetch()}
    >
      <div className="mb-2 flex justify-end">
        <ExportButtons
          path="/reports/completion/members"
          query={query}
          label={t('admin.reports.completion.byMember')}
        />
      </div>
      <ReportTable
        caption={t('admin.reports.completion.byMember')}
        columns={columns}
        rows={rows}
        total={report.data?.totalRecords ?? 0}
        rowKey={(row) => row.idEnrollment}
        defaultSort={{ sort: 'name', order: 'asc' }}
      />
    </QueryState>
  );
}
