import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NotificationConfiguration } from '@trilha/shared/api/account';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotificationsModal } from './notifications-modal';

const LIST: NotificationConfiguration[] = [
  {
    idNotification: 1,
    idNotificationUser: null,
    type: 'NEW_TRAINING',
    description: 'Novos treinamentos',
    section: 'LEARNING',
    status: 'OPTIONAL',
    active: 1,
  },
  {
    idNotification: 2,
    idNotificationUser: null,
    type: 'PASSWORD_CHANGED',
    description: 'Senha alterada',
    section: 'SYSTEM',
    status: 'MANDATORY',
    active: 1,
  },
  {
    idNotification: 3,
    idNotificationUser: null,
    type: 'NEWSLETTER',
    description: 'Novidades',
    section: 'SYSTEM',
    status: 'DEACTIVATED',
    active: 0,
  },
  {
    idNotification: 4,
    idNotificationUser: 9,
    type: 'TEAM_REMINDER',
    description: 'Lembrete de turma',
    section: 'TEAM',
    status: 'OPTIONAL',
    active: 1,
  },
];

afterEach(() => vi.unstubAllGlobals());

function serve() {
  const posted: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      if (init?.method === 'POST') posted.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify({ success: true, notifications: LIST }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return posted;
}

describe('NotificationsModal', () => {
  it('groups the switches by section, locks MANDATORY on and DEACTIVATED off, and sends only the changed entries', async () => {
    const posted = serve();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <NotificationsModal idUser={7} open onOpenChange={() => undefined} />
      </QueryClientProvider>,
    );
    const mandatory = await screen.findByRole('switch', { name: /Senha alterada/ });
    expect(mandatory).toBeDisabled();
    expect(mandatory).toHaveAttribute('aria-checked', 'true');
    const deactivated = screen.getByRole('switch', { name: /Novidades/ });
    expect(deactivated).toBeDisabled();
    expect(deactivated).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('heading', { name: 'Aprendizagem' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Turmas' })).toBeInTheDocument();

    const reminder = screen.getByRole('switch', { name: 'Lembrete de turma' });
    await userEvent.click(reminder);
    await userEvent.click(screen.getByRole('switch', { name: 'Novos treinamentos' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Novos treinamentos' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await screen.findByText('Notificações atualizadas.');
    expect(posted).toEqual([[{ idNotification: 4, idNotificationUser: 9, type: 'TEAM_REMINDER', active: 0 }]]);
  });
});
