import { useQuery } from '@tanstack/react-query';
import type { ActivePlanDetail } from '@trilha/shared/api/plans';
import { CAMPAIGN_MODAL_FREQUENCY_S, PLAN_MODAL_DELAY_MS } from '@trilha/shared/constants';
import { levelToShow } from '@trilha/shared/rules/plans';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { fetchPlanCampaigns, fetchPlans } from '../../api/plans';
import { useSession } from '../../api/session';
import { useTranslation } from '../../i18n';
import { deferUntilOpen } from '../../ui/deferred';
import type { PlanView } from './plan-modal';

const PlanModal = deferUntilOpen(async () => (await import('./plan-modal')).PlanModal);

const levelsKey = (idApp: number, finishDate: string | null) => `trilha.plan.levels.${idApp}.${finishDate ?? ''}`;

function shownLevels(key: string): number[] {
  try {
    const value = JSON.parse(localStorage.getItem(key) ?? '[]') as unknown;
    return Array.isArray(value) ? value.filter((item): item is number => typeof item === 'number') : [];
  } catch {
    return [];
  }
}

/**
 * The plan flow's entry in the header (spec 3, 4.10; document 1, 4 "Plan deadline modal"): the trial button
 * ('Resta/Restam N dia(s)' for administrators, 'Diga que está gostando da degustação' for the others), the
 * deadline modal on the home once per level after 5 s, the trial-over modal, and the upgrade campaign.
 */
export function PlanEntry({ onLogout }: { onLogout: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const isHome = location.pathname === '/' || location.pathname === '/home';
  const plans = useQuery({ queryKey: ['plans', 'list'], queryFn: fetchPlans, enabled: Boolean(session) });
  const campaigns = useQuery({
    queryKey: ['plans', 'campaigns'],
    queryFn: fetchPlanCampaigns,
    enabled: Boolean(session),
  });
  const [view, setView] = useState<PlanView | null>(null);
  const [deadlineLevel, setDeadlineLevel] = useState<1 | 2 | 3 | null>(null);
  const [campaignClosedAt, setCampaignClosedAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const active: ActivePlanDetail | null = plans.data?.activePlan ?? null;
  const idApp = session?.loginInfo.idApp ?? 0;
  const isTrial = active?.trial === 1;
  const deadline = active?.deadline ?? null;
  const isTrialOver = isTrial && deadline !== null && deadline <= 0;

  // The home's Upgrade block asks for the plan modal with a window event (features do not import each other).
  useEffect(() => {
    const open = () => setView(active && !active.userIsAdmin ? 'client' : 'upgrade');
    window.addEventListener('trilha:open-plans', open);
    return () => window.removeEventListener('trilha:open-plans', open);
  }, [active]);

  // The deadline modal: on the home, 5 s after arriving, once per level; an ended trial reopens every time.
  useEffect(() => {
    if (!isHome || !active || !isTrial || view) return;
    const timer = setTimeout(() => {
      if (isTrialOver) {
        setView('expiring');
        return;
      }
      const key = levelsKey(idApp, active.finishDate);
      const level = levelToShow(deadline, shownLevels(key));
      if (level === null) return;
      localStorage.setItem(key, JSON.stringify([...shownLevels(key), level]));
      setDeadlineLevel(level);
      setView('deadline');
    }, PLAN_MODAL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isHome, active, isTrial, isTrialOver, deadline, idApp, view]);

  // The upgrade campaign: on the home, for administrators, during its period, not when the trial ended nor
  // over another modal; it comes back `frequencyToShow` seconds after being closed.
  const campaign = campaigns.data?.result[0] ?? null;
  const frequencyMs = (campaign?.frequencyToShow ?? CAMPAIGN_MODAL_FREQUENCY_S) * 1000;
  useEffect(() => {
    if (campaignClosedAt === null) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, campaignClosedAt + frequencyMs - Date.now()));
    return () => clearTimeout(timer);
  }, [campaignClosedAt, frequencyMs]);
  const isAdmin = active?.userIsAdmin ?? (session?.loginInfo.admin ?? 0) > 0;
  const isCampaignDue =
    Boolean(campaign) &&
    isHome &&
    isAdmin &&
    !isTrialOver &&
    view === null &&
    (campaignClosedAt === null || now >= campaignClosedAt + frequencyMs) &&
    !document.querySelector('[role="dialog"]');
  useEffect(() => {
    if (!isCampaignDue) return;
    const timer = setTimeout(() => {
      if (!document.querySelector('[role="dialog"]')) setView('campaign');
    }, PLAN_MODAL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isCampaignDue]);

  if (!plans.data) return null;
  const showButton = active ? active.isUpgradeButtonActive : plans.data.result.length > 0 && isAdmin;
  const close = () => {
    if (view === 'campaign') setCampaignClosedAt(Date.now());
    // spec 3, 4.10: closing after the trial ended logs out.
    if (isTrialOver && view !== null) {
      setView(null);
      onLogout();
      return;
    }
    setView(null);
    void plans.refetch();
  };
  const label = !active
    ? t('plans.upgrade')
    : isTrial && active.userIsAdmin
      ? deadline !== null && deadline > 0
        ? t('plans.daysLeft', { count: deadline })
        : t('plans.trialEnded')
      : isTrial
        ? t('plans.likeIt')
        : t('plans.upgrade');
  return (
    <>
      {showButton ? (
        <button
          type="button"
          onClick={() => setView(active && !active.userIsAdmin ? 'client' : 'upgrade')}
          className="mr-1 inline-flex min-h-11 max-w-32 shrink-0 items-center truncate rounded-full bg-white px-2.5 text-xs font-semibold text-brand shadow-sm hover:bg-brand-3 sm:max-w-56"
        >
          {label}
        </button>
      ) : null}
      <PlanModal
        open={view !== null}
        view={view ?? 'upgrade'}
        onViewChange={setView}
        onClose={close}
        plans={plans.data.result}
        activePlan={active}
        deadlineLevel={deadlineLevel}
        campaign={campaign}
        onReload={() => {
          void plans.refetch();
          navigate(0);
        }}
      />
    </>
  );
}
