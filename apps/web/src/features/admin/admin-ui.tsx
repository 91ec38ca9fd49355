import type { ReactNode } from 'react';
import { ApiError } from '../../api/client';
import { useTranslation } from '../../i18n';
import { Button } from '../../ui/button';
import { MessagePanel } from '../../ui/message-panel';
import { Spinner } from '../../ui/spinner';

/** The loading, error and empty states every console list shares. */
export function QueryState({
  isPending,
  error,
  isEmpty,
  emptyText,
  onRetry,
  children,
}: {
  isPending: boolean;
  error: unknown;
  isEmpty: boolean;
  emptyText: string;
  onRetry: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (isPending) {
    return (
      <div className="flex justify-center py-10">
        <Spinner label={t('common.loading')} showLabel />
      </div>
    );
  }
  if (error) {
    return (
      <MessagePanel title={errorText(error, t('common.loadError'))} tone="error">
        <Button variant="secondary" onClick={onRetry}>
          {t('admin.retry')}
        </Button>
      </MessagePanel>
    );
  }
  if (isEmpty) return <MessagePanel title={emptyText} />;
  return <>{children}</>;
}

/** The server's Portuguese message of a failed call, or the given fallback. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

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
