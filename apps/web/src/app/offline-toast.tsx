import { useEffect } from 'react';
import { useTranslation } from '../i18n';
import { useToast } from '../ui/toast';

/** spec 1, 4 "Offline": when the device goes offline, a toast at the bottom for 5 seconds. */
export function OfflineToast() {
  const { t } = useTranslation();
  const toast = useToast();
  useEffect(() => {
    const onOffline = () => toast(t('common.offline'));
    window.addEventListener('offline', onOffline);
    if (!navigator.onLine) onOffline();
    return () => window.removeEventListener('offline', onOffline);
  }, [t, toast]);
  return null;
}
