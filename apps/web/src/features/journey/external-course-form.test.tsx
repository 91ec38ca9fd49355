import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ExternalCourse } from '@trilha/shared/api/learning-journey';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import * as journeyApi from '../../api/learning-journey';
import { ExternalCourseFormModal } from './external-course-form';

const course = (values: Partial<ExternalCourse>): ExternalCourse => ({
  idUserExternalCourse: 7,
  title: 'Primeiros socorros no trabalho',
  type: 'IN_PERSON',
  workload: 8,
  startDate: '2026-10-15',
  finishDate: '2026-10-15',
  expirationDate: null,
  entityName: 'Cruz Vermelha',
  evidencePath: null,
  status: 'PENDING',
  statusReason: null,
  hasResubmission: 0,
  idParentUserExternalCourse: null,
  creationDate: '2026-10-20T12:00:00Z',
  lastModifiedDate: '2026-10-20T12:00:00Z',
  ...values,
});

afterEach(() => vi.restoreAllMocks());

describe('ExternalCourseFormModal', () => {
  it('shows every rule of section 5 before sending anything', { timeout: 30_000 }, async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const user = userEvent.setup({ applyAccept: false });
    render(<ExternalCourseFormModal course={null} onClose={() => undefined} onSaved={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getAllByText('*Preenchimento obrigatório').length).toBeGreaterThanOrEqual(4);

    await user.type(screen.getByLabelText('Título do curso'), 'Oratória');
    await user.selectOptions(screen.getByLabelText('Modalidade'), 'ONLINE');
    await user.type(screen.getByLabelText('Carga horária (horas)'), '0');
    await user.type(screen.getByLabelText('Data de início'), '2026-01-10');
    await user.type(screen.getByLabelText('Data de término'), '2026-01-01');
    await user.type(screen.getByLabelText('Instituição'), 'Escola');
    const big = new File(['%PDF'], 'certificado.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 5_242_881 });
    await user.upload(screen.getByLabelText(/Comprovante/), big);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getByText('O valor deve ser maior que 0')).toBeInTheDocument();
    expect(screen.getByText(/^Período de realização inválido/)).toBeInTheDocument();
    expect(screen.getByText('O arquivo deve ter no máximo 5MB.')).toBeInTheDocument();

    const text = new File(['x'], 'notas.txt', { type: 'text/plain' });
    await user.upload(screen.getByLabelText(/Comprovante/), text);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getByText('Apenas arquivos PDF, JPG ou PNG são permitidos.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the request in the shape the server checks, and shows a refused field at its place', async () => {
    const upload = vi
      .spyOn(journeyApi, 'uploadEvidence')
      .mockResolvedValue({ externalCourse: '/files/cert.pdf' } as never);
    const create = vi
      .spyOn(journeyApi, 'createExternalCourse')
      .mockRejectedValueOnce(new ApiError(400, 'VALIDATION_FAILED', 'Use no máximo 150 caracteres.', 'entityName'))
      .mockResolvedValueOnce({ success: true } as never);
    const onSaved = vi.fn();
    const user = userEvent.setup({ applyAccept: false });
    render(<ExternalCourseFormModal course={null} onClose={() => undefined} onSaved={onSaved} />);
    await user.type(screen.getByLabelText('Título do curso'), ' Oratória ');
    await user.selectOptions(screen.getByLabelText('Modalidade'), 'ONLINE');
    await user.type(screen.getByLabelText('Carga horária (horas)'), '12');
    await user.type(screen.getByLabelText('Data de início'), '2026-01-10');
    await user.type(screen.getByLabelText('Data de término'), '2026-01-12');
    await user.type(screen.getByLabelText('Instituição'), 'Escola');
    const pdf = new File(['%PDF'], 'certificado.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText(/Comprovante/), pdf);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Use no máximo 150 caracteres.')).toBeInTheDocument();
    expect(screen.getByLabelText('Instituição')).toHaveAttribute('aria-invalid', 'true');
    expect(upload).toHaveBeenCalledTimes(1);
    expect(create).toHaveBeenCalledWith({
      title: 'Oratória',
      type: 'ONLINE',
      workload: 12,
      startDate: '2026-01-10',
      finishDate: '2026-01-12',
      expirationDate: null,
      entityName: 'Escola',
      evidencePath: '/files/cert.pdf',
      idParentUserExternalCourse: null,
    });
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
  });

  it("offers 'Salvar e reenviar' on a rejected request with the reason, and only 'Ok entendi' once resubmitted", async () => {
    const { unmount } = render(
      <ExternalCourseFormModal
        course={course({ status: 'REJECTED', statusReason: 'Falta o comprovante.' })}
        onClose={() => undefined}
        onSaved={() => undefined}
      />,
    );
    expect(screen.getByText(/Sua solicitação foi rejeitada/)).toBeInTheDocument();
    expect(screen.getByText('Motivo: Falta o comprovante.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salvar e reenviar' })).toBeInTheDocument();
    unmount();

    const onClose = vi.fn();
    render(
      <ExternalCourseFormModal
        course={course({ status: 'REJECTED', hasResubmission: 1, statusReason: 'Falta o comprovante.' })}
        onClose={onClose}
        onSaved={() => undefined}
      />,
    );
    expect(screen.getByText(/corrigida e reenviada/)).toBeInTheDocument();
    expect(screen.getByLabelText('Título do curso')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Salvar e reenviar' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Ok entendi' }));
    expect(onClose).toHaveBeenCalled();
  });
});
