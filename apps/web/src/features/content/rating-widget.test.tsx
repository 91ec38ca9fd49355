import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContentItem } from '@trilha/shared/api/content';
import { RATING_THANKS_MS } from '@trilha/shared/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RatingWidget } from './rating-widget';

const rateContent = vi.fn();
vi.mock('../../api/content', () => ({ rateContent: (...args: unknown[]) => rateContent(...args) }));

function buildItem(overrides: Partial<ContentItem> = {}): ContentItem {
  return {
    idContentItem: 7,
    idContentType: 5,
    idSection: 3,
    idContentGroup: null,
    text: 'Boas-vindas',
    description: null,
    image: null,
    imageSecondary: null,
    author: null,
    content: '<p>Olá</p>',
    contentLocation: null,
    referenceLink: null,
    backgroundColor: null,
    rating: 3,
    numberVotes: 2,
    vote: null,
    progress: 0,
    completed: 0,
    duration: null,
    lastPosition: 0,
    timeExecuted: 0,
    idChatRoom: null,
    initDate: null,
    parent: null,
    parentName: null,
    idClassification: null,
    classificationAbbreviation: null,
    classificationTitle: null,
    mimetype: null,
    tags: [],
    children: [],
    ...overrides,
  };
}

function renderWidget(item: ContentItem) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RatingWidget item={item} />
    </QueryClientProvider>,
  );
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

describe('RatingWidget (spec 2, 4 and 5)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    rateContent.mockReset();
  });
  afterEach(() => vi.useRealTimers());

  it('enables Enviar once a star is chosen, thanks for 2 seconds, then shows the new value', async () => {
    rateContent.mockResolvedValue({ success: true, rating: 3.7, numberVotes: 3, vote: 5 });
    const user = renderWidget(buildItem());
    const region = screen.getByRole('region', { name: 'Avalie este conteúdo' });
    expect(region).toHaveAttribute('data-rating-phase', 'beforeRate');
    await user.click(screen.getByRole('button', { name: 'Avaliar' }));
    const send = screen.getByRole('button', { name: 'Enviar' });
    expect(send).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: '5 estrelas' }));
    expect(send).toBeEnabled();
    await user.click(send);
    expect(rateContent).toHaveBeenCalledWith({ idContentItem: 7, vote: 5 });
    expect(await screen.findByText('Obrigado pela sua avaliação!')).toBeInTheDocument();
    // The stars keep the old value during the thanks, and show the new one after it (spec 2, 4).
    expect(screen.getByText('3,0')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(RATING_THANKS_MS - 100));
    expect(screen.getByText('Obrigado pela sua avaliação!')).toBeInTheDocument();
    expect(screen.queryByText('3,7')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.queryByText('Obrigado pela sua avaliação!')).not.toBeInTheDocument();
    expect(screen.getByText('3,7')).toBeInTheDocument();
    expect(screen.getByText('Sua avaliação: 5')).toBeInTheDocument();
    expect(region).toHaveAttribute('data-rating-phase', 'alreadyRated');
  });

  it('a member with a vote sees it; clicking the stars opens the form with it chosen', async () => {
    const user = renderWidget(buildItem({ vote: 2 }));
    expect(screen.getByText('Sua avaliação: 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Avaliação: 3,0 de 5 estrelas/ }));
    expect(screen.getByRole('radio', { name: '2 estrelas' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeEnabled();
  });

  it('a vote kept on the device for later thanks the member and shows their vote, the totals unchanged', async () => {
    rateContent.mockResolvedValue({ queued: true });
    const user = renderWidget(buildItem());
    await user.click(screen.getByRole('button', { name: 'Avaliar' }));
    await user.click(screen.getByRole('radio', { name: '4 estrelas' }));
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Obrigado pela sua avaliação!')).toBeInTheDocument();
    expect(screen.getByText('3,0')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(RATING_THANKS_MS + 100));
    expect(screen.getByText('Sua avaliação: 4')).toBeInTheDocument();
  });

  it("shows the server's message when the vote fails and stays on the form", async () => {
    const { ApiError } = await import('../../api/client');
    rateContent.mockRejectedValue(new ApiError(400, 'VALIDATION_FAILED', 'Escolha de 1 a 5 estrelas.'));
    const user = renderWidget(buildItem());
    await user.click(screen.getByRole('button', { name: 'Avaliar' }));
    await user.click(screen.getByRole('radio', { name: '1 estrela' }));
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Escolha de 1 a 5 estrelas.');
    expect(screen.getByRole('dialog', { name: 'Avalie este conteúdo' })).toBeInTheDocument();
  });
});
