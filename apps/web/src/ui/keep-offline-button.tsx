import { formatBytes } from '@trilha/shared/rules/format';
import { useState } from 'react';
import { useTranslation } from '../i18n';
import { type KeptFile, keptFileKey, keptFiles, useKeptFiles } from '../lib/offline/kept-files';
import { Button } from './button';
import { useToast } from './toast';

/**
 * Keeps a content's file (video, audio, PDF) on the device so it plays without a network, or takes it off.
 * Shown only for the app's own files: a file of another site cannot be kept.
 */
export function KeepOfflineButton({ url, title, kind }: { url: string; title: string; kind: KeptFile['kind'] }) {
  const { t } = useTranslation();
  const toast = useToast();
  const kept = useKeptFiles().find((file) => file.url === keptFileKey(url));
  const [busy, setBusy] = useState(false);
  if (!url.startsWith('/') || !('caches' in window)) return null;

  const handleKeep = async () => {
    setBusy(true);
    try {
      const file = await keptFiles.keep({ url, title, kind, path: location.pathname });
      toast(t('offline.kept', { title, size: formatBytes(file.bytes) }));
    } catch {
      toast(t('offline.keepFailed'), { tone: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const handleRemove = async () => {
    setBusy(true);
    try {
      await keptFiles.remove(url);
      toast(t('offline.removed', { title }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      {kept ? (
        <>
          <p role="status" className="text-muted">
            {t('offline.keptHere', { size: formatBytes(kept.bytes) })}
          </p>
          <Button variant="secondary" disabled={busy} onClick={() => void handleRemove()}>
            {t('offline.remove')}
          </Button>
        </>
      ) : (
        <Button variant="secondary" disabled={busy} aria-busy={busy} onClick={() => void handleKeep()}>
          {busy ? t('offline.keeping') : t('offline.keep')}
        </Button>
      )}
    </div>
  );
}
