import { COMPLETION_STATUSES, type CompletionMemberRow, type CompletionRow } from '@trilha/shared/api/reports';
import { durationText, percentText } from '@trilha/shared/rules/reports';
import { useLocation } from 'react-router';
import { useTranslation } from '../../../i18n';
import { StatusBars } from './report-chart';
import { ReportFilters } from './report-filters';
import { formatValue } from './report-format';
import { Figures, ReportPage, withQuery } from './report-parts';
import type { TableColumn } from './report-table';
import { memberColumn, ReportLink, ReportTableView, ReportViewTabs, useReportTable } from './report-view';
import { useReportQuery } from './use-report-query';

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
  const { query } = useReportQuery();
  const isMembers = query.view === 'members';
  return (
    <ReportPage name="completion">
      <ReportFilters statuses={COMPLETION_STATUSES} />
      <ReportViewTabs
        views={[
          { view: undefined, text: t('admin.reports.completion.byClass') },
          { view: 'members', text: t('admin.reports.completion.byMember') },
        ]}
      />
      {isMembers ? <CompletionMembers /> : <CompletionClasses />}
    </ReportPage>
  );
}

function CompletionClasses() {
  const { t } = useTranslation();
  const location = useLocation();
  const { query, report } = useReportTable('/reports/completion');
  const rows = report.data?.result ?? [];
  const totals = report.data?.totals;
  const columns: Array<TableColumn<CompletionRow>> = [
    { key: 'training', kind: 'text', sort: 'training' },
    {
      key: 'class',
      kind: 'text',
      sort: 'class',
      render: (row) => (
        <ReportLink
          to={withQuery(location.search, { view: 'members', idNode: String(row.idNode), idTeam: String(row.idTeam) })}
          label={t('admin.reports.completion.membersOf', { name: `${row.training} · ${row.class}` })}
        >
          {row.class}
        </ReportLink>
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
    <ReportTableView
      report={report}
      path="/reports/completion"
      query={query}
      caption={t('admin.reports.completion.byClass')}
      exportLabel={t('admin.reports.completion.title')}
      columns={columns}
      rowKey={(row) => row.idTeam}
      defaultSort={{ sort: 'training', order: 'asc' }}
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
      <StatusBars
        rows={rows}
        label={(row) => `${row.training} · ${row.class}`}
        statuses={COMPLETION_STATUSES}
        count={(row, status) => Number(row[COUNT_OF[status] as keyof CompletionRow])}
        summary={t('admin.reports.completion.chart', {
          enrolled: totals?.enrolled ?? 0,
          rate: percentText(totals?.completionRate ?? null),
        })}
      />
    </ReportTableView>
  );
}

function CompletionMembers() {
  const { t } = useTranslation();
  const { query, report } = useReportTable('/reports/completion/members');
  const columns: Array<TableColumn<CompletionMemberRow>> = [
    memberColumn(),
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
    <ReportTableView
      report={report}
      path="/reports/completion/members"
      query={query}
      caption={t('admin.reports.completion.byMember')}
      columns={columns}
      rowKey={(row) => row.idEnrollment}
      defaultSort={{ sort: 'name', order: 'asc' }}
    />
  );
}
