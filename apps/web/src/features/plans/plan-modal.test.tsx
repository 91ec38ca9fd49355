import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ActivePlanDetail, Plan } from '@trilha/shared/api/plans';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as plansApi from '../../api/plans';
import { clearSession, type StoredSession, setSession } from '../../api/session';
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

describe('the trial flow of a member (spec 3, 4.10 and 5)', () => {
  const CLIENT_PLAN: ActivePlanDetail = { ...ADMIN_PLAN, userIsAdmin: false, deadline: 0 };

  function View({ initial, activePlan }: { initial: PlanView; activePlan: ActivePlanDetail }) {
    const [view, setView] = useState<PlanView>(initial);
    return (
      <PlanModal
        open
        view={view}
        onViewChange={setView}
        onClose={() => undefined}
        plans={[buildPlan({})]}
        activePlan={activePlan}
        deadlineLevel={null}
        campaign={null}
        onReload={() => undefined}
      />
    );
  }

  afterEach(() => {
    vi.restoreAllMocks();
    clearSession();
  });

  it("with the trial over, 'Avisar administradores' tells them in one click and thanks", async () => {
    const upgrade = vi
      .spyOn(plansApi, 'requestUpgrade')
      .mockResolvedValue({ success: true, requestsCount: 4 } as never);
    render(<View initial="expiring" activePlan={CLIENT_PLAN} />);
    await userEvent.click(screen.getByRole('button', { name: 'Avisar administradores' }));
    expect(upgrade).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Obrigado! Os administradores foram avisados.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Avisar administradores' })).not.toBeInTheDocument();
  });

  it('prefills and locks the company in the trial form', async () => {
    setSession(buildSession({ companyName: 'Acme Indústria' }));
    render(<View initial="upgrade" activePlan={{ ...ADMIN_PLAN, trial: 0 }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Experimentar grátis' }));
    const company = await screen.findByLabelText('Empresa');
    expect(company).toHaveValue('Acme Indústria');
    expect(company).toHaveAttribute('readonly');
  });

  it('prefills and locks the company in the contact-sales form too', async () => {
    setSession(buildSession({ companyName: 'Acme Indústria' }));
    function Contact() {
      const [view, setView] = useState<PlanView>('upgrade');
      return (
        <PlanModal
          open
          view={view}
          onViewChange={setView}
          onClose={() => undefined}
          plans={[buildPlan({ name: 'Corporativo', trial: 0 })]}
          activePlan={ADMIN_PLAN}
          deadlineLevel={null}
          campaign={null}
          onReload={() => undefined}
        />
      );
    }
    render(<Contact />);
    expect(screen.queryByRole('button', { name: 'Experimentar grátis' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Falar com vendas' }));
    expect(await screen.findByRole('heading', { name: 'Falar com a equipe comercial' })).toBeInTheDocument();
    const company = screen.getByLabelText('Empresa');
    expect(company).toHaveValue('Acme Indústria');
    expect(company).toHaveAttribute('readonly');
  });
});

describe('the trial and contact forms check what they send (spec 3, 5)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    clearSession();
  });

  function Forms({ plan }: { plan: Plan }) {
    const [view, setView] = useState<PlanView>('upgrade');
    return (
      <PlanModal
        open
        view={view}
        onViewChange={setView}
        onClose={() => undefined}
        plans={[plan]}
        activePlan={{ ...ADMIN_PLAN, trial: 0 }}
        deadlineLevel={null}
        campaign={null}
        onReload={() => undefined}
      />
    );
  }

  it('shows each missing field and the terms, sends nothing, then sends the trial once it is complete', async () => {
    setSession(buildSession({ companyName: 'Acme' }));
    const trial = vi
      .spyOn(plansApi, 'requestTrial')
      .mockResolvedValue({ success: true, finishDate: '2026-12-01', trialsCount: 1 });
    render(<Forms plan={buildPlan({ agreementContent: '<p>Termos</p>' })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Experimentar grátis' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Cargo obrigatório')).toBeInTheDocument();
    expect(screen.getByText('Departamento obrigatório')).toBeInTheDocument();
    expect(screen.getByText('Telefone obrigatório')).toBeInTheDocument();
    expect(screen.getByText('Você precisa aceitar os termos para continuar.')).toBeInTheDocument();
    expect(screen.getByLabelText('Cargo')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(screen.getByLabelText('Telefone'), '119876');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Telefone incompleto')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Telefone'), '5432');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Telefone deve conter 11 dígitos')).toBeInTheDocument();
    expect(trial).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Telefone'), '1');
    await userEvent.type(screen.getByLabelText('Cargo'), 'Gerente');
    await userEvent.type(screen.getByLabelText('Departamento'), 'RH');
    await userEvent.click(screen.getByLabelText('Li e aceito as condições da degustação'));
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(trial).toHaveBeenCalledWith({
      idPlan: 1,
      department: 'RH',
      role: 'Gerente',
      phone: '(11) 98765-4321',
      numberOfEmployees: '1-100',
    });
  });

  it('asks the contact form for its message and sends nothing without it', async () => {
    setSession(buildSession({ companyName: 'Acme' }));
    const contact = vi.spyOn(plansApi, 'contactTrial');
    render(<Forms plan={buildPlan({ trial: 0 })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Falar com vendas' }));
    await userEvent.type(await screen.findByLabelText('Cargo'), 'Gerente');
    await userEvent.type(screen.getByLabelText('Departamento'), 'RH');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('O preenchimento do campo é obrigatório.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Telefone')).not.toBeInTheDocument();
    expect(contact).not.toHaveBeenCalled();
  });
});

function buildSession({ companyName }: { companyName: string }): StoredSession {
  return {
    token: 't',
    loginInfo: {
      idUser: 1,
      idCompany: 1,
      idApp: 2,
      idAppType: 2,
      name: 'Ana Lima',
      email: 'ana@acme.example',
      username: 'ana@acme.example',
      photo: null,
      lastLogin: null,
      lastAccess: null,
      gamification: 0,
      communicationAccepted: 1,
      userLicenceTermsAccepted: 1,
      agreementVersion: 1,
      agreementTerms: null,
      onBoardScreen: 0,
      onBoardUrl: null,
      askPWA: 0,
      admin: 1,
      canAccessSupport: 0,
      adminUrl: null,
      logoutUrl: null,
      appsUserAccess: [
        { idApp: 2, idCompany: 1, idAppType: 2, appName: 'Acme Academy', companyName, domain: 'x', favIcon: null },
      ],
    },
    menu: [],
    design: [],
    companyDesign: { firstColor: '#000', secondColor: '#000', thirdColor: '#000', fourthColor: '#000' },
  } as unknown as StoredSession;
}
