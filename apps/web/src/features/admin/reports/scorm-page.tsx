import { SCORM_STATUSES, type ScormAttemptRow, type ScormPackageRow } from '@trilha/shared/api/reports';
import { useLocation } from 'react-router';
import { useTranslation } from '../../../i18n';
import { ReportChart } from './report-chart';
import { QuerySelect, ReportFilters, useReportOptions } from './report-filters';
import { statusText } from './report-format';
import { ReportHeading, withQuery } from './report-parts';
import type { TableColumn } from './report-table';
import { memberColumn, ReportLink, ReportTableView, ReportViewTabs, useReportTable } from './report-view';
import { useReportQuery } from './use-report-query';

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
      <ReportViewTabs
        views={[
          { view: undefined, text: t('admin.reports.scorm.packages') },
          { view: 'attempts', text: t('admin.reports.scorm.attempts') },
        ]}
      />
      {isAttempts ? <ScormAttempts /> : <ScormPackages />}
    </section>
  );
}

function ScormPackages() {
  const { t } = useTranslation();
  const location = useLocation();
  const { query, report } = useReportTable('/reports/scorm');
  const rows = report.data?.result ?? [];
  const columns: Array<TableColumn<ScormPackageRow>> = [
    {
      key: 'title',
      label: 'package',
      kind: 'text',
      sort: 'title',
      render: (row) => (
        <ReportLink to={withQuery(location.search, { view: 'attempts', idScormPackage: String(row.idScormPackage) })}>
          {row.title}
        </ReportLink>
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
    <ReportTableView
      report={report}
      path="/reports/scorm"
      query={query}
      caption={t('admin.reports.scorm.packages')}
      columns={columns}
      rowKey={(row) => row.idScormPackage}
      defaultSort={{ sort: 'title', order: 'asc' }}
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
    </ReportTableView>
  );
}

function ScormAttempts() {
  const { t } = useTranslation();
  const { query, report } = useReportTable('/reports/scorm/attempts');
  const columns: Array<TableColumn<ScormAttemptRow>> = [
    memberColumn(),
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
    <ReportTableView
      report={report}
      path="/reports/scorm/attempts"
      query={query}
      caption={t('admin.reports.scorm.attempts')}
      columns={columns}
      rowKey={(row) => row.idScoEnrollment}
      defaultSort={{ sort: 'lastAccess', order: 'desc' }}
    />
  );
}
