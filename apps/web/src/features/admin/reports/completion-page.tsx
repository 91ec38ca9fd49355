import { COMPLETION_STATUSES, type CompletionMemberRow, type CompletionRow } from '@trilha/shared/api/reports';
import { percentText } from '@trilha/shared/rules/reports';
import { useLocation } from 'react-router';
import { useTranslation } from '../../../i18n';
import { StatusBars } from './report-chart';
import { ReportFilters } from './report-filters';
import { ReportPage, TotalFigures, withQuery } from './report-parts';
import { reportColumns } from './report-table';
import { memberColumn, ReportLink, ReportTableView, ReportViewTabs } from './report-view';
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
  const columns = reportColumns<CompletionRow>({
    training: 'text',
    class: {
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
    enrolled: 'count',
    notStarted: 'count',
    inProgress: 'count',
    completed: 'count',
    passed: 'count',
    failed: 'count',
    expired: 'count',
    completionRate: 'rate',
    averageGrade: 'grade',
    timeSpent: 'seconds',
  });
  return (
    <ReportTableView
      path="/reports/completion"
      caption={t('admin.reports.completion.byClass')}
      exportLabel={t('admin.reports.completion.title')}
      columns={columns}
      rowKey={(row) => row.idTeam}
      defaultSort={{ sort: 'training', order: 'asc' }}
    >
      {({ result, totals }) => (
        <>
          <TotalFigures
            totals={totals}
            kinds={{
              enrolled: 'count',
              completionRate: 'rate',
              averageGrade: 'grade',
              timeSpent: 'seconds',
              expired: 'count',
            }}
          />
          <StatusBars
            rows={result}
            label={(row) => `${row.training} · ${row.class}`}
            statuses={COMPLETION_STATUSES}
            count={(row, status) => Number(row[COUNT_OF[status] as keyof CompletionRow])}
            summary={t('admin.reports.completion.chart', {
              enrolled: totals.enrolled,
              rate: percentText(totals.completionRate),
            })}
          />
        </>
      )}
    </ReportTableView>
  );
}

function CompletionMembers() {
  const { t } = useTranslation();
  const columns = reportColumns<CompletionMemberRow>({
    name: memberColumn(),
    department: 'text',
    manager: 'text',
    training: 'text',
    class: 'text',
    status: 'status',
    progress: 'count',
    grade: 'grade',
    timeSpent: 'seconds',
    creationDate: 'datetime',
    finishDate: 'datetime',
  });
  return (
    <ReportTableView
      path="/reports/completion/members"
      caption={t('admin.reports.completion.byMember')}
      columns={columns}
      rowKey={(row) => row.idEnrollment}
      defaultSort={{ sort: 'name', order: 'asc' }}
    />
  );
}
