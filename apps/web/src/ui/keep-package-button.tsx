import type { ScormPlayResponse } from '@trilha/shared/api/learning-scorm';
import { formatBytes } from '@trilha/shared/rules/format';
import { useState } from 'react';
import { fetchPackageFiles } from '../api/learning-scorm';
import { useTranslation } from '../i18n';
import { keptFiles, type PackageProgress, useKeptFiles } from '../lib/offline/kept-files';
import { Button } from './button';
import { useToast } from './toast';

type Props = {
  ids: { idEnrollment: number; idContentItem: number; idNodeEnrollment: number };
  title: string;
  /** The app address the storage view opens the course at. */
  path: string;
  /** The lesson open now, whose launch is kept with the package so it starts again without a network. */
  current?: { idSco: number; launch: ScormPlayResponse };
};

/**
 * Keeps a whole packaged course (every file of its package) on the device, with the download's progress and
 * size, or takes it off.
 */
export function KeepPackageButton({ ids, title, path, current }: Props) {
  const { t } = useTranslation();
  const toast = useToast();
  const kept = useKeptFiles().find((file) => file.package?.idContentItem === ids.idContentItem);
  const [progress, setProgress] = useState<PackageProgress | null>(null);
  const [busy, setBusy] = useState(false);
  if (!('caches' in window)) return null;

  const handleKeep = async () => {
    setBusy(true);
    try {
      const files = await fetchPackageFiles(ids.idContentItem, {
        idEnrollment: ids.idEnrollment,
        idNodeEnrollment: ids.idNodeEnrollment,
      });
      const entry = await keptFiles.keepPackage(files, { title, path }, setProgress);
      if (current) await keptFiles.saveLaunch(ids.idContentItem, current.idSco, current.launch);
      toast(t('offline.kept', { title, size: formatBytes(entry.bytes) }));
    } catch {
      toast(t('offline.keepFailed'), { tone: 'error' });
    } finally {
      setBusy(false);
      setProgress(null);
    }
  };
  const handleRemove = async () => {
    if (!kept) return;
    setBusy(true);
    try {
      await keptFiles.remove(kept.url);
      toast(t('offline.removed', { title }));
    } finally {
      setBusy(false);
    }
  };

  if (kept) {
    return (
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <p role="status" className="text-muted">
          {t('offline.keptHere', { size: formatBytes(kept.bytes) })}
        </p>
        <Button variant="secondary" className="px-3 py-2 text-sm" disabled={busy} onClick={() => void handleRemove()}>
          {t('offline.remove')}
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <Button
        variant="secondary"
        className="px-3 py-2 text-sm"
        disabled={busy}
        aria-busy={busy}
        onClick={() => void handleKeep()}
      >
        {busy ? t('offline.keeping') : t('offline.keep')}
      </Button>
      {progress ? (
        <>
          <progress
            className="h-2 w-32 accent-brand"
            max={Math.max(progress.totalFiles, 1)}
            value={progress.files}
            aria-label={t('offline.packageProgress')}
          />
          <p role="status" className="text-muted">
            {t('offline.keepingPackage', {
              files: progress.files,
              totalFiles: progress.totalFiles,
              bytes: formatBytes(progress.bytes),
              totalBytes: formatBytes(progress.totalBytes),
            })}
          </p>
        </>
      ) : null}
    </div>
  );
}
