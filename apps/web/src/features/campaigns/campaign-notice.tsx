import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListCampaignsByUserResponse, MemberCampaign } from '@trilha/shared/api/campaigns';
import { CAMPAIGN_NOTICE_DELAY_MS, DIALOG_RECHECK_MS } from '@trilha/shared/constants';
import { campaignToAnnounce } from '@trilha/shared/rules/campaign-notices';
import { formatDate } from '@trilha/shared/rules/format';
import { useEffect, useState } from 'react';
import { fetchCampaignsByUser, markCampaignNotified } from '../../api/campaigns';
import { campaignKeys } from '../../api/query-keys';
import { useSession } from '../../api/session';
import { useTranslation } from '../../i18n';
import { Button } from '../../ui/button';
import { DeferredModal, isDialogOpen } from '../../ui/deferred';

/**
 * The campaign modal of the homes (spec document 2, "Campaign (used by shared modals)"): announces each
 * running campaign the member has not been notified of (name, description, period, how points are earned),
 * one at a time and never over another modal. Closing it sends `notified`, so it is not shown again.
 * The content app shows campaigns only when its gamification flag is on (as the points panel does).
 */
export function CampaignNotice({ onlyWithGamification = false }: { onlyWithGamification?: boolean }) {
  const { t } = useTranslation();
  const session = useSession();
  const queryClient = useQueryClient();
  const idUser = session?.loginInfo.idUser ?? 0;
  const isEnabled = idUser > 0 && (!onlyWithGamification || session?.loginInfo.gamification === 1);
  const campaigns = useQuery({
    queryKey: campaignKeys.byUser(idUser),
    queryFn: fetchCampaignsByUser,
    enabled: isEnabled,
    // Whether the member was notified must come from the server on each visit, not from a kept cache.
    staleTime: 0,
    meta: { persist: false },
  });
  const [closedIds, setClosedIds] = useState<ReadonlySet<number>>(() => new Set());
  const [shown, setShown] = useState<{ campaign: MemberCampaign; isOpen: boolean } | null>(null);
  const isShowing = shown?.isOpen === true;
  const due = campaigns.data ? campaignToAnnounce(campaigns.data.campaigns, closedIds, new Date().toISOString()) : null;

  useEffect(() => {
    if (!due || isShowing) return;
    let timer: ReturnType<typeof setTimeout>;
    const tryOpen = () => {
      if (isDialogOpen()) timer = setTimeout(tryOpen, DIALOG_RECHECK_MS);
      else setShown({ campaign: due, isOpen: true });
    };
    timer = setTimeout(tryOpen, CAMPAIGN_NOTICE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [due, isShowing]);

  if (!shown) return null;
  const { campaign } = shown;

  const close = () => {
    const idCampaign = campaign.idgamification_campaign;
    setShown({ campaign, isOpen: false });
    setClosedIds((ids) => new Set(ids).add(idCampaign));
    queryClient.setQueryData<ListCampaignsByUserResponse>(campaignKeys.byUser(idUser), (data) =>
      data
        ? {
            ...data,
            campaigns: data.campaigns.map((c) =>
              c.idgamification_campaign === idCampaign ? { ...c, notified: 1 } : c,
            ),
          }
        : data,
    );
    void markCampaignNotified(idCampaign, idUser).catch(() => undefined);
  };

  return (
    <DeferredModal
      open={shown.isOpen}
      onOpenChange={(open) => (open ? undefined : close())}
      title={t('campaigns.notice.title', { name: campaign.name })}
      size="md"
    >
      <div className="flex flex-col gap-4 text-ink" data-campaign-notice={campaign.idgamification_campaign}>
        {campaign.description ? <p className="whitespace-pre-line">{campaign.description}</p> : null}
        <p className="text-sm">
          <span className="font-semibold">{t('campaigns.notice.periodLabel')}: </span>
          {t('campaigns.notice.period', {
            start: formatDate(campaign.startDate),
            end: formatDate(campaign.endDate),
          })}
        </p>
        {campaign.points.length > 0 ? (
          <section aria-labelledby="campaign-notice-points" className="flex flex-col gap-2">
            <h3 id="campaign-notice-points" className="font-bold">
              {t('campaigns.notice.howToEarn')}
            </h3>
            <ul className="flex flex-col divide-y divide-line rounded-xl border border-line">
              {campaign.points.map((rule) => (
                <li key={rule.name} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
                  <span>{rule.name}</span>
                  <span className="shrink-0 font-bold text-brand">{t('campaigns.points', { count: rule.points })}</span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <Button onClick={close} className="self-stretch sm:self-end">
          {t('campaigns.notice.ok')}
        </Button>
      </div>
    </DeferredModal>
  );
}
