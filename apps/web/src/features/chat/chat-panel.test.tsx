import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChatHistoryResponse, ChatMessage } from '@trilha/shared/api/chat';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Handler = (...args: unknown[]) => void;

/** A stand-in socket: records what the panel emits and lets the test deliver server events. */
const fake = vi.hoisted(() => {
  const handlers = new Map<string, Handler>();
  const emitted: Array<{ event: string; payload: unknown }> = [];
  const socket = {
    connected: true,
    on: (event: string, handler: Handler) => {
      handlers.set(event, handler);
      return socket;
    },
    emit: (event: string, payload: unknown, ack?: Handler) => {
      emitted.push({ event, payload });
      ack?.({ success: true });
      return socket;
    },
    timeout: () => ({
      emit: (event: string, payload: unknown, ack?: Handler) => {
        emitted.push({ event, payload });
        ack?.(null, { success: true });
      },
    }),
    disconnect: () => undefined,
  };
  return { handlers, emitted, socket, io: vi.fn(() => socket) };
});
vi.mock('socket.io-client', () => ({ io: fake.io }));

const history: ChatHistoryResponse = {
  success: true,
  data: [
    {
      date: '2026-11-21',
      messages: [
        { idChatMessage: 1, moment: '2026-11-21T12:00:00Z', idUser: 2, user: 'Ana Lima', message: 'Bom dia!', room: 9 },
      ],
    },
  ],
};
vi.mock('../../api/community', () => ({ fetchChatHistory: vi.fn(async () => history) }));
vi.mock('../../api/session', () => ({
  useSession: () => ({ token: 'token', loginInfo: { idUser: 1 } }),
}));

const { ChatPanel } = await import('./chat-panel');

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ChatPanel room={9} sendEvent="NEW_MESSAGE_FROM_LIVE_CHAT" title="Ao vivo" />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

beforeEach(() => {
  fake.handlers.clear();
  fake.emitted.length = 0;
});
afterEach(() => {
  vi.clearAllMocks();
});

describe('ChatPanel', () => {
  it("emits 'room' with its CHAT event on connect and shows the history", async () => {
    renderPanel();
    act(() => fake.handlers.get('connect')?.());
    expect(fake.emitted[0]).toEqual({ event: 'room', payload: { room: 9, event: 'NEW_MESSAGE_FROM_LIVE_CHAT' } });
    expect(await screen.findByText('Bom dia!')).toBeTruthy();
    expect(screen.getByText('21-11-2026 09:00:00')).toBeTruthy();
  });

  it('sends with Enter, never an empty message, and shows markup as text', async () => {
    const user = renderPanel();
    await screen.findByText('Bom dia!');
    const input = screen.getByLabelText('Mensagem');
    await user.type(input, '   {Enter}');
    expect(fake.emitted.filter((entry) => entry.event === 'NEW_MESSAGE_FROM_LIVE_CHAT')).toHaveLength(0);
    await user.clear(input);
    await user.type(input, '<img src=x onerror=alert(1)> oi{Enter}');
    expect(fake.emitted.at(-1)).toEqual({
      event: 'NEW_MESSAGE_FROM_LIVE_CHAT',
      payload: { room: 9, message: '<img src=x onerror=alert(1)> oi' },
    });
    const incoming: ChatMessage = {
      idChatMessage: 2,
      moment: '2026-11-21T13:00:00Z',
      idUser: 1,
      user: 'Maria Souza',
      message: '<img src=x onerror=alert(1)> oi',
      room: 9,
    };
    act(() => fake.handlers.get('NEW_MESSAGE_FROM_LIVE_SERVER')?.(incoming));
    expect(screen.getByText('<img src=x onerror=alert(1)> oi')).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
    act(() =>
      fake.handlers.get('NEW_MESSAGE_FROM_LIVE_SERVER')?.({ ...incoming, notice: 'join', user: 'João Pereira' }),
    );
    expect(screen.getByText('João Pereira entrou na sala')).toBeTruthy();
  });
});
