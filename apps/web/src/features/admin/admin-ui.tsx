import { useId } from 'react';
import { useTranslation } from '../../i18n';
import { Button } from '../../ui/button';

/** A date and time as Brazilians read it, in the device's zone. */
export function dateTime(iso: string): string {
  return new Date(iso).toLocaleString('pt-BR', { dateStyle: 'short', timeStyle: 'short' });
}

/** Previous and next page buttons with the range shown. */
export function Pager({
  offset,
  limit,
  total,
  onChange,
}: {
  offset: number;
  limit: number;
  total: number;
  onChange: (offset: number) => void;
}) {
  const { t } = useTranslation();
  if (total <= limit) return null;
  return (
    <nav aria-label={t('admin.pages')} className="mt-4 flex items-center justify-between gap-2">
      <Button variant="secondary" disabled={offset === 0} onClick={() => onChange(Math.max(0, offset - limit))}>
        {t('admin.previous')}
      </Button>
      <p className="text-sm text-muted">
        {t('admin.range', { from: offset + 1, to: Math.min(total, offset + limit), total })}
      </p>
      <Button variant="secondary" disabled={offset + limit >= total} onClick={() => onChange(offset + limit)}>
        {t('admin.next')}
      </Button>
    </nav>
  );
}

/** A list's status filter: a labelled select of the statuses, each shown by `labelOf`. */
export function StatusFilter<S extends string>({
  label,
  value,
  statuses,
  labelOf,
  onChange,
}: {
  label: string;
  value: S;
  statuses: readonly S[];
  labelOf: (status: S) => string;
  onChange: (status: S) => void;
}) {
  const id = useId();
  return (
    <div className="mb-4 flex flex-col gap-1 sm:max-w-xs">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as S)}
        className="min-h-11 rounded-lg border border-line bg-white px-3"
      >
        {statuses.map((status) => (
          <option key={status} value={status}>
            {labelOf(status)}
          </option>
        ))}
      </select>
    </div>
  );
}
