import { formatBytes, formatDateTime } from '@trilha/shared/rules/format';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n';
import { keptFiles, useKeptFiles } from '../../lib/offline/kept-files';
import { Button } from '../../ui/button';
import { MessagePanel } from '../../ui/message-panel';

/** What the app takes of the device's storage, and how much the browser allows it. */
function useStorageEstimate(changes: unknown): { usage: number; quota: number } | null {
  const [estimate, setEstimate] = useState<{ usage: number; quota: number } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again whenever the kept files change
  useEffect(() => {
    void navigator.storage
      ?.estimate()
      .then((value) => setEstimate({ usage: value.usage ?? 0, quota: value.quota ?? 0 }))
      .catch(() => undefined);
  }, [changes]);
  return estimate;
}

/** The contents kept on the device: what each takes, opening it, and removing it. */
export function KeptFilesPage() {
  const { t } = useTranslation();
  const files = useKeptFiles();
  const estimate = useStorageEstimate(files);
  useEffect(() => {
    void keptFiles.refresh();
  }, []);
  const total = files.reduce((sum, file) => sum + file.bytes, 0);
  return (
    <section aria-labelledby="kept-files-title" className="mx-auto flex max-w-3xl flex-col gap-4">
      <h1 id="kept-files-title" className="text-2xl font-bold text-ink">
        {t('offline.title')}
      </h1>
      <p className="text-sm text-muted">{t('offline.help')}</p>
      {estimate && estimate.quota > 0 ? (
        <p className="text-sm">
          {t('offline.usage', { usage: formatBytes(estimate.usage), quota: formatBytes(estimate.quota) })}
        </p>
      ) : null}
      {files.length === 0 ? (
        <MessagePanel title={t('offline.empty')} />
      ) : (
        <>
          <p className="text-sm font-semibold">
            {t('offline.total', { count: files.length, size: formatBytes(total) })}
          </p>
          <ul className="flex flex-col gap-2">
            {files.map((file) => (
              <li
                key={file.url}
                className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-white p-4 ring-1 ring-line"
              >
                <div className="min-w-0">
                  <Link to={file.path} className="font-semibold text-ink underline-offset-2 hover:underline">
                    {file.title}
                  </Link>
                  <p className="text-xs text-muted">
                    {t(`offline.kind.${file.kind}`)} · {formatBytes(file.bytes)} · {formatDateTime(file.keptAt)}
                  </p>
                </div>
                <Button
                  variant="secondary"
                  aria-label={t('offline.removeNamed', { title: file.title })}
                  onClick={() => void keptFiles.remove(file.url)}
                >
                  {t('offline.remove')}
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
