import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SCORM_STATUSES, type ScormAttemptRow, type ScormPackageRow } from '@trilha/shared/api/reports';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../../i18n';
import { QueryState } from '../../../ui/query-state';
import { ReportChart } from './report-chart';
import { ExportButtons, QuerySelect, ReportFilters, useReportOptions } from './report-filters';
import { statusText } from './report-format';
import { ReportHeading, ViewTabs, withQuery } from './report-parts';
import { ReportTable, type TableColumn } from './report-table';
import { fetchReport, reportKeys } from './reports-api';
import { PAGE_SIZE, useReportQuery } from './use-report-query';

const SERIES: Array<{ status: string; key: keyof ScormPackageRow; color: string }> = [
  { status: 'NOT_ATTEMPTED', key: 'notAttempted', color: '#999999' },
  { status: 'IN_PROGRESS', key: 'inProgress', color: '#56B4E9' },
  { status: 'COMPLETED', key: 'completed', color: '#0072B2' },
  { status: 'PASSED', key: 'passed', color: '#009E73' },
  { status: 'FAILED', key: 'failed', color: '#D55E00' },
];

/** SCORM attempts: per package, and per member and lesson (attempts, status, score, time, last access). */
export function ScormPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const options = useReportOptions();
  const { query } = useReportQuery();
  const isAttempts = query.view === 'attempts';
  return (
    <section aria-labelledby="scorm-title">
      <ReportHeading
        id="scorm-title"
        title={t('admin.reports.scorm.title')}
        description={t('admin.reports.scorm.description')}
      />
      <ReportFilters statuses={SCORM_STATUSES}>
        <QuerySelect
          name="idScormPackage"
          label={t('admin.reports.scorm.package')}
          choices={(options.data?.scormPackages ?? []).map((entry) => ({
            value: String(entry.idScormPackage),
            label: entry.title,
          }))}
        />
      </ReportFilters>
      <ViewTabs
        label={t('admin.reports.views')}
        tabs={[
          {
            to: withQuery(location.search, { view: undefined }),
            text: t('admin.reports.scorm.packages'),
            active: !isAttempts,
          },
          {
            to: withQuery(location.search, { view: 'attempts' }),
            text: t('admin.reports.scorm.attempts'),
            active: isAttempts,
          },
        ]}
      />
      {isAttempts ? <ScormAttempts /> : <ScormPackages />}
    </section>
  );
}

function ScormPackages() {
  const { t } = useTranslation();
  const location = useLocation();
  const { query } = useReportQuery();
  const params = { ...query, limit: String(PAGE_SIZE) };
  const report = useQuery({
    queryKey: reportKeys.report('scorm', params),
    queryFn: () => fetchReport('/reports/scorm', params),
    placeholderData: keepPreviousData,
  });
  const rows = report.data?.result ?? [];
  const columns: Array<TableColumn<ScormPackageRow>> = [
    {
      key: 'title',
      label: 'package',
      kind: 'text',
      sort: 'title',
      render: (row) => (
        <Link
          className="font-semibold text-brand underline-offset-4 hover:underline"
          to={withQuery(location.search, { view: 'attempts', idScormPackage: String(row.idScormPackage) })}
        >
          {row.title}
        </Link>
      ),
    },
    { key: 'learners', kind: 'count', sort: 'learners' },
    { key: 'attempts', kind: 'count', sort: 'attempts' },
    { key: 'completed', kind: 'count', sort: 'completed' },
    { key: 'passed', kind: 'count', sort: 'passed' },
    { key: 'failed', kind: 'count', sort: 'failed' },
    { key: 'inProgress', kind: 'count', sort: 'inProgress' },
    { key: 'averageScore', kind: 'grade', sort: 'averageScore' },
    { key: 'timeSpent', kind: 'seconds', sort: 'timeSpent' },
    { key: 'lastAccess', kind: 'datetime', sort: 'lastAccess' },
  ];
  return (
    <QueryState
      isPending={report.isPending}
      error={report.error}
      isEmpty={(report.data?.totalRecords ?? 0) === 0}
      emptyText={t('admin.reports.empty')}
      onRetry={() => void report.refetch()}
    >
      <ReportChart
        kind="bar"
        stacked
        horizontal
        labels={rows.map((row) => row.title)}
        series={SERIES.map((entry) => ({
          name: statusText(entry.status),
          color: entry.color,
          values: rows.map((row) => Number(row[entry.key])),
        }))}
        summary={t('admin.reports.scorm.chart', { count: rows.length })}
      />
      <div className="mb-2 flex justify-end">
        <ExportButtons path="/reports/scorm" query={query} label={t('admin.reports.scorm.packages')} />
      </div>
      <ReportTable
        caption={t('admin.reports.scorm.packages')}
        columns={columns}
        rows={rows}
        total={report.data?.totalRecords ?? 0}
        rowKey={(row) => row.idScormPackage}
        defaultSort={{ sort: 'title', order: 'asc' }}
      />
    </QueryState>
  );
}

function ScormAttempts() {
  const { t } = useTranslation();
  const { query } = useReportQuery();
  const params = { ...query, limit: String(PAGE_SIZE) };
  const report = useQuery({
    queryKey: reportKeys.report('scorm-attempts', params),
    queryFn: () => fetchReport('/reports/scorm/attempts', params),
    placeholderData: keepPreviousData,
  });
  const columns: Array<TableColumn<ScormAttemptRow>> = [
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
    { key: 'package', kind: 'text', sort: 'package' },
    { key: 'lesson', kind: 'text', sort: 'lesson' },
    { key: 'attempt', kind: 'count', sort: 'attempt' },
    { key: 'launches', kind: 'count' },
    { key: 'status', kind: 'status', sort: 'status' },
    { key: 'score', kind: 'grade', sort: 'score' },
    { key: 'timeSpent', kind: 'seconds', sort: 'timeSpent' },
    { key: 'lastAccess', kind: 'datetime', sort: 'lastAccess' },
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
        <ExportButtons path="/reports/scorm/attempts" query={query} label={t('admin.reports.scorm.attempts')} />
      </div>
      <ReportTable
        caption={t('admin.reports.scorm.attempts')}
        columns={columns}
        rows={report.data?.result ?? []}
        total={report.data?.totalRecords ?? 0}
        rowKey={(row) => row.idScoEnrollment}
        defaultSort={{ sort: 'lastAccess', order: 'desc' }}
      />
    </QueryState>
  );
}
