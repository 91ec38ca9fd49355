import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useTranslation } from '../i18n';
import { MessagePanel } from './message-panel';
import { Spinner } from './spinner';

/** Whether the app believes it is online (the queries' own online state, which follows the browser's). */
export function useIsOnline(): boolean {
  return useSyncExternalStore(
    (onChange) => onlineManager.subscribe(onChange),
    () => onlineManager.isOnline(),
    () => true,
  );
}

/**
 * What a screen shows while its data has not arrived: the spinner, or, without a connection (a screen never
 * opened before has nothing kept on the device), the offline state instead of 'Carregando...' forever.
 * The data shows by itself when the connection comes back.
 */
export function LoadingState({ label, showLabel = false }: { label: string; showLabel?: boolean }) {
  const { t } = useTranslation();
  const isOnline = useIsOnline();
  if (isOnline) return <Spinner label={label} showLabel={showLabel} />;
  return (
    <MessagePanel title={t('common.offline')}>
      <p className="text-sm text-muted">{t('common.offlineHint')}</p>
    </MessagePanel>
  );
}
