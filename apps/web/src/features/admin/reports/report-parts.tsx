import type { ColumnKind } from '@trilha/shared/api/reports';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from '../../../i18n';
import { formatValue } from './report-format';

/** Figures at the top of a report, big enough to read at a glance. */
export function Figures({ items }: { items: Array<{ label: string; value: string }> }) {
  return (
    <dl className="mb-4 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
      {items.map((item) => (
        <div key={item.label} className="rounded-xl border border-line bg-white p-3">
          <dt className="text-sm text-muted">{item.label}</dt>
          <dd className="text-2xl font-bold tabular-nums">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A report's totals as figures, each named and formatted as its column (`{ enrolled: 'count' }`). */
export function TotalFigures<T>({ totals, kinds }: { totals: T; kinds: { [K in keyof T & string]?: ColumnKind } }) {
  const { t } = useTranslation();
  return (
    <Figures
      items={(Object.entries(kinds) as Array<[keyof T & string, ColumnKind]>).map(([key, kind]) => ({
        label: t(`admin.reports.columns.${key}` as 'admin.reports.columns.name'),
        value: formatValue(kind, totals[key]),
      }))}
    />
  );
}

/** Tabs of a report's views, as links keeping the filters of the address. */
export function ViewTabs({
  label,
  tabs,
}: {
  label: string;
  tabs: Array<{ to: string; text: string; active: boolean }>;
}) {
  return (
    <nav aria-label={label} className="mb-3">
      <ul className="flex flex-wrap gap-1 border-b border-line">
        {tabs.map((tab) => (
          <li key={tab.text}>
            <NavLink
              to={tab.to}
              aria-current={tab.active ? 'page' : undefined}
              className={`inline-flex min-h-11 items-center rounded-t-lg px-3 text-sm font-semibold ${
                tab.active ? 'border-b-2 border-brand text-brand' : 'text-muted hover:text-ink'
              }`}
            >
              {tab.text}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A report's heading with its explanation and the actions beside it. */
export function ReportHeading({
  id,
  title,
  description,
  actions,
}: {
  id: string;
  title: string;
  description: string;
  actions?: ReactNode;
}) {
  return (
    <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
      <div>
        <h2 id={id} className="text-xl font-bold">
          {title}
        </h2>
        <p className="text-sm text-muted">{description}</p>
      </div>
      {actions}
    </div>
  );
}

/** A report's page named by its texts (`admin.reports.<name>.title`, `.description`): its heading, then the rest. */
export function ReportPage({
  name,
  actions,
  children,
}: {
  name: 'completion' | 'compliance' | 'evaluations' | 'scorm' | 'engagement' | 'transcripts';
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={`${name}-title`}>
      <ReportHeading
        id={`${name}-title`}
        title={t(`admin.reports.${name}.title`)}
        description={t(`admin.reports.${name}.description`)}
        actions={actions}
      />
      {children}
    </section>
  );
}

/** The address of the same page with some of its query changed (filters kept). */
export function withQuery(search: string, patch: Record<string, string | undefined>): string {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) params.delete(key);
    else params.set(key, value);
  }
  params.delete('offset');
  params.delete('sort');
  params.delete('order');
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function useLoadingText() {
  const { t } = useTranslation();
  return t('common.loading');
}
