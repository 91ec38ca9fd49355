import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  ATTEMPT_STATUSES,
  type EvaluationCommentRow,
  type EvaluationDetailResponse,
  type EvaluationRow,
} from '@trilha/shared/api/reports';
import { percentText } from '@trilha/shared/rules/reports';
import { Link, useParams } from 'react-router';
import { useTranslation } from '../../../i18n';
import { QueryView } from '../../../ui/query-state';
import { TableHead } from '../admin-ui';
import { ReportChart } from './report-chart';
import { ExportButtons, QuerySelect, ReportFilters, useReportOptions } from './report-filters';
import { statusText } from './report-format';
import { ReportHeading, ReportPage, TotalFigures } from './report-parts';
import { ReportTable, reportColumns } from './report-table';
import { ReportLink, ReportTableView } from './report-view';
import { fetchEvaluationComments, fetchEvaluationDetail, reportKeys } from './reports-api';
import { PAGE_SIZE, useReportQuery } from './use-report-query';

type Distribution = EvaluationDetailResponse['distribution'];

function DistributionChart({ distribution, label }: { distribution: Distribution; label: string }) {
  const { t } = useTranslation();
  const total = distribution.reduce((sum, entry) => sum + entry.attempts, 0);
  return (
    <ReportChart
      kind="bar"
      labels={distribution.map((entry) => `${entry.from}–${entry.to}`)}
      series={[{ name: label, values: distribution.map((entry) => entry.attempts) }]}
      summary={t('admin.reports.evaluations.chart', { count: total })}
    />
  );
}

/** Evaluation analysis: attempts, pass rate and grades per evaluation, and the grade distribution. */
export function EvaluationsPage() {
  const { t } = useTranslation();
  const options = useReportOptions();
  const columns = reportColumns<EvaluationRow>({
    title: {
      kind: 'text',
      sort: 'title',
      render: (row) => <ReportLink to={`${row.idEvaluation}`}>{row.title}</ReportLink>,
    },
    type: 'status',
    attempts: 'count',
    members: 'count',
    finished: 'count',
    passed: 'count',
    passRate: 'rate',
    averageGrade: 'grade',
  });
  return (
    <ReportPage name="evaluations">
      <ReportFilters statuses={ATTEMPT_STATUSES}>
        <QuerySelect
          name="idEvaluation"
          label={t('admin.reports.evaluations.evaluation')}
          choices={(options.data?.evaluations ?? []).map((entry) => ({
            value: String(entry.idEvaluation),
            label: entry.title,
          }))}
        />
      </ReportFilters>
      <ReportTableView
        path="/reports/evaluations"
        caption={t('admin.reports.evaluations.title')}
        columns={columns}
        rowKey={(row) => row.idEvaluation}
        defaultSort={{ sort: 'title', order: 'asc' }}
      >
        {({ distribution }) => (
          <DistributionChart distribution={distribution} label={t('admin.reports.evaluations.attempts')} />
        )}
      </ReportTableView>
    </ReportPage>
  );
}

/** One evaluation: its figures, the grade distribution, each question's right share and options, survey scales and comments. */
export function EvaluationDetailPage() {
  const { t } = useTranslation();
  const idEvaluation = Number(useParams().idEvaluation);
  const { query } = useReportQuery();
  const detail = useQuery({
    queryKey: reportKeys.report('evaluation', idEvaluation, query),
    queryFn: () =>
      fetchEvaluationDetail(idEvaluation, { ...query, sort: undefined, order: undefined, offset: undefined }),
    enabled: Number.isInteger(idEvaluation) && idEvaluation > 0,
  });
  const data = detail.data;
  return (
    <section aria-labelledby="evaluation-title">
      <p className="mb-2">
        <Link to=".." relative="path" className="font-semibold text-brand underline-offset-4 hover:underline">
          {t('admin.reports.evaluations.back')}
        </Link>
      </p>
      <ReportFilters statuses={ATTEMPT_STATUSES} />
      <QueryView query={detail}>
        {data ? (
          <>
            <ReportHeading
              id="evaluation-title"
              title={data.evaluation.title}
              description={statusText(data.evaluation.type)}
              actions={
                <ExportButtons
                  path={`/reports/evaluations/${idEvaluation}`}
                  query={query}
                  label={t('admin.reports.evaluations.questions')}
                />
              }
            />
            <TotalFigures
              totals={data.evaluation}
              kinds={{
                attempts: 'count',
                members: 'count',
                finished: 'count',
                passRate: 'rate',
                averageGrade: 'grade',
              }}
            />
            {data.evaluation.type === 'REACTION' ? null : (
              <DistributionChart distribution={data.distribution} label={t('admin.reports.evaluations.attempts')} />
            )}
            <h3 className="mb-2 text-lg font-bold">{t('admin.reports.evaluations.questions')}</h3>
            <ol className="mb-6 flex flex-col gap-3">
              {data.questions.map((question) => (
                <QuestionAnalysis key={question.idQuestion} question={question} />
              ))}
            </ol>
            <Comments idEvaluation={idEvaluation} />
          </>
        ) : null}
      </QueryView>
    </section>
  );
}

