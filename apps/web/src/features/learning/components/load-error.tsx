import { ApiError } from '../../../api/client';
import { useGoBack } from '../../../hooks/go-back';
import { useTranslation } from '../../../i18n';
import { Button } from '../../../ui/button';
import { ErrorScreen } from '../../../ui/error-screen';
import { MessagePanel } from '../../../ui/message-panel';

/**
 * A failed load of a page. An id that does not exist for this member (another company's, a mistyped link)
 * shows 'PÁGINA NÃO ENCONTRADA.', a refusal shows 'Acesso restrito' with the server's reason, and the rest
 * the server's message or 'Erro de carregamento.' with a retry; each with a way back.
 */
export function LoadError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  const goBack = useGoBack();
  const status = error instanceof ApiError ? error.status : undefined;
  if (status === 404 || status === 400) return <ErrorScreen kind="notFound" />;
  if (status === 403) {
    const isGeneric = (error as ApiError).code === 'ACCESS_RESTRICTED' || (error as ApiError).code === 'FORBIDDEN';
    return <ErrorScreen kind="restricted" message={isGeneric ? undefined : (error as ApiError).message} />;
  }
  const refused = status !== undefined && status >= 400 && status < 500;
  return (
    <MessagePanel title={refused ? (error as ApiError).message : t('learning.level.loadError')} tone="error">
      <div className="flex flex-wrap justify-center gap-3">
        {!refused && onRetry ? <Button onClick={onRetry}>{t('learning.level.retry')}</Button> : null}
        <Button variant="secondary" onClick={() => goBack('/')}>
          {t('errors.back')}
        </Button>
      </div>
    </MessagePanel>
  );
}
