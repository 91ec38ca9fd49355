import { ApiError } from '../../../api/client';
import { useTranslation } from '../../../i18n';
import { Button } from '../../../ui/button';
import { MessagePanel } from '../../../ui/message-panel';

/** A failed load: the server's message for refusals, 'Erro de carregamento.' otherwise, with a retry. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
  const title =
    error instanceof ApiError && error.status === 404
      ? t('learning.level.notFound')
      : refused
        ? (error as ApiError).message
        : t('learning.level.loadError');
  return (
    <MessagePanel title={title} tone="error">
      {!refused && onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          {t('learning.level.retry')}
        </Button>
      ) : null}
    </MessagePanel>
  );
}
