import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '../api/error-message';
import { useTranslation } from '../i18n';
import { Button } from './button';
import { LoadingState } from './loading-state';
import { MessagePanel } from './message-panel';

/** The loading, error (with the server's message and a retry) and empty states of a list. */
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
        <LoadingState label={t('common.loading')} showLabel />
      </div>
    );
  }
  if (error) {
    return (
      <MessagePanel title={errorMessage(error, t('common.loadError'))} tone="error">
        <Button variant="secondary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </MessagePanel>
    );
  }
  if (isEmpty) return <MessagePanel title={emptyText} />;
  return <>{children}</>;
}

/** The loading and error states (with a retry) of a query's screen; `emptyText` where its list came back empty. */
export function QueryView({
  query,
  isEmpty = false,
  emptyText = '',
  children,
}: {
  query: Pick<UseQueryResult, 'isPending' | 'error' | 'refetch'>;
  isEmpty?: boolean;
  emptyText?: string;
  children: ReactNode;
}) {
  return (
    <QueryState
      isPending={query.isPending}
      error={query.error}
      isEmpty={isEmpty}
      emptyText={emptyText}
      onRetry={() => void query.refetch()}
    >
      {children}
    </QueryState>
  );
}
