import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ActivePlanDetail, Plan } from '@trilha/shared/api/plans';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PlanModal, type PlanView } from './plan-modal';

const buildPlan = (overrides: Partial<Plan>): Plan => ({
  idPlan: 1,
  idRef: 'essencial',
  name: 'Essencial',
  description: null,
  features: [],
  products: [],
  trial: 1,
  isCurrent: false,
  agreementContent: null,
  pricingTiers: [],
  ...overrides,
});

const ADMIN_PLAN: ActivePlanDetail = {
  idPlan: 1,
  name: 'Essencial',
  trial: 1,
  trialsCount: 1,
  finishDate: null,
  deadline: 20,
  userIsAdmin: true,
  numberRequest: 0,
  requestsCount: 0,
  likeCount: 0,
  hasRequestedUpgrade: false,
  isUpgradeButtonActive: true,
  isPlanContractButtonActive: true,
  numberOfEmployees: null,
};

function Harness({ plans }: { plans: Plan[] }) {
  const [view, setView] = useState<PlanView>('upgrade');
  return (
    <PlanModal
      open
      view={view}
      onViewChange={setView}
      onClose={() => undefined}
      plans={plans}
      activePlan={ADMIN_PLAN}
      deadlineLevel={null}
      campaign={null}
      onReload={() => undefined}
    />
  );
}

/** Opens the calculator of the plan card named `name` and types the number of users. */
async function simulate(name: string, users: string) {
  const card = screen.getByRole('heading', { name }).closest('li') as HTMLElement;
  await userEvent.click(within(card).getByRole('button', { name: 'Contratar agora' }));
  const field = screen.getByLabelText('Número de usuários');
  await userEvent.clear(field);
  await userEvent.type(field, users);
}

const rowTexts = () =>
  within(screen.getByRole('table', { name: 'Preço por faixa de usuários' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      Array.from(row.children)
        .map((cell) => cell.textContent?.replace(/\s+/g, ' ').trim())
        .join(' | '),
    );

describe('the users calculator (spec 3, 4.10 and 9)', () => {
  it("prices by the plan's own tiers: users × unit price per band, the average per user and the monthly total", async () => {
    render(
      <Harness
        plans={[
          buildPlan({
            pricingTiers: [
              { maxUsers: 50, unitPrice: 39.9 },
              { maxUsers: 200, unitPrice: 34.9 },
              { maxUsers: null, unitPrice: 29.9 },
            ],
          }),
        ]}
      />,
    );
    await simulate('Essencial', '60');
    expect(rowTexts()).toEqual(['1 a 50 | 50 | × R$ 39,90 | R$ 1.995,00', '51 a 60 | 10 | × R$ 34,90 | R$ 349,00']);
    expect(screen.getByText('Preço médio por usuário').nextSibling).toHaveTextContent('R$ 39,07');
    expect(screen.getByRole('status')).toHaveTextContent('R$ 2.344,00');
    expect(screen.getByText(/Pode haver taxa de adesão/)).toBeInTheDocument();
  });

  it("falls back to the spec's bands when the plan carries no tiers", async () => {
    render(<Harness plans={[buildPlan({ idPlan: 2, name: 'Profissional' })]} />);
    await simulate('Profissional', '120');
    expect(rowTexts()).toEqual([
      '1 a 100 | 100 | × R$ 55,00 | R$ 5.500,00',
      '101 a 120 | 20 | × R$ 50,00 | R$ 1.000,00',
    ]);
    expect(screen.getByText('Preço médio por usuário').nextSibling).toHaveTextContent('R$ 54,17');
    expect(screen.getByRole('status')).toHaveTextContent('R$ 6.500,00');
  });
});
