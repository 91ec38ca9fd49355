import { useQuery } from '@tanstack/react-query';
import { RANKING_PAGE_SIZE } from '@trilha/shared/constants';
import { useState } from 'react';
import { fetchCampaigns } from '../../api/campaigns';
import {
  fetchCampaignCategories,
  fetchCampaignDepartments,
  fetchCampaignUser,
  fetchRanking,
} from '../../api/learning-journey';
import { campaignKeys } from '../../api/query-keys';
import { useSession } from '../../api/session';
import { useTranslation } from '../../i18n';
import { Button } from '../../ui/button';
import { LabelledSelect } from '../../ui/field';
import { Modal } from '../../ui/modal';
import { QueryView } from '../../ui/query-state';
import { CardTable, dayOf, Pager } from './journey-ui';

/**
 * Campanhas e Gamificação (spec 3, 2.8 and 6): campaign and department selectors, the ranking (10 a page),
 * the member's own position and points, and the campaign's rules.
 */
export function GamificationTab() {
  const { t } = useTranslation();
  const idUser = useSession()?.loginInfo.idUser ?? 0;
  const [chosen, setChosen] = useState<number | null>(null);
  const [department, setDepartment] = useState('');
  const [offset, setOffset] = useState(0);
  const [rulesOpen, setRulesOpen] = useState(false);
  const campaigns = useQuery({ queryKey: campaignKeys.active(), queryFn: () => fetchCampaigns(true) });
  const list = campaigns.data?.campaigns ?? [];
  const idCampaign = chosen ?? list[0]?.idgamification_campaign ?? 0;
  const enabled = idCampaign > 0;
  const filter = department || undefined;
  const ranking = useQuery({
    queryKey: campaignKeys.ranking(idCampaign, department, offset),
    queryFn: () =>
      fetchRanking(idCampaign, { offset, limit: RANKING_PAGE_SIZE, ...(filter ? { department: filter } : {}) }),
    enabled,
  });
  const mine = useQuery({
    queryKey: campaignKeys.ranking(idCampaign, department, 'me'),
    queryFn: () => fetchCampaignUser(idCampaign, idUser, filter),
    enabled,
  });
  const departments = useQuery({
    queryKey: campaignKeys.departments(idCampaign),
    queryFn: () => fetchCampaignDepartments(idCampaign),
    enabled,
  });
  const rules = useQuery({
    queryKey: campaignKeys.categories(idCampaign),
    queryFn: () => fetchCampaignCategories(idCampaign),
    enabled: enabled && rulesOpen,
  });
  const rows = ranking.data?.campaignpoints ?? [];
  const myDepartment = mine.data?.department ?? null;
  const isOutside = Boolean(filter && myDepartment !== filter);

  return (
    <QueryView query={campaigns} isEmpty={list.length === 0} emptyText={t('journey.gamification.noCampaign')}>
      <div className="flex flex-col gap-4">
        <div className="flex flex-wrap items-end gap-3">
          <LabelledSelect
            label={t('journey.gamification.campaign')}
            value={idCampaign}
            choices={list.map((campaign) => ({ value: campaign.idgamification_campaign, label: campaign.name }))}
            onChange={(value) => {
              setChosen(value);
              setOffset(0);
            }}
          />
          <LabelledSelect
            label={t('journey.gamification.department')}
            value={department}
            choices={[
              { value: '', label: t('journey.gamification.allDepartments') },
              ...(departments.data?.result ?? []).map((entry) => ({ value: entry.name, label: entry.name })),
            ]}
            onChange={(value) => {
              setDepartment(value);
              setOffset(0);
            }}
          />
          <Button variant="secondary" onClick={() => setRulesOpen(true)}>
            {t('journey.gamification.rules')}
          </Button>
        </div>

        {isOutside ? (
          <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-ink ring-1 ring-amber-200">
            {t('journey.gamification.notInDepartment')}
          </p>
        ) : mine.data ? (
          <div className="flex gap-6 rounded-xl bg-white p-4 shadow-sm ring-1 ring-black/5">
            {mine.data.campaignUserDetail ? (
              <>
                <p>
                  <span className="block text-sm text-muted">{t('journey.gamification.myPosition')}</span>
                  <span className="text-2xl font-bold text-brand">{mine.data.campaignUserDetail.position}º</span>
                </p>
                <p>
                  <span className="block text-sm text-muted">{t('journey.gamification.myPoints')}</span>
                  <span className="text-2xl font-bold text-ink">{mine.data.campaignUserDetail.points}</span>
                </p>
              </>
            ) : (
              <p className="text-muted">{t('journey.gamification.noPosition')}</p>
            )}
          </div>
        ) : null}

        <QueryView query={ranking} isEmpty={rows.length === 0} emptyText={t('journey.gamification.empty')}>
          <CardTable
            caption={t('journey.gamification.caption')}
            headings={[
              { text: t('journey.gamification.position') },
              { text: t('journey.gamification.name') },
              { text: t('journey.gamification.points'), className: 'p-3 text-right' },
            ]}
          >
            {rows.map((row) => (
              <tr
                key={row.idUser}
                className={`border-b border-line last:border-0 ${row.idUser === idUser ? 'bg-brand-3 font-semibold' : ''}`}
              >
                <td className="p-3">{row.position}º</td>
                <td className="p-3">{row.name}</td>
                <td className="p-3 text-right">{row.points}</td>
              </tr>
            ))}
          </CardTable>
          <Pager
            offset={offset}
            limit={RANKING_PAGE_SIZE}
            total={ranking.data?.totalRecords ?? 0}
            onChange={setOffset}
          />
        </QueryView>
      </div>
      <Modal open={rulesOpen} onOpenChange={setRulesOpen} title={t('journey.gamification.rules')}>
        {rules.data ? (
          <div className="flex flex-col gap-3">
            <p className="font-semibold">{rules.data.campaign.name}</p>
            {rules.data.campaign.description ? <p className="text-muted">{rules.data.campaign.description}</p> : null}
            <p>
              {t('journey.gamification.rulesIntro', {
                start: dayOf(rules.data.campaign.startDate),
                end: dayOf(rules.data.campaign.endDate),
              })}
            </p>
            <ul className="flex flex-col gap-1">
              {rules.data.result.map((rule) => (
                <li key={rule.idEvent} className="flex justify-between gap-4 border-b border-line py-2 last:border-0">
                  <span>{rule.name}</span>
                  <span className="font-semibold">{t('journey.gamification.rulePoints', { points: rule.points })}</span>
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <p>{t('common.loading')}</p>
        )}
      </Modal>
    </QueryView>
  );
}
