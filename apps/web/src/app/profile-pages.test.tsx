import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProfileUser } from '@trilha/shared/api/users';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, type StoredSession, setSession } from '../api/session';
import { ProfileEditPage } from '../features/profile/profile-edit-page';
import { LearningProfilePage } from './learning/learning-profile-page';

const USER: ProfileUser = {
  idUser: 5,
  idCompany: 1,
  email: 'maria@acme.example',
  name: 'Maria Souza',
  phone: null,
  cpf: null,
  userType: 1,
  username: 'maria@acme.example',
  userLicenceTermsAccepted: 1,
  communicationAccepted: 0,
  emailNotification: 0,
  smsNotification: 0,
  guestCompany: null,
  guestCnpj: null,
  department: null,
  role: null,
  managerName: null,
  idManager: null,
  unit: null,
  branch: null,
  employeeCode: null,
  admin: 0,
  active: 1,
  photo: null,
  askPWA: 0,
};

/** The member's API: their profile, saved as sent; the other calls of the pages answer empty. */
function serve() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (String(url).includes('/users/5')) {
        const sent = init?.method === 'PUT' ? (JSON.parse(String(init.body)) as Partial<ProfileUser>) : {};
        return Response.json({ success: true, message: 'Perfil atualizado com sucesso', user: { ...USER, ...sent } });
      }
      if (String(url).includes('/sessions')) return Response.json({ success: true, sessions: [] });
      return Response.json({ success: true });
    }),
  );
}

function renderPage(page: ReactNode) {
  setSession({
    token: 't',
    loginInfo: { ...USER, idApp: 1, lastLogin: new Date().toISOString() },
    menu: [],
    design: [],
  } as unknown as StoredSession);
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>{page}</MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe('the profile pages of both apps', () => {
  it.each([
    ['content app', <ProfileEditPage key="content" />],
    ['learning app', <LearningProfilePage key="learning" />],
  ])(
    '%s: the name says its limit (200), and a success banner goes when the next try finds errors',
    async (_, page) => {
      serve();
      renderPage(page);
      const name = await screen.findByRole('textbox', { name: 'Nome' });
      expect(name).toHaveAttribute('maxLength', '200');
      const user = userEvent.setup();
      await user.clear(name);
      await user.type(name, 'Maria S. Souza');
      await user.click(screen.getByRole('button', { name: 'Salvar' }));
      expect(await screen.findByRole('status')).toHaveTextContent('Perfil atualizado com sucesso');
      await user.clear(name);
      await user.click(screen.getByRole('button', { name: 'Salvar' }));
      expect(await screen.findByText('Nome obrigatório')).toBeInTheDocument();
      expect(screen.queryByText('Perfil atualizado com sucesso')).not.toBeInTheDocument();
    },
    20_000,
  );
});
