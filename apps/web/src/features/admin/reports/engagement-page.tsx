import type { EngagementCommunityRow, EngagementContentRow, EngagementPointsRow } from '@trilha/shared/api/reports';
import { compareText } from '@trilha/shared/rules/text-order';
import { useTranslation } from '../../../i18n';
import { ReportChart } from './report-chart';
import { QuerySelect, ReportFilters, useReportOptions } from './report-filters';
import { continuousPeriods } from './report-format';
import { ReportPage } from './report-parts';
import { reportColumns } from './report-table';
import { ReportTableView, ReportViewTabs } from './report-view';
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
  const columns = reportColumns<EngagementContentRow>({
    section: 'text',
    content: 'text',
    views: 'count',
    viewers: 'count',
    viewingTime: 'seconds',
    averageRating: 'grade',
    votes: 'count',
  });
  return (
    <ReportTableView
      path="/reports/engagement/contents"
      caption={t('admin.reports.engagement.contents')}
      columns={columns}
      rowKey={(row) => row.idContentItem}
      defaultSort={{ sort: 'views', order: 'desc' }}
    >
      {(answer) => <SectionsChart sections={answer.sections.slice(0, 10)} />}
    </ReportTableView>
  );
}

function SectionsChart({ sections }: { sections: Array<{ section: string; views: number; votes: number }> }) {
  const { t } = useTranslation();
  return (
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
  );
}

function Community() {
  const { t } = useTranslation();
  const columns = reportColumns<EngagementCommunityRow>({
    kind: 'status',
    place: 'text',
    items: 'count',
    members: 'count',
    lastAt: 'datetime',
  });
  return (
    <ReportTableView
      path="/reports/engagement/community"
      caption={t('admin.reports.engagement.community')}
      columns={columns}
      rowKey={(row) => `${row.kind}-${row.place}`}
      defaultSort={{ sort: 'items', order: 'desc' }}
    />
  );
}

function Points() {
  const { t } = useTranslation();
  const columns = reportColumns<EngagementPointsRow>({
    period: 'text',
    department: 'text',
    points: 'count',
    members: 'count',
  });
  return (
    <ReportTableView
      path="/reports/engagement/points"
      caption={t('admin.reports.engagement.points')}
      columns={columns}
      rowKey={(row) => `${row.period}-${row.department}`}
      defaultSort={{ sort: 'period', order: 'asc' }}
    >
      {(answer) => <PointsChart series={answer.series} />}
    </ReportTableView>
  );
}

function PointsChart({ series }: { series: EngagementPointsRow[] }) {
  const { t } = useTranslation();
  const periods = continuousPeriods(series.map((row) => row.period));
  const departments = [...new Set(series.map((row) => row.department ?? ''))].sort(compareText);
  return (
    <ReportChart
      kind="line"
      labels={periods}
      series={departments.map((department) => ({
        name: department || t('admin.reports.compliance.noGroup'),
        values: periods.map(
          (period) => series.find((row) => row.period === period && (row.department ?? '') === department)?.points ?? 0,
        ),
      }))}
      summary={t('admin.reports.engagement.pointsChart', { count: departments.length })}
    />
  );
}
