import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as authApi from '../../api/auth';
import { PasswordLinkForm } from './password-link-form';
import { ResetPasswordPage } from './reset-password-page';

vi.mock('../../lib/tenant', () => ({ useTenant: () => ({ name: 'Acme', logo: null, idApp: 2, idAppType: 2 }) }));

afterEach(() => vi.restoreAllMocks());

describe("'Esqueceu sua senha?' (spec 3, 5)", () => {
  it('asks for the login name and sends nothing without it, then sends the trimmed name', async () => {
    const send = vi.spyOn(authApi, 'sendPasswordLink').mockResolvedValue({ success: true, message: 'ok' });
    const onBack = vi.fn();
    render(<PasswordLinkForm firstAccess={false} initialUsername="   " onBack={onBack} />);
    await userEvent.click(screen.getByRole('button', { name: 'Enviar e-mail' }));
    expect(await screen.findByText('Informe o seu login.')).toBeInTheDocument();
    expect(screen.getByLabelText('Login ou e-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(send).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Login ou e-mail'), 'ana@acme.example ');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar e-mail' }));
    await vi.waitFor(() => expect(onBack).toHaveBeenCalled());
    expect(send).toHaveBeenCalledWith({ username: 'ana@acme.example', idAppType: 2, idApp: 2, firstAccess: false });
  });
});

describe('the new password page (spec 3, 5)', () => {
  const renderPage = () =>
    render(
      <MemoryRouter initialEntries={[`/resetar-senha?token=${'t'.repeat(32)}`]}>
        <ResetPasswordPage />
      </MemoryRouter>,
    );

  it('shows every broken rule and the mismatch, sends nothing, then saves a good password', async () => {
    const reset = vi.spyOn(authApi, 'resetPassword').mockResolvedValue({ success: true } as never);
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar senha' }));
    expect(await screen.findByText('Nova senha obrigatório')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Nova senha'), 'abc');
    await userEvent.type(screen.getByLabelText('Confirme a nova senha'), 'abd');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar senha' }));
    expect(await screen.findByText(/Ao menos 8 caracteres · Ao menos um número/)).toBeInTheDocument();
    expect(screen.getByText('Esta senha tem que ser idêntica à digitada no campo Nova Senha.')).toBeInTheDocument();
    expect(reset).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByLabelText('Nova senha'));
    await userEvent.type(screen.getByLabelText('Nova senha'), 'Trilha#Verde42');
    await userEvent.clear(screen.getByLabelText('Confirme a nova senha'));
    await userEvent.type(screen.getByLabelText('Confirme a nova senha'), 'Trilha#Verde42');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar senha' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Senha alterada com sucesso!');
    expect(reset).toHaveBeenCalledWith({ token: 't'.repeat(32), password: 'Trilha#Verde42' });
  });
});
