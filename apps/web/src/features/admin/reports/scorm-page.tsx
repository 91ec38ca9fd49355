import { SCORM_STATUSES, type ScormAttemptRow, type ScormPackageRow } from '@trilha/shared/api/reports';
import { useLocation } from 'react-router';
import { useTranslation } from '../../../i18n';
import { StatusBars } from './report-chart';
import { QuerySelect, ReportFilters, useReportOptions } from './report-filters';
import { ReportPage, withQuery } from './report-parts';
import { reportColumns } from './report-table';
import { memberColumn, ReportLink, ReportTableView, ReportViewTabs } from './report-view';
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
  const columns = reportColumns<ScormPackageRow>({
    title: {
      label: 'package',
      kind: 'text',
      sort: 'title',
      render: (row) => (
        <ReportLink to={withQuery(location.search, { view: 'attempts', idScormPackage: String(row.idScormPackage) })}>
          {row.title}
        </ReportLink>
      ),
    },
    learners: 'count',
    attempts: 'count',
    completed: 'count',
    passed: 'count',
    failed: 'count',
    inProgress: 'count',
    averageScore: 'grade',
    timeSpent: 'seconds',
    lastAccess: 'datetime',
  });
  return (
    <ReportTableView
      path="/reports/scorm"
      caption={t('admin.reports.scorm.packages')}
      columns={columns}
      rowKey={(row) => row.idScormPackage}
      defaultSort={{ sort: 'title', order: 'asc' }}
    >
      {({ result }) => (
        <StatusBars
          rows={result}
          label={(row) => row.title}
          statuses={Object.keys(COUNT_OF)}
          count={(row, status) => Number(row[COUNT_OF[status] as keyof ScormPackageRow])}
          summary={t('admin.reports.scorm.chart', { count: result.length })}
        />
      )}
    </ReportTableView>
  );
}

function ScormAttempts() {
  const { t } = useTranslation();
  const columns = reportColumns<ScormAttemptRow>({
    name: memberColumn(),
    department: 'text',
    package: 'text',
    lesson: 'text',
    attempt: 'count',
    launches: { kind: 'count' },
    status: 'status',
    score: 'grade',
    timeSpent: 'seconds',
    lastAccess: 'datetime',
  });
  return (
    <ReportTableView
      path="/reports/scorm/attempts"
      caption={t('admin.reports.scorm.attempts')}
      columns={columns}
      rowKey={(row) => row.idScoEnrollment}
      defaultSort={{ sort: 'lastAccess', order: 'desc' }}
    />
  );
}
