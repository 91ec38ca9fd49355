import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ListCampaignsByUserResponse, MemberCampaign } from '@trilha/shared/api/campaigns';
import { CAMPAIGN_NOTICE_DELAY_MS } from '@trilha/shared/constants';
import { Dialog } from 'radix-ui';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const fetchCampaignsByUser = vi.fn<() => Promise<ListCampaignsByUserResponse>>();
const markCampaignNotified = vi.fn();
vi.mock('../../api/campaigns', () => ({
  fetchCampaignsByUser: () => fetchCampaignsByUser(),
  markCampaignNotified: (...args: unknown[]) => markCampaignNotified(...args),
}));
let gamification = 1;
vi.mock('../../api/session', () => ({
  useSession: () => ({ token: 'token', loginInfo: { idUser: 42, gamification } }),
}));

const { CampaignNotice } = await import('./campaign-notice');

const DAY_MS = 24 * 60 * 60 * 1000;

function buildCampaign(overrides: Partial<MemberCampaign> = {}): MemberCampaign {
  return {
    idgamification_campaign: 5,
    name: 'Segurança em Primeiro Lugar',
    description: 'Campanha da Globex sobre segurança.',
    startDate: new Date(Date.now() - 10 * DAY_MS).toISOString(),
    endDate: new Date(Date.now() + 30 * DAY_MS).toISOString(),
    status: 1,
    notified: 0,
    points: [
      { name: 'Conteúdo concluído', points: 8 },
      { name: 'Avaliação de conteúdo enviada', points: 1 },
    ],
    ...overrides,
  };
}

function renderNotice(element = <CampaignNotice />) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(<QueryClientProvider client={client}>{element}</QueryClientProvider>);
  return { client, view, user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime, pointerEventsCheck: 0 }) };
}

const waitPastDelay = () => act(() => vi.advanceTimersByTimeAsync(CAMPAIGN_NOTICE_DELAY_MS + 100));

describe('CampaignNotice (spec 2, "Campaign (used by shared modals)")', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fetchCampaignsByUser.mockReset();
    markCampaignNotified.mockReset().mockResolvedValue({ success: true, notified: 1 });
    gamification = 1;
  });
  afterEach(() => vi.useRealTimers());

  it('announces a running campaign not yet seen with its period and points; closing sends notified once', async () => {
    fetchCampaignsByUser.mockResolvedValue({ success: true, campaigns: [buildCampaign()] });
    const { user, client } = renderNotice();
    await waitPastDelay();
    const dialog = await screen.findByRole('dialog', { name: 'Nova campanha: Segurança em Primeiro Lugar' });
    expect(dialog).toHaveTextContent('Campanha da Globex sobre segurança.');
    expect(dialog).toHaveTextContent(/Período: De \d{2}\/\d{2}\/\d{4} a \d{2}\/\d{2}\/\d{4}/);
    expect(dialog).toHaveTextContent('Conteúdo concluído8 pontos');
    expect(dialog).toHaveTextContent('Avaliação de conteúdo enviada1 ponto');
    await user.click(screen.getByRole('button', { name: 'Ok' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(markCampaignNotified).toHaveBeenCalledExactlyOnceWith(5, 42);

    // Even if the server still answered notified 0 (the call on its way), it does not come back.
    await act(() => client.refetchQueries());
    await act(() => vi.advanceTimersByTimeAsync(10 * CAMPAIGN_NOTICE_DELAY_MS));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(markCampaignNotified).toHaveBeenCalledTimes(1);
  });

  it('shows nothing for a campaign already notified, switched off or over', async () => {
    fetchCampaignsByUser.mockResolvedValue({
      success: true,
      campaigns: [
        buildCampaign({ idgamification_campaign: 1, notified: 1 }),
        buildCampaign({ idgamification_campaign: 2, status: 0 }),
        buildCampaign({ idgamification_campaign: 3, endDate: new Date(Date.now() - DAY_MS).toISOString() }),
      ],
    });
    renderNotice();
    await waitPastDelay();
    expect(fetchCampaignsByUser).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('announces two campaigns one after the other, the second after the first is closed (Escape)', async () => {
    fetchCampaignsByUser.mockResolvedValue({
      success: true,
      campaigns: [
        buildCampaign({
          idgamification_campaign: 8,
          name: 'Nova',
          startDate: new Date(Date.now() - DAY_MS).toISOString(),
        }),
        buildCampaign({ idgamification_campaign: 7, name: 'Antiga' }),
      ],
    });
    const { user } = renderNotice();
    await waitPastDelay();
    expect(await screen.findByRole('dialog', { name: 'Nova campanha: Antiga' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Nova campanha: Antiga' })).not.toBeInTheDocument();
    await waitPastDelay();
    expect(await screen.findByRole('dialog', { name: 'Nova campanha: Nova' })).toBeInTheDocument();
    expect(markCampaignNotified.mock.calls).toEqual([[7, 42]]);
  });

  it('waits while another modal is open and opens once it has closed', async () => {
    fetchCampaignsByUser.mockResolvedValue({ success: true, campaigns: [buildCampaign()] });
    function OtherModal({ open }: { open: boolean }) {
      return (
        <Dialog.Root open={open}>
          <Dialog.Portal>
            <Dialog.Content aria-describedby={undefined}>
              <Dialog.Title>Voltar ao último conteúdo?</Dialog.Title>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      );
    }
    const { view, client } = renderNotice(
      <>
        <OtherModal open />
        <CampaignNotice />
      </>,
    );
    await act(() => vi.advanceTimersByTimeAsync(5 * CAMPAIGN_NOTICE_DELAY_MS));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.queryByRole('dialog', { name: /Nova campanha/ })).not.toBeInTheDocument();
    view.rerender(
      <QueryClientProvider client={client}>
        <OtherModal open={false} />
        <CampaignNotice />
      </QueryClientProvider>,
    );
    await waitPastDelay();
    expect(await screen.findByRole('dialog', { name: 'Nova campanha: Segurança em Primeiro Lugar' })).toBeVisible();
  });

  it('in the content app, asks nothing when the app has no gamification', async () => {
    gamification = 0;
    fetchCampaignsByUser.mockResolvedValue({ success: true, campaigns: [buildCampaign()] });
    renderNotice(<CampaignNotice onlyWithGamification />);
    await waitPastDelay();
    expect(fetchCampaignsByUser).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
