import type { EngagementCommunityRow, EngagementContentRow, EngagementPointsRow } from '@trilha/shared/api/reports';
import { compareText } from '@trilha/shared/rules/text-order';
import { useTranslation } from '../../../i18n';
import { ReportChart } from './report-chart';
import { QuerySelect, ReportFilters, useReportOptions } from './report-filters';
import { continuousPeriods } from './report-format';
import { ReportPage } from './report-parts';
import type { TableColumn } from './report-table';
import { ReportTableView, ReportViewTabs, useReportTable } from './report-view';
import { useReportQuery } from './use-report-query';

/** Engagement in the content app: views, viewing time and votes; chat and uploads; campaign points over time. */
export function EngagementPage() {
  const { t } = useTranslation();
  const options = useReportOptions();
  const { query } = useReportQuery();
  const view = query.view === 'community' || query.view === 'points' ? query.view : 'contents';
  return (
    <ReportPage name="engagement">
      <ReportFilters training={false}>
        {view === 'contents' ? (
          <QuerySelect
            name="idSection"
            label={t('admin.reports.engagement.section')}
            choices={(options.data?.sections ?? []).map((entry) => ({
              value: String(entry.idSection),
              label: entry.text,
            }))}
          />
        ) : null}
        {view === 'points' ? (
          <QuerySelect
            name="idCampaign"
            label={t('admin.reports.engagement.campaign')}
            choices={(options.data?.campaigns ?? []).map((entry) => ({
              value: String(entry.idCampaign),
              label: entry.name,
            }))}
          />
        ) : null}
      </ReportFilters>
      <ReportViewTabs
        views={[
          { view: undefined, text: t('admin.reports.engagement.contents') },
          { view: 'community', text: t('admin.reports.engagement.community') },
          { view: 'points', text: t('admin.reports.engagement.points') },
        ]}
      />
      {view === 'contents' ? <Contents /> : view === 'community' ? <Community /> : <Points />}
    </ReportPage>
  );
}

function Contents() {
  const { t } = useTranslation();
  const { query, report } = useReportTable('/reports/engagement/contents');
  const sections = (report.data?.sections ?? []).slice(0, 10);
  const columns: Array<TableColumn<EngagementContentRow>> = [
    { key: 'section', kind: 'text', sort: 'section' },
    { key: 'content', kind: 'text', sort: 'content' },
    { key: 'views', kind: 'count', sort: 'views' },
    { key: 'viewers', kind: 'count', sort: 'viewers' },
    { key: 'viewingTime', kind: 'seconds', sort: 'viewingTime' },
    { key: 'averageRating', kind: 'grade', sort: 'averageRating' },
    { key: 'votes', kind: 'count', sort: 'votes' },
  ];
  return (
    <ReportTableView
      report={report}
      path="/reports/engagement/contents"
      query={query}
      caption={t('admin.reports.engagement.contents')}
      columns={columns}
      rowKey={(row) => row.idContentItem}
      defaultSort={{ sort: 'views', order: 'desc' }}
    >
      <ReportChart
        kind="bar"
        horizontal
        labels={sections.map((entry) => entry.section)}
        series={[
          { name: t('admin.reports.columns.views'), values: sections.map((entry) => entry.views) },
          { name: t('admin.reports.columns.votes'), values: sections.map((entry) => entry.votes) },
        ]}
        summary={t('admin.reports.engagement.chart', { count: sections.length })}
      />
    </ReportTableView>
  );
}

function Community() {
  const { t } = useTranslation();
  const { query, report } = useReportTable('/reports/engagement/community');
  const columns: Array<TableColumn<EngagementCommunityRow>> = [
    { key: 'kind', kind: 'status', sort: 'kind' },
    { key: 'place', kind: 'text', sort: 'place' },
    { key: 'items', kind: 'count', sort: 'items' },
    { key: 'members', kind: 'count', sort: 'members' },
    { key: 'lastAt', kind: 'datetime', sort: 'lastAt' },
  ];
  return (
    <ReportTableView
      report={report}
      path="/reports/engagement/community"
      query={query}
      caption={t('admin.reports.engagement.community')}
      columns={columns}
      rowKey={(row) => `${row.kind}-${row.place}`}
      defaultSort={{ sort: 'items', order: 'desc' }}
    ></ReportTableView>
  );
}

function Points() {
  const { t } = useTranslation();
  const { query, report } = useReportTable('/reports/engagement/points');
  const series = report.data?.series ?? [];
  const periods = continuousPeriods(series.map((row) => row.period));
  const departments = [...new Set(series.map((row) => row.department ?? ''))].sort(compareText);
  const columns: Array<TableColumn<EngagementPointsRow>> = [
    { key: 'period', kind: 'text', sort: 'period' },
    { key: 'department', kind: 'text', sort: 'department' },
    { key: 'points', kind: 'count', sort: 'points' },
    { key: 'members', kind: 'count', sort: 'members' },
  ];
  return (
    <ReportTableView
      report={report}
      path="/reports/engagement/points"
      query={query}
      caption={t('admin.reports.engagement.points')}
      columns={columns}
      rowKey={(row) => `${row.period}-${row.department}`}
      defaultSort={{ sort: 'period', order: 'asc' }}
    >
      <ReportChart
        kind="line"
        labels={periods}
        series={departments.map((department) => ({
          name: department || t('admin.reports.compliance.noGroup'),
          values: periods.map(
            (period) =>
              series.find((row) => row.period === period && (row.department ?? '') === department)?.points ?? 0,
          ),
        }))}
        summary={t('admin.reports.engagement.pointsChart', { count: departments.length })}
      />
    </ReportTableView>
  );
}
