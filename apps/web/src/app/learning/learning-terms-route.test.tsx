import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PendingTermsResponse } from '@trilha/shared/api/account';
import type { LoginInfo } from '@trilha/shared/api/auth';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type StoredSession, setSession } from '../../api/session';
import { TermsRedirect } from './account-shell';
import { LearningTermsRoute } from './learning-terms-route';

const calls: string[] = [];
const server: { terms: PendingTermsResponse; recommendations: boolean; previousVersion: number } = {
  terms: { success: true, needSignResponsabilityTerms: false, responsibilityTerms: [] },
  recommendations: false,
  previousVersion: 0,
};

vi.mock('../../api/terms', () => ({
  fetchPendingTerms: async () => server.terms,
  signTerm: async (id: number, version: number) => {
    calls.push(`sign ${id}/${version}`);
    return { success: true };
  },
}));
vi.mock('../../api/account', () => ({
  fetchUserTags: async () => ({ success: true, tags: [] }),
  fetchTags: async () => ({ success: true, totalRecords: 0, result: [] }),
  saveUserTags: async () => ({ success: true, tags: [] }),
}));
vi.mock('../../api/users', () => ({
  acceptAgreement: async (
    idUser: number,
    body: { userLicenceTermsAccepted: number; communicationAccepted: number },
  ) => {
    calls.push(`agreement ${idUser} v${body.userLicenceTermsAccepted} c${body.communicationAccepted}`);
    return { success: true, ...body, previousVersion: server.previousVersion };
  },
}));
vi.mock('../../api/learning', () => ({ fetchFeature: async () => server.recommendations }));
vi.mock('../../lib/tenant', () => ({ useTenant: () => ({ name: 'Acme Academy', logo: null }) }));
vi.mock('../../lib/logout', () => ({ logout: (navigate: (path: string) => void) => navigate('/login') }));

const TERM = {
  idTermOfResponsibility: 4,
  name: 'Uso de dados pessoais',
  content: '<p>Declaro estar ciente.</p>',
  versionNumber: 2,
  hasOldSignature: false,
};

function signIn(overrides: Partial<LoginInfo>) {
  setSession({
    token: 'token',
    loginInfo: {
      idUser: 7,
      idCompany: 1,
      idApp: 2,
      idAppType: 2,
      name: 'Bruno',
      email: 'bruno@acme.example',
      username: 'bruno@acme.example',
      photo: null,
      lastLogin: null,
      lastAccess: null,
      gamification: 0,
      communicationAccepted: 0,
      userLicenceTermsAccepted: 1,
      agreementVersion: 1,
      agreementTerms: '<h2>Termos de uso da Acme Academy</h2>',
      onBoardScreen: 1,
      onBoardUrl: 'https://acme.example/boas-vindas.html',
      askPWA: 0,
      admin: 0,
      canAccessSupport: 0,
      adminUrl: null,
      logoutUrl: null,
      appsUserAccess: [],
      ...overrides,
    },
  } as unknown as StoredSession);
}

