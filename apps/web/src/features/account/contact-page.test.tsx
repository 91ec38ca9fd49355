import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as accountApi from '../../api/account';
import { ContactPage } from './contact-page';

afterEach(() => vi.restoreAllMocks());

describe("'Fale conosco' (spec 3, 2.9 and 5)", () => {
  it('requires the message, sends nothing without it, then sends it and empties the field', async () => {
    vi.spyOn(accountApi, 'fetchEmailForm').mockResolvedValue({
      success: true,
      result: {
        key: 'CONTACT_US',
        title: 'Fale conosco',
        description: null,
        feedbackMessage: 'Recebido!',
        to: 'rh@acme',
      },
    });
    const send = vi.spyOn(accountApi, 'sendEmailForm').mockResolvedValue({ success: true });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ContactPage />
      </QueryClientProvider>,
    );
    const field = await screen.findByLabelText('Mensagem');
    await userEvent.type(field, '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('O preenchimento do campo é obrigatório.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(send).not.toHaveBeenCalled();
    await userEvent.type(field, 'Preciso de ajuda');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Recebido!');
    expect(send).toHaveBeenCalledWith('CONTACT_US', 'Preciso de ajuda');
    expect(field).toHaveValue('');
  });
});
