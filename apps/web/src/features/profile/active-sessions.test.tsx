import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MemberSession } from '@trilha/shared/api/auth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ActiveSessions } from './active-sessions';

const now = Date.now();
const SESSIONS: MemberSession[] = [
  {
    idSession: 11,
    idApp: 1,
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0',
    createdAt: new Date(now - 3_600_000).toISOString(),
    lastUsedAt: new Date(now - 60_000).toISOString(),
    current: true,
    support: null,
  },
  {
    idSession: 12,
    idApp: 1,
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36',
    createdAt: new Date(now - 86_400_000).toISOString(),
    lastUsedAt: new Date(now - 5 * 3_600_000).toISOString(),
    current: false,
    support: null,
  },
  {
    idSession: 13,
    idApp: 2,
    userAgent: null,
    createdAt: new Date(now - 7_200_000).toISOString(),
    lastUsedAt: new Date(now - 7_200_000).toISOString(),
    current: false,
    support: { idUser: 3, name: 'Ana Lima' },
  },
];

afterEach(() => vi.unstubAllGlobals());

function serve() {
  const calls: string[] = [];
  let list = SESSIONS;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      if (init?.method === 'DELETE') {
        const ended = url.endsWith('/sessions') ? list.filter((entry) => !entry.current).length : 1;
        list = url.endsWith('/sessions')
          ? list.filter((entry) => entry.current)
          : list.filter((entry) => !url.endsWith(`/${entry.idSession}`));
        return Response.json({ success: true, ended });
      }
      return Response.json({ success: true, sessions: list });
    }),
  );
  return calls;
}

describe('ActiveSessions', () => {
  it('names each device with its last use, marks this one, and ends one or all the others', async () => {
    const calls = serve();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ActiveSessions idUser={7} />
      </QueryClientProvider>,
    );
    const region = await screen.findByRole('region', { name: 'Sessões ativas' });
    expect(await within(region).findByText('Firefox em Windows')).toBeInTheDocument();
    expect(within(region).getByText('Este aparelho')).toBeInTheDocument();
    expect(within(region).getByText('Chrome em Android')).toBeInTheDocument();
    expect(within(region).getByText(/Último uso há 5 horas/)).toBeInTheDocument();
    expect(within(region).getByText('Aparelho desconhecido')).toBeInTheDocument();
    expect(within(region).getByText(/acesso suporte de Ana Lima/)).toBeInTheDocument();
    // This session is ended with 'Sair', not here.
    expect(within(region).getAllByRole('button', { name: /^Encerrar a sessão de/ })).toHaveLength(2);

    await userEvent.click(within(region).getByRole('button', { name: 'Encerrar a sessão de Chrome em Android' }));
    expect(await within(region).findByRole('status')).toHaveTextContent('1 sessão encerrada.');
    expect(calls).toContain('DELETE /users/7/sessions/12');

    await userEvent.click(within(region).getByRole('button', { name: 'Encerrar as outras sessões' }));
    expect(calls).toContain('DELETE /users/7/sessions');
    await screen.findByText('1 sessão encerrada.');
    expect(await within(region).findAllByRole('listitem')).toHaveLength(1);
  });
});
