import type { HistoryEntry } from '@trilha/shared/api/learning-journey';
import { certificateFileName } from '@trilha/shared/rules/journey';
import { useState } from 'react';
import { ApiError } from '../../api/client';
import { downloadCertificate } from '../../api/learning-journey';
import { useSession } from '../../api/session';
import { useEarnedPoints } from '../../hooks/use-earned-points';
import { useTranslation } from '../../i18n';
import { Modal } from '../../ui/modal';
import { Spinner } from '../../ui/spinner';
import { useToast } from '../../ui/toast';

/**
 * Downloads a certificate PDF named from its title, with the 'generating' dialog while the server makes it, and
 * the points toast when its first issue earned campaign points.
 */
export function useCertificateDownload() {
  const { t } = useTranslation();
  const toast = useToast();
  const idUser = useSession()?.loginInfo.idUser ?? 0;
  const [busy, setBusy] = useState(false);
  const showPoints = useEarnedPoints();

  async function download(entry: HistoryEntry) {
    setBusy(true);
    try {
      const { file, earnPoints } = await downloadCertificate({
        idUser,
        idEnrollment: entry.idEnrollment,
        idNodeEnrollment: entry.idNodeEnrollment,
      });
      const url = URL.createObjectURL(file);
      const link = document.createElement('a');
      link.href = url;
      link.download = certificateFileName(entry.title);
      document.body.append(link);
      link.click();
      link.remove();
      // constants-check-ignore: the download's object URL is freed once the browser has surely taken it.
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      // spec 3, 4.9: the first issue of a certificate may earn campaign points.
      showPoints({ earnPoints });
    } catch (error) {
      toast(error instanceof ApiError && error.status !== 0 ? error.message : t('journey.certificates.failed'), {
        tone: 'error',
      });
    } finally {
      setBusy(false);
    }
  }

  const dialog = (
    <Modal open={busy} title={t('journey.certificates.generating')} dismissible={false} size="sm">
      <div className="flex justify-center py-4">
        <Spinner label={t('journey.certificates.generating')} />
      </div>
    </Modal>
  );
  return { download, busy, dialog };
}
