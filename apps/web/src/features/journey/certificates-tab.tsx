import { useQuery } from '@tanstack/react-query';
import type { ComponentProps } from 'react';
import { fetchHistory } from '../../api/learning-journey';
import { learningKeys } from '../../api/learning-keys';
import { useSession } from '../../api/session';
import { useTranslation } from '../../i18n';
import { Button } from '../../ui/button';
import { DownloadIcon } from '../../ui/icons';
import { QueryView } from '../../ui/query-state';
import { CardTable, dayOf } from './journey-ui';
import { useCertificateDownload } from './use-certificate-download';

/** Hours of a workload in minutes ('2h', '1h30'). */
export function hoursOf(minutes: number | null): string | null {
  if (!minutes) return null;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest ? `${hours}h${String(rest).padStart(2, '0')}` : `${hours}h`;
}

/** Meus certificados (spec 3, 2.8): a table on desktop, cards on phones, each downloading its PDF. */
export function CertificatesTab() {
  const { t } = useTranslation();
  const idUser = useSession()?.loginInfo.idUser ?? 0;
  const query = useQuery({
    queryKey: learningKeys.certificates(idUser),
    queryFn: () => fetchHistory(idUser, true),
  });
  const { download, busy, dialog } = useCertificateDownload();
  const rows = query.data?.history ?? [];

  return (
    <QueryView query={query} isEmpty={rows.length === 0} emptyText={t('journey.certificates.empty')}>
      <CardTable
        className="hidden md:table"
        caption={t('journey.certificates.caption')}
        headings={[
          { text: t('journey.history.title') },
          { text: t('journey.history.completion') },
          { text: t('journey.history.expiresOn') },
          { text: t('journey.history.actions') },
        ]}
      >
        {rows.map((entry) => (
          <tr key={`${entry.idEnrollment}-${entry.idNodeEnrollment}`} className="border-b border-line last:border-0">
            <td className="p-3 font-medium text-ink">{entry.title}</td>
            <td className="p-3">{dayOf(entry.finishDate)}</td>
            <td className="p-3">{dayOf(entry.validityDate)}</td>
            <td className="p-3">
              <DownloadButton
                title={entry.title}
                variant="secondary"
                className="inline-flex items-center gap-2"
                disabled={busy}
                onClick={() => void download(entry)}
              />
            </td>
          </tr>
        ))}
      </CardTable>
      <ul className="flex flex-col gap-3 md:hidden">
        {rows.map((entry) => (
          <li
            key={`${entry.idEnrollment}-${entry.idNodeEnrollment}`}
            className="flex flex-col gap-2 rounded-xl bg-white p-4 shadow-sm ring-1 ring-black/5"
          >
            <p className="font-semibold text-ink">{entry.title}</p>
            <p className="text-sm text-muted">
              {t('journey.certificates.completedOn', { date: dayOf(entry.finishDate) })}
              {hoursOf(entry.workload)
                ? ` · ${t('journey.certificates.workload', { hours: hoursOf(entry.workload) ?? '' })}`
                : ''}
            </p>
            <DownloadButton
              title={entry.title}
              className="inline-flex items-center justify-center gap-2"
              disabled={busy}
              onClick={() => void download(entry)}
            />
          </li>
        ))}
      </ul>
      {dialog}
    </QueryView>
  );
}

/** The button that downloads one certificate's PDF, named by its training for screen readers. */
function DownloadButton({
  title,
  ...button
}: { title: string } & Pick<ComponentProps<typeof Button>, 'variant' | 'className' | 'disabled' | 'onClick'>) {
  const { t } = useTranslation();
  return (
    <Button {...button} aria-label={t('journey.certificates.downloadOf', { title })}>
      <DownloadIcon />
      {t('journey.certificates.download')}
    </Button>
  );
}
