import { useQuery } from '@tanstack/react-query';
import type { ReportOptionsResponse } from '@trilha/shared/api/reports';
import { type ReactNode, useId, useState } from 'react';
import { errorMessage } from '../../../api/error-message';
import { useTranslation } from '../../../i18n';
import { Button } from '../../../ui/button';
import { LabelledSelect } from '../../../ui/field';
import { useToast } from '../../../ui/toast';
import { LabelledInput } from '../admin-ui';
import { statusText } from './report-format';
import { downloadReportFile, fetchReportOptions, type ReportQuery, reportKeys } from './reports-api';
import { type ReportQueryKey, useReportQuery } from './use-report-query';

/** The filters' choices and the caller's scope (`GET /reports/options`), shared by every report page. */
export function useReportOptions() {
  return useQuery({ queryKey: reportKeys.options(), queryFn: fetchReportOptions, staleTime: 60_000 });
}

const FIELD = 'min-h-11 w-full rounded-lg border border-line bg-white px-3';

/** A labelled select of the address's query. */
export function QuerySelect({
  name,
  label,
  choices,
  allText,
}: {
  name: ReportQueryKey;
  label: string;
  choices: Array<{ value: string; label: string }>;
  allText?: string;
}) {
  const { t } = useTranslation();
  const { query, update } = useReportQuery();
  return (
    <LabelledSelect
      label={label}
      value={query[name] ?? ''}
      choices={[{ value: '', label: allText ?? t('admin.reports.filters.all') }, ...choices]}
      onChange={(value) => update({ [name]: value || undefined })}
      selectClassName={FIELD}
    />
  );
}

function DateField({ name, label }: { name: 'from' | 'to'; label: string }) {
  const id = useId();
  const { query, update } = useReportQuery();
  return (
    <div className="flex flex-col gap-1">
      <LabelledInput
        id={id}
        label={label}
        type="date"
        value={query[name] ?? ''}
        onChange={(event) => update({ [name]: event.target.value || undefined })}
        className={FIELD}
      />
    </div>
  );
}

/**
 * The filters of a report (period, training, class, department, unit, branch, role, manager, status and the
 * report's own), all kept in the address; 'Copiar link' copies that address to share the report as filtered.
 */
export function ReportFilters({
  statuses,
  training = true,
  children,
}: {
  statuses?: readonly string[];
  /** Whether the training and class filters apply (not to the content app's engagement). */
  training?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const options = useReportOptions();
  const { query, clearFilters } = useReportQuery();
  const found: ReportOptionsResponse | undefined = options.data;
  const classes = found?.trainings.find((entry) => String(entry.idNode) === query.idNode)?.classes ?? [];
  const list = (values: string[] | undefined) => (values ?? []).map((value) => ({ value, label: value }));
  return (
    <section aria-labelledby="report-filters-title" className="mb-4 rounded-xl border border-line bg-white p-4">
      <h2 id="report-filters-title" className="sr-only">
        {t('admin.reports.filters.title')}
      </h2>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <DateField name="from" label={t('admin.reports.filters.from')} />
        <DateField name="to" label={t('admin.reports.filters.to')} />
        {training ? (
          <>
            <div className="flex flex-col gap-1">
              <QuerySelect
                name="idNode"
                label={t('admin.reports.filters.training')}
                choices={(found?.trainings ?? []).map((entry) => ({
                  value: String(entry.idNode),
                  label: entry.mandatory ? `${entry.title} (${t('admin.reports.filters.mandatory')})` : entry.title,
                }))}
              />
            </div>
            <QuerySelect
              name="idTeam"
              label={t('admin.reports.filters.class')}
              choices={classes.map((entry) => ({ value: String(entry.idTeam), label: entry.name }))}
              allText={query.idNode ? t('admin.reports.filters.all') : t('admin.reports.filters.chooseTraining')}
            />
          </>
        ) : null}
        <QuerySelect
          name="department"
          label={t('admin.reports.filters.department')}
          choices={list(found?.departments)}
        />
        <QuerySelect name="unit" label={t('admin.reports.filters.unit')} choices={list(found?.units)} />
        <QuerySelect name="branch" label={t('admin.reports.filters.branch')} choices={list(found?.branches)} />
        <QuerySelect name="role" label={t('admin.reports.filters.role')} choices={list(found?.roles)} />
        <QuerySelect
          name="idManager"
          label={t('admin.reports.filters.manager')}
          choices={(found?.managers ?? []).map((entry) => ({ value: String(entry.idUser), label: entry.name }))}
        />
        {statuses ? (
          <QuerySelect
            name="status"
            label={t('admin.reports.filters.status')}
            choices={statuses.map((status) => ({ value: status, label: statusText(status) }))}
          />
        ) : null}
        {children}
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="secondary" onClick={clearFilters}>
          {t('admin.reports.filters.clear')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            void navigator.clipboard
              ?.writeText(window.location.href)
              .then(() => toast(t('admin.reports.filters.copied')))
              .catch(() => toast(t('admin.reports.filters.copyFailed'), { tone: 'error' }));
          }}
        >
          {t('admin.reports.filters.copyLink')}
        </Button>
      </div>
      {query.idNode && !found?.trainings.some((entry) => String(entry.idNode) === query.idNode) && found ? (
        <p className="mt-2 text-sm text-danger">{t('admin.reports.filters.unknownTraining')}</p>
      ) : null}
    </section>
  );
}

/** CSV and XLSX buttons of a table: the file has every row the filters select. Not in a support session. */
export function ExportButtons({ path, query, label }: { path: string; query: ReportQuery; label: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const options = useReportOptions();
  const [busy, setBusy] = useState<string | null>(null);
  if (options.data && !options.data.canExport) {
    return <p className="text-sm text-muted">{t('admin.reports.export.notInSupport')}</p>;
  }
  const download = async (format: 'csv' | 'xlsx') => {
    setBusy(format);
    try {
      await downloadReportFile(`${path}/export`, query, format);
    } catch (error) {
      toast(errorMessage(error, t('admin.reports.export.failed')), { tone: 'error' });
    } finally {
      setBusy(null);
    }
  };
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="sr-only">{t('admin.reports.export.of', { name: label })}</legend>
      {(['csv', 'xlsx'] as const).map((format) => (
        <Button key={format} variant="secondary" disabled={busy !== null} onClick={() => void download(format)}>
          {busy === format ? t('admin.reports.export.busy') : t(`admin.reports.export.${format}`)}
        </Button>
      ))}
    </fieldset>
  );
}
