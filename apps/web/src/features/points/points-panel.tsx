import { useQuery } from '@tanstack/react-query';
import { POINTS_FIRST_PAGE, POINTS_PAGE_STEP } from '@trilha/shared/constants';
import { useId, useState } from 'react';
import { fetchCampaignEvents, fetchCampaigns, fetchPointsSpreadsheet, fetchUserPoints } from '../../api/campaigns';
import { campaignKeys } from '../../api/query-keys';
import { useSession } from '../../api/session';
import { useTranslation } from '../../i18n';
import { Button } from '../../ui/button';
import { LabelledSelect } from '../../ui/field';
import { Spinner } from '../../ui/spinner';

const dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

/** Points as the spec shows them: at least two digits and 'Pts' (document 2, section 9). */
export function formatPoints(points: number): string {
  return `${String(points).padStart(2, '0')} Pts`;
}

/**
 * The points panel (spec document 1, section 2 "Profile"): total, campaign selector with 'Todos',
 * 'Minhas atividades' (2 at first, 5 more per 'Mostrar mais'), the spreadsheet and 'Como você ganha
 * pontos'. Only when login info's gamification flag is 1.
 */
export function PointsPanel() {
  const { t } = useTranslation();
  const session = useSession();
  const titleId = useId();
  const [idCampaign, setIdCampaign] = useState<number | null>(null);
  const [visibleCount, setVisibleCount] = useState(POINTS_FIRST_PAGE);
  const [downloadState, setDownloadState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const idUser = session?.loginInfo.idUser ?? 0;
  const isEnabled = session?.loginInfo.gamification === 1;

  const campaigns = useQuery({ queryKey: campaignKeys.list(), queryFn: () => fetchCampaigns(), enabled: isEnabled });
  const points = useQuery({
    queryKey: campaignKeys.userPoints(idUser, idCampaign),
    queryFn: () => fetchUserPoints({ idUser, idCampaign }),
    enabled: isEnabled,
  });
  const events = useQuery({
    queryKey: campaignKeys.events(idCampaign),
    queryFn: () => fetchCampaignEvents(idCampaign ?? undefined),
    enabled: isEnabled,
  });
  if (!isEnabled) return null;

  async function handleDownload() {
    setDownloadState('busy');
    try {
      const file = await fetchPointsSpreadsheet(idCampaign ?? undefined);
      const url = URL.createObjectURL(file);
      const link = document.createElement('a');
      link.href = url;
      link.download = 'meus-pontos.xlsx';
      document.body.append(link);
      link.click();
      link.remove();
      // constants-check-ignore: the download's object URL is freed once the browser has surely taken it.
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      setDownloadState('idle');
    } catch {
      setDownloadState('failed');
    }
  }

  const list = points.data?.points ?? [];
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={titleId} className="text-xl font-bold text-ink">
            {t('points.title')}
          </h2>
          <p className="text-3xl font-extrabold text-brand">
            <span className="sr-only">{t('points.totalLabel')}: </span>
            {points.isPending ? '—' : formatPoints(points.data?.totalPoints ?? 0)}
          </p>
        </div>
        <LabelledSelect<number | ''>
          label={t('points.campaign')}
          value={idCampaign ?? ''}
          choices={[
            { value: '', label: t('points.all') },
            ...(campaigns.data?.campaigns ?? []).map((campaign) => ({
              value: campaign.idgamification_campaign,
              label: campaign.name,
            })),
          ]}
          onChange={(value) => {
            setIdCampaign(value === '' ? null : value);
            setVisibleCount(POINTS_FIRST_PAGE);
          }}
          selectClassName="min-h-11 rounded-lg border border-line bg-white px-3 text-ink"
        />
      </div>

      <div className="flex flex-col gap-2">
        <h3 className="text-lg font-semibold text-ink">{t('points.activities')}</h3>
        {points.isPending ? (
          <Spinner label={t('common.loading')} />
        ) : points.isError ? (
          <p role="alert" className="text-sm text-danger">
            {t('points.loadFailed')}
          </p>
        ) : list.length === 0 ? (
          <p className="text-sm text-muted">{t('points.empty')}</p>
        ) : (
          <>
            <ul className="flex flex-col divide-y divide-line" aria-live="polite">
              {list.slice(0, visibleCount).map((point) => (
                <li
                  key={`${point.idgamification_campaign}-${point.event}-${point.eventDate}-${point.contentitemtext}`}
                  className="flex items-center justify-between gap-3 py-3"
                >
                  <div className="min-w-0">
                    <p className="truncate font-medium text-ink">{point.contentitemtext ?? point.event}</p>
                    <p className="text-xs text-muted">
                      {point.event} · {dateTime.format(new Date(point.eventDate))}
                    </p>
                  </div>
                  <span className="shrink-0 rounded-full bg-brand-3 px-3 py-1 text-sm font-bold text-ink">
                    {t('points.activityPoints', { points: point.points })}
                  </span>
                </li>
              ))}
            </ul>
            {visibleCount < list.length ? (
              <Button
                variant="secondary"
                onClick={() => setVisibleCount((count) => count + POINTS_PAGE_STEP)}
                className="self-start"
              >
                {t('points.showMore')}
              </Button>
            ) : null}
          </>
        )}
      </div>

      <div className="flex flex-col gap-1">
        <Button
          variant="secondary"
          onClick={handleDownload}
          disabled={downloadState === 'busy' || list.length === 0}
          className="self-start"
        >
          {downloadState === 'busy' ? t('points.downloading') : t('points.download')}
        </Button>
        {downloadState === 'failed' ? (
          <p role="alert" className="text-sm text-danger">
            {t('points.downloadFailed')}
          </p>
        ) : null}
      </div>

      <div className="flex flex-col gap-2">
        <h3 className="text-lg font-semibold text-ink">{t('points.howToEarn')}</h3>
        {events.isPending ? (
          <Spinner label={t('common.loading')} />
        ) : (events.data?.events ?? []).length === 0 ? (
          <p className="text-sm text-muted">{t('points.noEvents')}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {(events.data?.events ?? []).map((event) => (
              <li
                key={`${event.idgamification_campaign}-${event.idEvent}`}
                className="flex items-center justify-between gap-3 rounded-lg bg-brand-3 px-3 py-2"
              >
                <span className="text-sm text-ink">
                  {event.name}
                  {idCampaign ? null : <span className="block text-xs text-muted">{event.campaignName}</span>}
                </span>
                <span className="shrink-0 text-sm font-bold text-ink">
                  {t('points.activityPoints', { points: event.points })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
