import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ActivePlanDetail, PlanCampaign, PlansResponse } from '@trilha/shared/api/plans';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { planKeys } from '../../api/query-keys';

const server: { plans: PlansResponse; campaigns: PlanCampaign[]; admin: number; answersAfterMs: number } = {
  plans: { success: true, result: [], activePlan: null },
  campaigns: [],
  admin: 1,
  answersAfterMs: 0,
};

vi.mock('../../api/plans', () => ({
  fetchPlans: async () => {
    if (server.answersAfterMs > 0) await new Promise((resolve) => setTimeout(resolve, server.answersAfterMs));
    return server.plans;
  },
  fetchPlanCampaigns: async () => ({ success: true, result: server.campaigns }),
}));
vi.mock('../../api/session', () => ({
  useSession: () => ({
    token: 't',
    loginInfo: { idUser: 3, idApp: 2, admin: server.admin, name: 'Ana', email: 'a@x', appsUserAccess: [] },
  }),
}));

const buildActivePlan = (overrides: Partial<ActivePlanDetail>): ActivePlanDetail => ({
  idPlan: 1,
  name: 'Essencial',
  trial: 1,
  trialsCount: 1,
  finishDate: '2026-12-11T12:00:00.000Z',
  deadline: 20,
  userIsAdmin: true,
  numberRequest: 0,
  requestsCount: 0,
  likeCount: 0,
  hasRequestedUpgrade: false,
  isUpgradeButtonActive: true,
  isPlanContractButtonActive: true,
  numberOfEmployees: null,
  ...overrides,
});

const CAMPAIGN: PlanCampaign = {
  idPlanCampaign: 1,
  title: 'Contrate com desconto',
  text: 'Só neste mês.',
  startDate: '2026-01-01',
  finishDate: '2027-01-01',
  mediaType: null,
  mediaUrl: null,
  frequencyToShow: 300,
};

/** A fresh page load: the module (and what it remembers of this load) is read again. */
async function load(path = '/', client = new QueryClient()) {
  vi.resetModules();
  const { PlanEntry } = await import('./plan-entry');
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <PlanEntry onLogout={() => undefined} />
            <Outlet />
          </>
        ),
        children: [
          { path: '/', element: <h1>Início</h1> },
          { path: '/catalog', element: <h1>Catálogo</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await screen.findByRole('heading', { level: 1 });
  return router;
}

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  localStorage.clear();
  server.plans = { success: true, result: [], activePlan: buildActivePlan({}) };
  server.campaigns = [];
  server.admin = 1;
  server.answersAfterMs = 0;
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the modals the home opens by itself (spec 3, 4.10)', () => {
  it('opens the upgrade modal for a trial administrator once per page load, not on every visit of the home', async () => {
    const router = await load();
    await wait(4_000);
    expect(screen.queryByRole('dialog')).toBeNull();
    await wait(1_500);
    expect(await screen.findByRole('dialog', { name: 'Planos' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();

    await act(() => router.navigate('/catalog'));
    await act(() => router.navigate('/'));
    await wait(6_000);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens it again on the next page load', async () => {
    await load();
    await wait(5_500);
    expect(await screen.findByRole('dialog', { name: 'Planos' })).toBeVisible();
  });

  it('waits for the home: a load that starts elsewhere shows it when the home is reached', async () => {
    const router = await load('/catalog');
    await wait(6_000);
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(() => router.navigate('/'));
    await wait(5_500);
    expect(await screen.findByRole('dialog', { name: 'Planos' })).toBeVisible();
  });

  it('does not open it for a member who is not an administrator', async () => {
    server.plans.activePlan = buildActivePlan({ userIsAdmin: false });
    server.admin = 0;
    await load();
    await wait(6_000);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the deadline modal instead when a level is due, and nothing after it on that load', async () => {
    server.plans.activePlan = buildActivePlan({ deadline: 4 });
    server.campaigns = [CAMPAIGN];
    await load();
    await wait(5_500);
    expect(await screen.findByRole('dialog', { name: 'A degustação está acabando' })).toBeVisible();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await userEvent.keyboard('{Escape}');
    await wait(12_000);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('leaves the campaign until frequencyToShow seconds after the upgrade modal was closed', async () => {
    server.campaigns = [CAMPAIGN];
    await load();
    await wait(5_500);
    expect(await screen.findByRole('dialog', { name: 'Planos' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await wait(60_000);
    expect(screen.queryByRole('dialog')).toBeNull();
    await wait(235_000);
    await wait(6_000);
    expect(screen.queryByRole('dialog')).toBeNull();
    await wait(5_000);
    await wait(6_000);
    expect(await screen.findByRole('dialog', { name: 'Contrate com desconto' })).toBeVisible();
  });

  it('decides on the plan the server answers now, not on the one kept on the device from an earlier visit', async () => {
    // Kept from the last visit: the trial was running. Since then it ended, and the server is slow to say so.
    const kept = new QueryClient();
    kept.setQueryData(
      planKeys.list(),
      { success: true, result: [], activePlan: buildActivePlan({ deadline: 7 }) },
      {
        updatedAt: Date.now() - 3_600_000,
      },
    );
    server.plans.activePlan = buildActivePlan({ deadline: 0 });
    server.answersAfterMs = 8_000;
    await load('/', kept);
    await wait(6_000);
    expect(screen.queryByRole('dialog')).toBeNull();
    await wait(8_000);
    expect(await screen.findByRole('dialog', { name: 'A sua degustação terminou' })).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Planos' })).toBeNull();
  });

  it('waits while another dialog is open and opens after it closes', async () => {
    await load();
    const other = document.createElement('div');
    other.setAttribute('role', 'dialog');
    document.body.append(other);
    await wait(5_500);
    expect(screen.queryByRole('dialog', { name: 'Planos' })).toBeNull();
    other.remove();
    await wait(5_500);
    expect(await screen.findByRole('dialog', { name: 'Planos' })).toBeVisible();
  });
});
