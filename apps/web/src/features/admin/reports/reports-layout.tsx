import { Suspense } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { ApiError } from '../../../api/client';
import { errorMessage } from '../../../api/error-message';
import { useTranslation } from '../../../i18n';
import { Button } from '../../../ui/button';
import { MessagePanel } from '../../../ui/message-panel';
import { Spinner } from '../../../ui/spinner';
import { useReportOptions } from './report-filters';

/** The reports and their addresses under `/admin/relatorios`. */
export const REPORTS = [
  { path: 'conclusao', key: 'completion' },
  { path: 'historico', key: 'transcripts' },
  { path: 'obrigatorios', key: 'compliance' },
  { path: 'avaliacoes', key: 'evaluations' },
  { path: 'scorm', key: 'scorm' },
  { path: 'engajamento', key: 'engagement' },
] as const;

/**
 * The reports area of the console: its own navigation (each report keeps the filters of the address it was
 * opened with) and, for a manager, a note that the figures are of their team.
 */
export function ReportsLayout() {
  const { t } = useTranslation();
  const options = useReportOptions();
  const location = useLocation();
  if (options.isPending) {
    return (
      <div className="flex justify-center py-10">
        <Spinner label={t('common.loading')} showLabel />
      </div>
    );
  }
  if (options.error) {
    // 403: neither an administrator nor anyone's manager; anything else may pass, so it can be tried again.
    if (options.error instanceof ApiError && options.error.status === 403) {
      return <MessagePanel title={t('admin.reports.forbidden')} tone="error" />;
    }
    return (
      <MessagePanel title={errorMessage(options.error, t('common.loadError'))} tone="error">
        <Button variant="secondary" onClick={() => void options.refetch()}>
          {t('common.retry')}
        </Button>
      </MessagePanel>
    );
  }
  const shared = new URLSearchParams(location.search);
  for (const key of ['sort', 'order', 'offset', 'view', 'groupBy', 'search', 'status']) shared.delete(key);
  const search = shared.toString();
  return (
    <div>
      <h1 className="mb-1 text-2xl font-bold">{t('admin.reports.title')}</h1>
      <p className="mb-4 text-sm text-muted">
        {options.data?.scope === 'team' ? t('admin.reports.teamScope') : t('admin.reports.companyScope')}
      </p>
      <nav aria-label={t('admin.reports.list')} className="mb-4">
        <ul className="flex flex-wrap gap-2">
          {REPORTS.map((report) => (
            <li key={report.key}>
              <NavLink
                to={`/admin/relatorios/${report.path}${search ? `?${search}` : ''}`}
                className={({ isActive }) =>
                  `inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold ${
                    isActive
                      ? 'border-brand bg-brand text-on-brand'
                      : 'border-line bg-white text-ink hover:border-brand'
                  }`
                }
              >
                {t(`admin.reports.nav.${report.key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {/* A boundary per report: opening another report shows the loading state while its code arrives. */}
      <Suspense
        key={location.pathname}
        fallback={
          <div className="flex justify-center py-10">
            <Spinner label={t('common.loading')} showLabel />
          </div>
        }
      >
        <Outlet />
      </Suspense>
    </div>
  );
}
