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
