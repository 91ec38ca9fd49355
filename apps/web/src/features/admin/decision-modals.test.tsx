import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as adminApi from '../../api/admin';
import * as journeyApi from '../../api/learning-journey';
import { EnrollmentRequestsPage } from './enrollment-requests-page';
import { ExternalCoursesPage } from './external-courses-page';

afterEach(() => vi.restoreAllMocks());

const withQueries = (children: ReactNode) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    {children}
  </QueryClientProvider>
);

describe('the console decisions that need a written reason', () => {
  it('denies an enrollment request only with a justification, and approves with the note trimmed', async () => {
    vi.spyOn(adminApi, 'fetchAdminEnrollmentRequests').mockResolvedValue({
      success: true,
      totalRecords: 1,
      result: [
        {
          idEnrollmentRequest: 5,
          idUser: 7,
          userName: 'Ana Lima',
          userEmail: 'ana@acme.example',
          department: null,
          nodeCode: 'N1',
          title: 'Segurança',
          idTeam: 3,
          teamName: 'Turma A',
          status: 'PENDING',
          reason: null,
          idEnrollment: null,
          creationDate: '2026-11-01T10:00:00Z',
          statusDate: '2026-11-01T10:00:00Z',
        },
      ],
    } as never);
    const decide = vi.spyOn(adminApi, 'decideEnrollmentRequest').mockResolvedValue({ success: true } as never);
    render(withQueries(<EnrollmentRequestsPage />));
    await userEvent.click(await screen.findByRole('button', { name: 'Negar a matrícula de Ana Lima em Segurança' }));
    let dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Justificativa'), '  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar negativa' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Informe a justificativa.');
    expect(within(dialog).getByLabelText('Justificativa')).toHaveAttribute('aria-invalid', 'true');
    expect(decide).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText('Justificativa'), 'Turma cheia');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar negativa' }));
    await vi.waitFor(() => expect(decide).toHaveBeenCalledWith(5, false, 'Turma cheia'));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Aprovar a matrícula de Ana Lima em Segurança' }));
    dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar aprovação' }));
    await vi.waitFor(() => expect(decide).toHaveBeenLastCalledWith(5, true, ''));
  });

  it('rejects an external course only with a reason', async () => {
    vi.spyOn(journeyApi, 'fetchAdminExternalCourses').mockResolvedValue({
      success: true,
      totalRecords: 1,
      result: [
        {
          idUserExternalCourse: 9,
          idUser: 7,
          userName: 'Ana Lima',
          title: 'Excel avançado',
          type: 'COURSE',
          workload: 8,
          startDate: '2026-10-01',
          finishDate: '2026-10-02',
          expirationDate: null,
          entityName: 'Escola',
          evidencePath: null,
          status: 'PENDING',
          statusReason: null,
          hasResubmission: 0,
          idParentUserExternalCourse: null,
          creationDate: '2026-10-03T10:00:00Z',
          lastModifiedDate: '2026-10-03T10:00:00Z',
        },
      ],
    } as never);
    const decide = vi.spyOn(journeyApi, 'decideExternalCourse').mockResolvedValue({ success: true } as never);
    render(withQueries(<ExternalCoursesPage />));
    await userEvent.click(await screen.findByRole('button', { name: 'Rejeitar: Excel avançado (Ana Lima)' }));
    const dialog = await screen.findByRole('dialog');
    const reason = within(dialog).getByLabelText('Motivo da rejeição (o membro lê este texto)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rejeitar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('*Preenchimento obrigatório');
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(decide).not.toHaveBeenCalled();
    await userEvent.type(reason, ' Sem carga horária ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rejeitar' }));
    await vi.waitFor(() => expect(decide).toHaveBeenCalledWith(9, { approve: false, reason: 'Sem carga horária' }));
  });
});