function QuestionAnalysis({ question }: { question: EvaluationDetailResponse['questions'][number] }) {
  const { t } = useTranslation();
  const choices = question.options.length > 0 ? question.options : question.scales;
  return (
    <li className="rounded-xl border border-line bg-white p-3">
      <p className="font-semibold">
        {t('admin.reports.evaluations.question', { position: question.position })} {question.statement}
      </p>
      <p className="text-sm text-muted">
        {t('admin.reports.evaluations.answered', { count: question.answered })}
        {question.rightShare === null
          ? ''
          : ` · ${t('admin.reports.evaluations.right', { share: percentText(question.rightShare) })}`}
        {question.comments > 0 ? ` · ${t('admin.reports.evaluations.comments', { count: question.comments })}` : ''}
      </p>
      {choices.length > 0 ? (
        <table className="mt-2 w-full text-sm">
          <caption className="sr-only">{question.statement}</caption>
          <TableHead
            rowClassName="text-left text-muted"
            headings={[
              { text: t('admin.reports.evaluations.choice'), className: 'py-1 font-medium' },
              { text: t('admin.reports.evaluations.share'), className: 'w-1/2 py-1 font-medium' },
            ]}
          />
          <tbody>
            {choices.map((choice) => {
              const isCorrect = 'isCorrect' in choice && choice.isCorrect;
              return (
                <tr key={choice.id} className="border-t border-line">
                  <td className="py-1 pr-2">
                    {choice.description}
                    {isCorrect ? (
                      <span className="ml-1 font-semibold text-brand">{t('admin.reports.evaluations.correct')}</span>
                    ) : null}
                  </td>
                  <td className="py-1">
                    <div className="flex items-center gap-2">
                      <div className="h-3 grow rounded bg-gray-100" aria-hidden="true">
                        <div
                          className={`h-3 rounded ${isCorrect ? 'bg-[#009E73]' : 'bg-[#0072B2]'}`}
                          style={{ width: `${Math.round((choice.share ?? 0) * 100)}%` }}
                        />
                      </div>
                      <span className="w-24 text-right tabular-nums">
                        {percentText(choice.share)} ({choice.count})
                      </span>
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : null}
    </li>
  );
}

function Comments({ idEvaluation }: { idEvaluation: number }) {
  const { t } = useTranslation();
  const { query } = useReportQuery();
  const params = { ...query, limit: String(PAGE_SIZE) };
  const comments = useQuery({
    queryKey: reportKeys.report('evaluation-comments', idEvaluation, params),
    queryFn: () => fetchEvaluationComments(idEvaluation, params),
    placeholderData: keepPreviousData,
  });
  const columns = reportColumns<EvaluationCommentRow>({
    question: 'text',
    text: { kind: 'text' },
    name: 'text',
    department: { kind: 'text' },
    answeredAt: 'datetime',
  });
  if ((comments.data?.totalRecords ?? 0) === 0) return null;
  return (
    <section aria-labelledby="evaluation-comments-title">
      <div className="mb-2 flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <h3 id="evaluation-comments-title" className="text-lg font-bold">
          {t('admin.reports.evaluations.commentsTitle')}
        </h3>
        <ExportButtons
          path={`/reports/evaluations/${idEvaluation}/comments`}
          query={query}
          label={t('admin.reports.evaluations.commentsTitle')}
        />
      </div>
      <ReportTable
        caption={t('admin.reports.evaluations.commentsTitle')}
        columns={columns}
        rows={comments.data?.result ?? []}
        total={comments.data?.totalRecords ?? 0}
        rowKey={(row) => row.idAnswer}
        defaultSort={{ sort: 'answeredAt', order: 'desc' }}
      />
    </section>
  );
}
