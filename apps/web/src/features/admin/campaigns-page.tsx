import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminCampaign } from '@trilha/shared/api/admin';
import { useState } from 'react';
import { Link } from 'react-router';
import { fetchAdminCampaignRanking, fetchAdminCampaigns, setAdminCampaignActive } from '../../api/admin';
import { adminKeys } from '../../api/console-keys';
import { useTranslation } from '../../i18n';
import { Button } from '../../ui/button';
import { QueryView } from '../../ui/query-state';
import { AdminSection, dateTime, TableHead } from './admin-ui';

/** Campaigns with what earns points, their participants and totals, a ranking, and switching one off or on. */
export function CampaignsPage() {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: adminKeys.campaigns(), queryFn: fetchAdminCampaigns });
  const campaigns = query.data?.result ?? [];
  return (
    <AdminSection titleId="admin-campaigns-title" title={t('admin.campaigns.title')}>
      <p className="mb-4">
        <Link
          to="/admin/campanhas/nova"
          className="inline-flex min-h-11 items-center rounded-lg bg-brand px-4 font-semibold text-on-brand hover:brightness-110"
        >
          {t('admin.campaigns.create')}
        </Link>
      </p>
      <QueryView query={query} isEmpty={campaigns.length === 0} emptyText={t('admin.campaigns.empty')}>
        <ul className="flex flex-col gap-3">
          {campaigns.map((campaign) => (
            <CampaignCard key={campaign.idCampaign} campaign={campaign} />
          ))}
        </ul>
      </QueryView>
    </AdminSection>
  );
}

function CampaignCard({ campaign }: { campaign: AdminCampaign }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [showRanking, setShowRanking] = useState(false);
  const ranking = useQuery({
    queryKey: adminKeys.campaignRanking(campaign.idCampaign),
    queryFn: () => fetchAdminCampaignRanking(campaign.idCampaign),
    enabled: showRanking,
  });
  const toggle = useMutation({
    mutationFn: () => setAdminCampaignActive(campaign.idCampaign, campaign.active === 0),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: adminKeys.campaigns() });
    },
    meta: { errorToast: true },
  });
  const rows = ranking.data?.result ?? [];
  return (
    <li className="rounded-xl border border-line bg-white p-4">
      <h2 className="text-lg font-semibold">{campaign.name}</h2>
      <p className="text-sm text-muted">
        {dateTime(campaign.startDate)} – {dateTime(campaign.endDate)} ·{' '}
        <span className={campaign.active ? 'text-ink' : 'text-danger'}>
          {!campaign.active
            ? t('admin.campaigns.inactive')
            : Date.parse(campaign.endDate) < Date.now()
              ? t('admin.campaigns.ended')
              : t('admin.campaigns.active')}
        </span>
      </p>
      <p className="mt-1 text-sm">
        {t('admin.campaigns.totals', { participants: campaign.participants, points: campaign.totalPoints })}
      </p>
      {campaign.events.length ? (
        <ul className="mt-2 flex flex-wrap gap-2 text-xs">
          {campaign.events.map((event) => (
            <li key={event.idEvent} className="rounded-full bg-brand-3 px-3 py-1">
              {event.name}: {t('admin.campaigns.points', { count: event.points })}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <Link
          to={`/admin/campanhas/${campaign.idCampaign}`}
          aria-label={t('admin.campaigns.editLabel', { name: campaign.name })}
          className="inline-flex min-h-11 items-center rounded-lg border border-brand bg-white px-5 font-semibold text-brand hover:bg-brand-3"
        >
          {t('admin.campaigns.edit')}
        </Link>
        <Button variant="secondary" aria-expanded={showRanking} onClick={() => setShowRanking(!showRanking)}>
          {showRanking ? t('admin.campaigns.hideRanking') : t('admin.campaigns.showRanking')}
        </Button>
        <Button variant="secondary" disabled={toggle.isPending} onClick={() => toggle.mutate()}>
          {campaign.active ? t('admin.campaigns.deactivate') : t('admin.campaigns.activate')}
        </Button>
      </div>
      {showRanking ? (
        <div className="mt-3">
          <QueryView query={ranking} isEmpty={rows.length === 0} emptyText={t('admin.campaigns.noPoints')}>
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t('admin.campaigns.rankingOf', { name: campaign.name })}</caption>
              <TableHead
                headings={[
                  { text: t('admin.campaigns.member'), className: 'py-1' },
                  { text: t('admin.campaigns.pointsColumn'), className: 'py-1 text-right' },
                ]}
              />
              <tbody>
                {rows.map((row) => (
                  <tr key={row.idUser} className="border-t border-line">
                    <td className="py-1">{row.name}</td>
                    <td className="py-1 text-right">{row.points}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </QueryView>
        </div>
      ) : null}
    </li>
  );
}
