import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MemberRow } from '@trilha/shared/api/reports';
import { durationText } from '@trilha/shared/rules/reports';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../../api/error-message';
import { useTranslation } from '../../../i18n';
import { Button } from '../../../ui/button';
import { MessagePanel } from '../../../ui/message-panel';
import { QueryState, QueryView } from '../../../ui/query-state';
import { useToast } from '../../../ui/toast';
import { SearchBar } from '../admin-ui';
import { ExportButtons, ReportFilters, useReportOptions } from './report-filters';
import { formatValue, statusText } from './report-format';
import { Figures, ReportHeading, ReportPage } from './report-parts';
import { ReportTable, reportColumns } from './report-table';
import { downloadReportFile, fetchReport, fetchTranscript, reportKeys } from './reports-api';
import { PAGE_SIZE, useReportQuery } from './use-report-query';

/** The members with their learning figures; each opens the member's transcript. */
export function TranscriptsPage() {
  const { t } = useTranslation();
  const { query, update } = useReportQuery();
  const [search, setSearch] = useState(query.search ?? '');
  const params = { ...query, limit: String(PAGE_SIZE) };
  const report = useQuery({
    queryKey: reportKeys.report('members', params),
    queryFn: () => fetchReport('/reports/members', params),
    placeholderData: keepPreviousData,
  });
  const columns = reportColumns<MemberRow>({
    name: {
      kind: 'text',
      sort: 'name',
      render: (row) => (
        <Link className="font-semibold text-brand underline-offset-4 hover:underline" to={`${row.idUser}`}>
          {row.name}
        </Link>
      ),
    },
    department: 'text',
    role: 'text',
    manager: 'text',
    enrollments: 'count',
    completed: 'count',
    certificates: 'count',
    externalCourses: 'count',
    timeSpent: 'seconds',
    lastAccess: 'datetime',
  });
  return (
    <ReportPage name="transcripts">
      <SearchBar
        className="mb-3"
        label={t('admin.reports.transcripts.search')}
        buttonText={t('admin.reports.transcripts.searchButton')}
        value={search}
        onChange={setSearch}
        onSearch={(text) => update({ search: text || undefined })}
      />
      <ReportFilters />
      <QueryView query={report} isEmpty={(report.data?.totalRecords ?? 0) === 0} emptyText={t('admin.reports.empty')}>
        <div className="mb-2 flex justify-end">
          <ExportButtons path="/reports/members" query={query} label={t('admin.reports.transcripts.title')} />
        </div>
        <ReportTable
          caption={t('admin.reports.transcripts.title')}
          columns={columns}
          rows={report.data?.result ?? []}
          total={report.data?.totalRecords ?? 0}
          rowKey={(row) => row.idUser}
          defaultSort={{ sort: 'name', order: 'asc' }}
        />
      </QueryView>
    </ReportPage>
  );
}

