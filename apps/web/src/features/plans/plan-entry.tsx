import { useQuery } from '@tanstack/react-query';
import type { ActivePlanDetail } from '@trilha/shared/api/plans';
import { CAMPAIGN_MODAL_FREQUENCY_S, PLAN_MODAL_DELAY_MS } from '@trilha/shared/constants';
import { levelToShow } from '@trilha/shared/rules/plans';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { fetchPlanCampaigns, fetchPlans } from '../../api/plans';
import { planKeys } from '../../api/query-keys';
import { useSession } from '../../api/session';
import { useTranslation } from '../../i18n';
import { deferUntilOpen, isDialogOpen } from '../../ui/deferred';
import type { PlanView } from './plan-modal';

const PlanModal = deferUntilOpen(async () => (await import('./plan-modal')).PlanModal);

/**
 * What this page load has shown: a trial administrator gets the upgrade modal once per load (spec 3, 4.10),
 * not on every visit of the home; a reload starts again.
 */
const pageLoad: { upgrade: 'undecided' | 'due' | 'done' } = { upgrade: 'undecided' };

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
 * ('Resta/Restam N dia(s)' for administrators, 'Diga que está gostando da degustação' for the others) and
 * the modals the home opens by itself: trial over, deadline, the upgrade modal of a trial administrator and
 * the upgrade campaign.
 */
export function PlanEntry({
  onLogout,
  placement = 'header',
}: {
  onLogout: () => void;
  /** 'strip': the header's second row on a phone, where the label has the row's width to stay on one line. */
  placement?: 'header' | 'strip';
}) {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const isHome = location.pathname === '/' || location.pathname === '/home';
  const plans = useQuery({ queryKey: planKeys.list(), queryFn: fetchPlans, enabled: Boolean(session) });
  const campaigns = useQuery({
    queryKey: planKeys.campaigns(),
    queryFn: fetchPlanCampaigns,
    enabled: Boolean(session),
  });
  const [view, setView] = useState<PlanView | null>(null);
  const [deadlineLevel, setDeadlineLevel] = useState<1 | 2 | 3 | null>(null);
  const [autoClosedAt, setAutoClosedAt] = useState<number | null>(null);
  // Whether the modal on view was opened by the home itself (the button and the Upgrade block open it too).
  const [isAutoOpened, setIsAutoOpened] = useState(false);
  const [retries, setRetries] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const active: ActivePlanDetail | null = plans.data?.activePlan ?? null;
  const idApp = session?.loginInfo.idApp ?? 0;
  const isTrial = active?.trial === 1;
  const deadline = active?.deadline ?? null;
  const isTrialOver = isTrial && deadline !== null && deadline <= 0;
  // The plan as the server has it now: an answer kept on the device from an earlier visit (a trial since
  // extended or ended) decides nothing while the fresh one is on its way.
  const plansSettled = Boolean(plans.data) && !plans.isFetching;

  // The home's Upgrade block asks for the plan modal with a window event (features do not import each other).
  useEffect(() => {
    const open = () => setView(active && !active.userIsAdmin ? 'client' : 'upgrade');
    window.addEventListener('trilha:open-plans', open);
    return () => window.removeEventListener('trilha:open-plans', open);
  }, [active]);

  // The first plan answer of this page load decides whether a trial administrator gets the upgrade modal.
  useEffect(() => {
    if (!plans.data || !plansSettled || pageLoad.upgrade !== 'undecided') return;
    const plan = plans.data.activePlan;
    const isTrialRunning = plan?.trial === 1 && plan.deadline !== null && plan.deadline > 0;
    pageLoad.upgrade = isTrialRunning && plan.userIsAdmin ? 'due' : 'done';
  }, [plans.data, plansSettled]);

  // The upgrade campaign comes back `frequencyToShow` seconds after the last modal the home opened by itself.
  const campaign = campaigns.data?.result[0] ?? null;
  const frequencyMs = (campaign?.frequencyToShow ?? CAMPAIGN_MODAL_FREQUENCY_S) * 1000;
  useEffect(() => {
    if (autoClosedAt === null) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, autoClosedAt + frequencyMs - Date.now()));
    return () => clearTimeout(timer);
  }, [autoClosedAt, frequencyMs]);
  const isAdmin = active?.userIsAdmin ?? (session?.loginInfo.admin ?? 0) > 0;
  const isCampaignDue =
    Boolean(campaign) && isAdmin && !isTrialOver && (autoClosedAt === null || now >= autoClosedAt + frequencyMs);

  /**
   * The modals the home opens by itself (spec 3, 4.10; document 1, 4), one at a time, 5 s after arriving and
   * never over another dialog, the most pressing first:
   * 1. the trial-over modal, on every visit;
   * 2. the deadline level not seen yet (once per level);
   * 3. for a trial administrator, the upgrade modal once per page load (not again on later visits of the
   *    home, and not on a load that already showed the deadline modal, which offers the plans too);
   * 4. the upgrade campaign, when none of the above opened; it waits `frequencyToShow` seconds after any of
   *    them is closed, so two invitations to upgrade never follow each other.
   */
  const isTrialAdmin = Boolean(active?.userIsAdmin) && isTrial && !isTrialOver;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `retries` arms the timer again after another dialog was open.
  useEffect(() => {
    if (!isHome || view || !plansSettled || campaigns.isPending || campaigns.isFetching) return;
    const openByItself = (next: PlanView) => {
      setIsAutoOpened(true);
      setView(next);
    };
    const timer = setTimeout(() => {
      // Another dialog (the pre-test, a menu) is open: look again a while after.
      if (isDialogOpen()) {
        setRetries((count) => count + 1);
        return;
      }
      if (active && isTrial) {
        if (isTrialOver) {
          openByItself('expiring');
          return;
        }
        const key = levelsKey(idApp, active.finishDate);
        const level = levelToShow(deadline, shownLevels(key));
        if (level !== null) {
          localStorage.setItem(key, JSON.stringify([...shownLevels(key), level]));
          pageLoad.upgrade = 'done';
          setDeadlineLevel(level);
          openByItself('deadline');
          return;
        }
      }
      if (pageLoad.upgrade === 'due' && isTrialAdmin) {
        pageLoad.upgrade = 'done';
        openByItself('upgrade');
        return;
      }
      if (isCampaignDue) openByItself('campaign');
    }, PLAN_MODAL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [
    isHome,
    view,
    plansSettled,
    campaigns.isPending,
    campaigns.isFetching,
    active,
    isTrial,
    isTrialOver,
    isTrialAdmin,
    deadline,
    idApp,
    isCampaignDue,
    retries,
  ]);

  if (!plans.data) return null;
  const showButton = active ? active.isUpgradeButtonActive : plans.data.result.length > 0 && isAdmin;
  const close = () => {
    if (isAutoOpened) setAutoClosedAt(Date.now());
    setIsAutoOpened(false);
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
          className={`inline-flex shrink-0 items-center rounded-full bg-white px-2.5 py-1 text-center text-xs leading-tight font-semibold text-brand shadow-sm hover:bg-brand-3 ${
            placement === 'strip' ? 'min-h-9 max-w-44 text-[11px]' : 'mr-1 min-h-11 max-w-32 sm:max-w-56'
          }`}
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
