import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HistoryEntry } from '@trilha/shared/api/learning-journey';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HistoryTab } from './history-tab';

const entry = (idEnrollment: number, title: string): HistoryEntry => ({
  idEnrollment,
  idNodeEnrollment: null,
  idContentItem: null,
  idCertificate: null,
  nodeCode: `treinamento-${idEnrollment}`,
  title,
  teamName: 'Turma 1',
  enrollmentStatus: 'IN_PROGRESS',
  nodeStatus: 'PUBLISHED',
  progress: 10,
  grade: null,
  startDate: '2026-01-10',
  finishDate: null,
  validityDate: null,
  workload: 60,
  allowAccessUponCompletion: 1,
  canDownloadCertificate: 0,
});

afterEach(() => vi.unstubAllGlobals());

describe('HistoryTab', () => {
  it('sorts titles in Portuguese order: ‘Ética’ between the E’s and the F’s, on the phone and in the table', async () => {
    const history = [
      entry(1, 'Zelo no atendimento'),
      entry(2, 'Ética no trabalho'),
      entry(3, 'Fundamentos de vendas'),
      entry(4, 'Escuta ativa'),
      entry(5, 'atendimento ao cliente'),
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ success: true, history })),
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <HistoryTab />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const cards = await screen.findByRole('list', { name: 'Histórico de treinamentos' });
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox'), 'title');
    // The order the phone's cards show (descending first: flipped to ascending).
    await user.click(screen.getByRole('button', { name: 'Decrescente' }));
    const titles = () =>
      within(cards)
        .getAllByRole('listitem')
        .map((card) => card.querySelector('p')?.textContent);
    const expected = [
      'atendimento ao cliente',
      'Escuta ativa',
      'Ética no trabalho',
      'Fundamentos de vendas',
      'Zelo no atendimento',
    ];
    expect(titles()).toEqual(expected);
    const table = screen.getByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelector('td')?.textContent);
    expect(rows).toEqual(expected);
  });
});