function open() {
  const router = createMemoryRouter(
    [
      { path: '/terms', element: <LearningTermsRoute /> },
      { path: '/', element: <h1>Início</h1> },
      { path: '/login', element: <h1>Entrar</h1> },
    ],
    { initialEntries: ['/terms'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  calls.length = 0;
  localStorage.clear();
  server.terms = { success: true, needSignResponsabilityTerms: true, responsibilityTerms: [TERM] };
  server.recommendations = false;
  server.previousVersion = 0;
});

describe('the learning terms page (spec 3, 2.9 and 4.14)', () => {
  it('asks for the agreement and each term, signs them, then the topics, the onboarding and home', async () => {
    signIn({ userLicenceTermsAccepted: 0, agreementVersion: 1 });
    server.recommendations = true;
    const router = open();
    const agreementTab = await screen.findByRole('tab', { name: 'Termos de uso' });
    expect(agreementTab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Uso de dados pessoais' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Termos de uso da Acme Academy' })).toBeInTheDocument();
    const proceed = screen.getByRole('button', { name: 'Continuar' });
    expect(proceed).toBeDisabled();
    expect(proceed).toHaveAccessibleDescription('Você precisa aceitar os termos para continuar.');

    await userEvent.click(screen.getByLabelText('Li e aceito os termos de uso'));
    expect(proceed).toBeDisabled();
    await userEvent.click(screen.getByRole('tab', { name: 'Uso de dados pessoais' }));
    await userEvent.click(screen.getByLabelText('Li e aceito o termo "Uso de dados pessoais"'));
    await userEvent.click(screen.getByLabelText(/Aceito receber comunicações/));
    expect(proceed).toBeEnabled();
    // A tab shown again keeps its tick.
    await userEvent.click(agreementTab);
    expect(screen.getByLabelText('Li e aceito os termos de uso')).toBeChecked();
    expect(proceed).toBeEnabled();
    await userEvent.click(proceed);

    expect(await screen.findByRole('dialog', { name: 'Temas de interesse' })).toBeInTheDocument();
    expect(calls).toEqual(['sign 4/2', 'agreement 7 v1 c1']);
    await userEvent.keyboard('{Escape}');
    const onboarding = await screen.findByRole('dialog', { name: 'Tutorial' });
    await userEvent.click(within(onboarding).getByRole('button', { name: 'Começar' }));
    await screen.findByRole('heading', { name: 'Início' });
    expect(router.state.location.pathname).toBe('/');
  });

  it('with only a responsibility term pending: no agreement tab, no topics without the feature, no onboarding', async () => {
    signIn({ userLicenceTermsAccepted: 1, agreementVersion: 1 });
    server.previousVersion = 1;
    open();
    await screen.findByRole('tab', { name: 'Uso de dados pessoais' });
    expect(screen.queryByRole('tab', { name: 'Termos de uso' })).toBeNull();
    await userEvent.click(screen.getByLabelText('Li e aceito o termo "Uso de dados pessoais"'));
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await screen.findByRole('heading', { name: 'Início' });
    expect(screen.queryByRole('dialog')).toBeNull();
    // The communications choice is recorded with the user update, unticked here.
    expect(calls).toEqual(['sign 4/2', 'agreement 7 v1 c0']);
  });

  it('with only the agreement pending, on an app without onboarding, goes home after it', async () => {
    signIn({ userLicenceTermsAccepted: 1, agreementVersion: 2, onBoardScreen: 0, onBoardUrl: null });
    server.terms = { success: true, needSignResponsabilityTerms: false, responsibilityTerms: [] };
    open();
    await userEvent.click(await screen.findByLabelText('Li e aceito os termos de uso'));
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await screen.findByRole('heading', { name: 'Início' });
    expect(calls).toEqual(['agreement 7 v2 c0']);
  });

  it("'Declinar' logs out to /login and signs nothing", async () => {
    signIn({ userLicenceTermsAccepted: 0, agreementVersion: 1 });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Declinar' }));
    await screen.findByRole('heading', { name: 'Entrar' });
    expect(calls).toEqual([]);
  });

  it('sends a member with nothing pending home', async () => {
    signIn({});
    server.terms = { success: true, needSignResponsabilityTerms: false, responsibilityTerms: [] };
    open();
    await screen.findByRole('heading', { name: 'Início' });
  });
});

describe('the redirect to /terms (spec 3, 4.14)', () => {
  function visit(path: string) {
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: (
            <>
              <TermsRedirect />
              <h1>Página</h1>
            </>
          ),
        },
      ],
      { initialEntries: [path] },
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    return router;
  }

  it.each([
    ['the agreement changed', { userLicenceTermsAccepted: 1, agreementVersion: 2 }, false],
    ['a responsibility term is to sign', { userLicenceTermsAccepted: 1, agreementVersion: 1 }, true],
  ])('sends every route to /terms when %s', async (_case, login, mustSign) => {
    signIn(login);
    server.terms = {
      success: true,
      needSignResponsabilityTerms: mustSign,
      responsibilityTerms: mustSign ? [TERM] : [],
    };
    const router = visit('/myJourney');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/terms'));
  });

  it('leaves the member where they are when nothing is pending', async () => {
    signIn({ userLicenceTermsAccepted: 1, agreementVersion: 1 });
    server.terms = { success: true, needSignResponsabilityTerms: false, responsibilityTerms: [] };
    const router = visit('/myJourney');
    await screen.findByRole('heading', { name: 'Página' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe('/myJourney');
  });
});
