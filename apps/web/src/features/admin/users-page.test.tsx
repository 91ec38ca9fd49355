import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as adminApi from '../../api/admin';
import { UsersPage } from './users-page';

afterEach(() => vi.restoreAllMocks());

describe('the new member form of the console', () => {
  it('shows the name, e-mail and CPF problems next to their fields and creates nothing until they are right', async () => {
    vi.spyOn(adminApi, 'fetchAdminUsers').mockResolvedValue({ success: true, result: [], totalRecords: 0 } as never);
    const create = vi
      .spyOn(adminApi, 'createAdminUser')
      .mockResolvedValue({ success: true, user: { name: 'Ana Lima' } } as never);
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <UsersPage />
      </QueryClientProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Novo usuário' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('E-mail'), 'ana@');
    await userEvent.type(within(dialog).getByLabelText('CPF (opcional)'), '111.111.111-11');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar usuário' }));
    expect(await within(dialog).findByText('Informe o nome.')).toBeInTheDocument();
    expect(within(dialog).getByText('E-mail inválido.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('CPF (opcional)')).toHaveAttribute('aria-invalid', 'true');
    expect(create).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText('Nome'), 'Ana Lima');
    await userEvent.type(within(dialog).getByLabelText('E-mail'), 'acme.example');
    await userEvent.clear(within(dialog).getByLabelText('CPF (opcional)'));
    await userEvent.click(within(dialog).getByLabelText('Administrador'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar usuário' }));
    await vi.waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0]?.[0]).toMatchObject({ name: 'Ana Lima', email: 'ana@acme.example', admin: 1 });
    expect(create.mock.calls[0]?.[0]).not.toHaveProperty('username');
  });
});

describe('the member import of the console', () => {
  it('asks for a file at its field and sends nothing without it, then sends the file text as the csv', async () => {
    vi.spyOn(adminApi, 'fetchAdminUsers').mockResolvedValue({ success: true, result: [], totalRecords: 0 } as never);
    const send = vi.spyOn(adminApi, 'importAdminUsers').mockResolvedValue({
      success: false,
      created: 0,
      updated: 0,
      errors: [{ line: 2, field: 'email', message: 'E-mail inválido.' }],
    } as never);
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <UsersPage />
      </QueryClientProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Importar CSV' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Importar' }));
    expect(await within(dialog).findByText('Escolha um arquivo CSV.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Arquivo CSV')).toHaveAttribute('aria-invalid', 'true');
    expect(send).not.toHaveBeenCalled();

    const csv = 'nome;email\nAna;ana@\n';
    const file = new File([csv], 'membros.csv', { type: 'text/csv' });
    // jsdom's File has no `text()`; the browsers' does.
    Object.defineProperty(file, 'text', { value: async () => csv });
    await userEvent.upload(within(dialog).getByLabelText('Arquivo CSV'), file);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Importar' }));
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]?.[0]).toBe(csv);
    expect(await within(dialog).findByText(/Linha 2/)).toHaveTextContent('Linha 2 (email): E-mail inválido.');
    expect(within(dialog).getByLabelText('Arquivo CSV')).not.toHaveAttribute('aria-invalid');
  });
});
