import { SHARE_COPIED_MS } from '@trilha/shared/constants';
import { useEffect, useState } from 'react';
import { sendLog } from '../../../api/learning';
import { useSession } from '../../../api/session';
import { useTranslation } from '../../../i18n';
import { Button } from '../../../ui/button';
import { Modal } from '../../../ui/modal';

/**
 * The share modal (spec 3, 2.5): copies the link, whose 'copied' state resets after 5 seconds, and opens
 * it; both are recorded as 'content/share/copy' and 'content/share/click' through `POST /logs`.
 */
export function ShareDialog({
  open,
  onOpenChange,
  link,
  idContent,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  link: string;
  idContent: number;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), SHARE_COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const log = (event: 'content/share/copy' | 'content/share/click') =>
    void sendLog({ event, idContent, ...(session ? { idUser: session.loginInfo.idUser } : {}) }).catch(() => undefined);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      log('content/share/copy');
    } catch (error) {
      console.warn('clipboard unavailable', error);
    }
  };
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('learning.viewer.shareTitle')}>
      <p className="break-all rounded-lg bg-brand-3 p-3 text-sm text-ink">{link}</p>
      <div className="mt-4 flex flex-wrap justify-end gap-3">
        <a
          href={link}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => log('content/share/click')}
          className="min-h-11 rounded-lg border border-brand px-5 py-3 font-semibold text-brand"
        >
          {t('learning.viewer.openShared')}
        </a>
        <Button onClick={() => void copy()}>{copied ? t('learning.viewer.copied') : t('learning.viewer.copy')}</Button>
      </div>
      <p aria-live="polite" className="sr-only">
        {copied ? t('learning.viewer.copied') : ''}
      </p>
    </Modal>
  );
}
