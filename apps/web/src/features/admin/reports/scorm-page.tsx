import { SCORM_STATUSES, type ScormAttemptRow, type ScormPackageRow } from '@trilha/shared/api/reports';
import { useLocation } from 'react-router';
import { useTranslation } from '../../../i18n';
import { StatusBars } from './report-chart';
import { QuerySelect, ReportFilters, useReportOptions } from './report-filters';
import { ReportPage, withQuery } from './report-parts';
import type { TableColumn } from './report-table';
import { memberColumn, ReportLink, ReportTableView, ReportViewTabs, useReportTable } from './report-view';
import { useReportQuery } from './use-report-query';

/** The statuses of a package's attempts, in the chart's order, and the column counting each. */
const COUNT_OF: Record<string, keyof ScormPackageRow> = {
  NOT_ATTEMPTED: 'notAttempted',
  IN_PROGRESS: 'inProgress',
  COMPLETED: 'completed',
  PASSED: 'passed',
  FAILED: 'failed',
};

/** SCORM attempts: per package, and per member and lesson (attempts, status, score, time, last access). */
export function ScormPage() {
  const { t } = useTranslation();
  const options = useReportOptions();
  const { query } = useReportQuery();
  const isAttempts = query.view === 'attempts';
  return (
    <ReportPage name="scorm">
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
    </ReportPage>
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
      <StatusBars
        rows={rows}
        label={(row) => row.title}
        statuses={Object.keys(COUNT_OF)}
        count={(row, status) => Number(row[COUNT_OF[status] as keyof ScormPackageRow])}
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
