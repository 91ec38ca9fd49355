import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, type StoredSession, setSession } from '../../api/session';
import { SupportAccessModal } from './support-access-modal';
import { SupportBanner } from './support-banner';

afterEach(() => clearSession());

/** Maria's session as Ana opened it through support access. */
const supportSession = {
  token: 't',
  loginInfo: {
    idUser: 5,
    idCompany: 1,
    idApp: 1,
    idAppType: 1,
    name: 'Maria Souza',
    email: 'maria@acme.example',
    accessSupport: { isActive: 1, supportAccessUser: { idUser: 3, name: 'Ana Lima' } },
    appsUserAccess: [],
  },
  menu: [],
  design: [],
} as unknown as StoredSession;

describe('support access wording (spec 3, 6)', () => {
  it('the banner and the modal say the same true thing: actions are recorded in the member’s access, with the administrator as responsible', () => {
    setSession(supportSession);
    const { unmount } = render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <SupportBanner onExit={() => undefined} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    // The audit log keeps the member as who acted and the administrator as the one responsible.
    const banner = screen.getByRole('region', { name: 'Acesso Suporte' });
    expect(banner).toHaveTextContent(
      'Acesso suporte ativo: você está navegando como Maria Souza. As ações ficam registradas no acesso de Maria Souza, com Ana Lima como responsável pelo suporte.',
    );
    const bannerText = banner.textContent ?? '';
    unmount();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <SupportAccessModal open onOpenChange={() => undefined} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('dialog', { name: 'Acesso Suporte' })).toHaveAccessibleDescription(
      'Você navegará com as permissões do usuário escolhido. Toda ação fica registrada no acesso dele, com o seu nome como responsável pelo suporte.',
    );
    // Never the other way round.
    for (const text of [bannerText, document.body.textContent ?? ''])
      expect(text).not.toMatch(/registrad\w* (no|em) (seu nome|nome d)/);
  });
});
