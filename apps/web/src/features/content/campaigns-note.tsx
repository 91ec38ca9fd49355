import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { fetchCampaignsByContent } from '../../api/campaigns';
import { campaignKeys } from '../../api/query-keys';
import { useSession } from '../../api/session';
import { useTranslation } from '../../i18n';

/**
 * A short note under a content item listing the running campaigns it earns points in and how
 * (`GET /campaign/listbycontent/:idElement`). Nothing shows while it loads, when it fails, when none, or in
 * an app without gamification.
 */
export function CampaignsNote({ idContentItem, headingLevel }: { idContentItem: number; headingLevel: 2 | 3 }) {
  const { t } = useTranslation();
  const headingId = useId();
  const session = useSession();
  const campaigns = useQuery({
    queryKey: campaignKeys.byContent(idContentItem),
    queryFn: () => fetchCampaignsByContent(idContentItem),
    // Campaigns start and end: asked again on each visit rather than kept.
    staleTime: 0,
    // As the points panel: only in an app with gamification.
    enabled: session?.loginInfo.gamification === 1,
  });
  const list = campaigns.data?.campaigns ?? [];
  if (list.length === 0) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <aside
      aria-labelledby={headingId}
      className="flex flex-col gap-1 rounded-xl border border-line bg-brand-3 px-4 py-3 text-sm text-ink"
    >
      <Heading id={headingId} className="font-bold">
        {t('campaigns.contentNote.title')}
      </Heading>
      <ul className="flex flex-col gap-1">
        {list.map((campaign) => (
          <li key={campaign.idgamification_campaign}>
            <span className="font-semibold">{campaign.name}</span>
            {' — '}
            {campaign.points
              .map((rule) =>
                t('campaigns.contentNote.rule', {
                  name: rule.name,
                  points: t('campaigns.points', { count: rule.points }),
                }),
              )
              .join('; ')}
          </li>
        ))}
      </ul>
    </aside>
  );
}
