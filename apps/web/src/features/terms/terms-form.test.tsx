import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LoginInfo } from '@trilha/shared/api/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { type StoredSession, setSession } from '../../api/session';
import * as usersApi from '../../api/users';
import { TermsForm } from './terms-form';

vi.mock('../../lib/tenant', () => ({ useTenant: () => ({ name: 'Acme', logo: null }) }));

beforeEach(() => {
  localStorage.clear();
  setSession({
    token: 'token',
    loginInfo: {
      idUser: 7,
      communicationAccepted: 0,
      userLicenceTermsAccepted: 0,
      agreementVersion: 3,
      agreementTerms: '<p>Termos da Acme</p>',
    } as Partial<LoginInfo>,
  } as unknown as StoredSession);
});
afterEach(() => vi.restoreAllMocks());

describe('the terms form (spec document 1, 4 "Terms")', () => {
  it('asks for the acceptance at its box and sends nothing without it, then records the version and the choice', async () => {
    const accept = vi
      .spyOn(usersApi, 'acceptAgreement')
      .mockResolvedValue({ success: true, userLicenceTermsAccepted: 3, communicationAccepted: 1, previousVersion: 0 });
    const onAccepted = vi.fn();
    render(<TermsForm onAccepted={onAccepted} onDecline={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Você precisa aceitar os termos para continuar.')).toBeInTheDocument();
    expect(screen.getByLabelText('Li e aceito os termos de uso')).toHaveAttribute('aria-invalid', 'true');
    expect(accept).not.toHaveBeenCalled();

    await userEvent.click(screen.getByLabelText('Li e aceito os termos de uso'));
    expect(screen.queryByText('Você precisa aceitar os termos para continuar.')).toBeNull();
    await userEvent.click(screen.getByLabelText(/Aceito receber comunicações/));
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await vi.waitFor(() => expect(onAccepted).toHaveBeenCalled());
    expect(accept).toHaveBeenCalledWith(7, { userLicenceTermsAccepted: 3, communicationAccepted: 1 });
  });

  it("shows a refused acceptance as the form's alert and lets the member try again", async () => {
    vi.spyOn(usersApi, 'acceptAgreement').mockRejectedValue(
      new ApiError(503, 'HTTP_ERROR', 'Não foi possível salvar agora.'),
    );
    render(<TermsForm onAccepted={() => undefined} onDecline={() => undefined} />);
    await userEvent.click(screen.getByLabelText('Li e aceito os termos de uso'));
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível salvar agora.');
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeEnabled();
  });
});
