import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as activationApi from '../../api/activation';
import { ApiError } from '../../api/client';
import { ActivateUserPage } from './activate-user-page';

vi.mock('../../lib/tenant', () => ({ useTenant: () => ({ name: 'Acme', logo: null, idApp: 2, idAppType: 2 }) }));

afterEach(() => vi.restoreAllMocks());

const renderPage = () =>
  render(
    <MemoryRouter initialEntries={['/activate-user']}>
      <Routes>
        <Route path="/activate-user" element={<ActivateUserPage />} />
        <Route path="/registro" element={<p>Página de registro</p>} />
      </Routes>
    </MemoryRouter>,
  );

describe('first access by phone and PIN (spec 2, Activation)', () => {
  it('refuses a phone the shared rule refuses at its field and sends nothing, then sends the digits', async () => {
    const send = vi.spyOn(activationApi, 'sendPin').mockResolvedValue({ success: true, message: 'PIN enviado.' });
    renderPage();
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Celular'), '1091234567');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(
      await screen.findByText('Telefone invalido, por favor digite corretamente. Exemplo: (99) 99999-9999'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Celular')).toHaveAttribute('aria-invalid', 'true');
    expect(send).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText('Celular'));
    await userEvent.type(screen.getByLabelText('Celular'), '11991234567');
    expect(screen.getByLabelText('Celular')).toHaveValue('(11) 99123-4567');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByLabelText('PIN')).toBeInTheDocument();
    expect(send).toHaveBeenCalledWith({ phone: '11991234567', idAppType: '2', idApp: 2 });
    expect(screen.getByText('PIN enviado.')).toBeInTheDocument();
    expect(screen.getByText('Digite o PIN de 6 dígitos que enviamos para (11) 99123-4567.')).toBeInTheDocument();
    // 'Voltar' shows the phone as it was typed.
    await userEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(screen.getByLabelText('Celular')).toHaveValue('(11) 99123-4567');
  });

  it('refuses a short PIN at its field, shows a refused PIN as the alert, and goes to /registro on the right one', async () => {
    vi.spyOn(activationApi, 'sendPin').mockResolvedValue({ success: true, message: 'PIN enviado.' });
    const check = vi
      .spyOn(activationApi, 'checkPin')
      .mockRejectedValueOnce(new ApiError(400, 'VALIDATION_FAILED', 'Erro ao validar PIN.'))
      .mockResolvedValueOnce({ success: true, message: 'ok', token: 'abc', name: 'Carla' });
    renderPage();
    await userEvent.type(screen.getByLabelText('Celular'), '11991234567');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(screen.getByRole('button', { name: 'Confirmar' })).toBeDisabled();
    await userEvent.type(await screen.findByLabelText('PIN'), '12a3');
    expect(screen.getByLabelText('PIN')).toHaveValue('123');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Erro ao validar PIN.')).toBeInTheDocument();
    expect(screen.getByLabelText('PIN')).toHaveAttribute('aria-invalid', 'true');
    expect(check).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('PIN'), '456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    await vi.waitFor(() => expect(check).toHaveBeenCalledTimes(1));
    expect(check).toHaveBeenCalledWith({ phone: '11991234567', pin: '123456', idApp: 2 });
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao validar PIN.');
    expect(screen.getByLabelText('PIN')).not.toHaveAttribute('aria-invalid');

    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Página de registro')).toBeInTheDocument();
  });
});