/** One member's transcript: trainings, grades, certificates with their authenticity link, validated external courses, time; as a PDF too. */
export function TranscriptPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const options = useReportOptions();
  const idUser = Number(useParams().idUser);
  // An address whose member is not a number names no one: answered as not found, not loaded forever.
  const isValidId = Number.isInteger(idUser) && idUser > 0;
  const { query } = useReportQuery();
  const period = { from: query.from, to: query.to };
  const [busy, setBusy] = useState(false);
  const transcript = useQuery({
    queryKey: reportKeys.report('transcript', idUser, period),
    queryFn: () => fetchTranscript(idUser, period),
    enabled: isValidId,
  });
  const data = transcript.data;
  const download = async () => {
    setBusy(true);
    try {
      await downloadReportFile(`/reports/members/${idUser}/transcript/pdf`, period);
    } catch (error) {
      toast(errorMessage(error, t('admin.reports.export.failed')), { tone: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="transcript-title">
      <p className="mb-2">
        <Link to=".." relative="path" className="font-semibold text-brand underline-offset-4 hover:underline">
          {t('admin.reports.transcripts.back')}
        </Link>
      </p>
      {isValidId ? null : <MessagePanel title={t('errors.notFound')}>{t('errors.notFoundHint')}</MessagePanel>}
      <QueryState
        isPending={isValidId && transcript.isPending}
        error={transcript.error}
        isEmpty={false}
        emptyText=""
        onRetry={() => void transcript.refetch()}
      >
        {data ? (
          <>
            <ReportHeading
              id="transcript-title"
              title={data.member.name}
              description={[data.member.role, data.member.department, data.member.unit, data.member.branch]
                .filter(Boolean)
                .join(' · ')}
              actions={
                options.data?.canExport === false ? (
                  <p className="text-sm text-muted">{t('admin.reports.export.notInSupport')}</p>
                ) : (
                  <Button onClick={() => void download()} disabled={busy}>
                    {busy ? t('admin.reports.export.busy') : t('admin.reports.transcripts.pdf')}
                  </Button>
                )
              }
            />
            {data.member.manager ? (
              <p className="mb-3 text-sm">{t('admin.reports.transcripts.manager', { name: data.member.manager })}</p>
            ) : null}
            <Figures
              items={[
                { label: t('admin.reports.transcripts.trainings'), value: formatValue('count', data.totals.trainings) },
                { label: t('admin.reports.columns.completed'), value: formatValue('count', data.totals.completed) },
                {
                  label: t('admin.reports.columns.certificates'),
                  value: formatValue('count', data.totals.certificates),
                },
                { label: t('admin.reports.columns.timeSpent'), value: durationText(data.totals.timeSpent) },
                {
                  label: t('admin.reports.columns.externalCourses'),
                  value: t('admin.reports.transcripts.externalHours', {
                    count: data.totals.externalCourses,
                    hours: data.totals.externalHours,
                  }),
                },
              ]}
            />
            <h3 className="mb-2 text-lg font-bold">{t('admin.reports.transcripts.trainings')}</h3>
            {data.trainings.length === 0 ? (
              <p className="mb-4 text-sm text-muted">{t('admin.reports.empty')}</p>
            ) : (
              <ul className="mb-4 flex flex-col gap-2">
                {data.trainings.map((entry) => (
                  <li key={entry.idEnrollment} className="rounded-xl border border-line bg-white p-3">
                    <p className="font-semibold">
                      {entry.training}
                      {entry.mandatory ? (
                        <span className="ml-2 text-xs font-normal text-muted">
                          {t('admin.reports.filters.mandatory')}
                        </span>
                      ) : null}
                    </p>
                    <p className="text-sm text-muted">
                      {entry.class} · {statusText(entry.status)} · {t('admin.reports.columns.progress')}{' '}
                      {entry.progress}% · {t('admin.reports.columns.grade')} {formatValue('grade', entry.grade)} ·{' '}
                      {durationText(entry.timeSpent)}
                    </p>
                    <p className="text-sm text-muted">
                      {t('admin.reports.columns.creationDate')} {formatValue('date', entry.creationDate)} ·{' '}
                      {t('admin.reports.columns.finishDate')} {formatValue('date', entry.finishDate)}
                    </p>
                  </li>
                ))}
              </ul>
            )}
            <h3 className="mb-2 text-lg font-bold">{t('admin.reports.columns.certificates')}</h3>
            {data.certificates.length === 0 ? (
              <p className="mb-4 text-sm text-muted">{t('admin.reports.empty')}</p>
            ) : (
              <ul className="mb-4 flex flex-col gap-2">
                {data.certificates.map((certificate) => (
                  <li key={certificate.authenticityId} className="rounded-xl border border-line bg-white p-3">
                    <p className="font-semibold">{certificate.title}</p>
                    <p className="text-sm text-muted">{formatValue('date', certificate.finishDate)}</p>
                    <a
                      href={certificate.authenticityUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="break-all text-sm font-semibold text-brand underline-offset-4 hover:underline"
                    >
                      {t('admin.reports.transcripts.authenticity', { title: certificate.title })}
                    </a>
                  </li>
                ))}
              </ul>
            )}
            <h3 className="mb-2 text-lg font-bold">{t('admin.reports.transcripts.external')}</h3>
            {data.externalCourses.length === 0 ? (
              <p className="mb-4 text-sm text-muted">{t('admin.reports.empty')}</p>
            ) : (
              <ul className="mb-4 flex flex-col gap-2">
                {data.externalCourses.map((course) => (
                  <li
                    key={`${course.title}-${course.finishDate}`}
                    className="rounded-xl border border-line bg-white p-3"
                  >
                    <p className="font-semibold">{course.title}</p>
                    <p className="text-sm text-muted">
                      {course.entityName} · {course.workload} h · {course.startDate.split('-').reverse().join('/')} –{' '}
                      {course.finishDate.split('-').reverse().join('/')}
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </>
        ) : null}
      </QueryState>
    </section>
  );
}
