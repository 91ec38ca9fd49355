import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserUploadResponse } from '@trilha/shared/api/uploads';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SectionScreenProps } from '../../lib/section-screen';

const calls = vi.hoisted(() => ({
  upload: vi.fn(),
  list: vi.fn(async () => ({ success: true, data: [] })),
}));
vi.mock('../../api/community', () => ({
  uploadUserContent: calls.upload,
  fetchSectionUploads: calls.list,
}));

const { isAcceptedName, UserUploadForm } = await import('./user-upload-form');

const props: SectionScreenProps = {
  idSection: 7,
  screen: 'userUploadForm',
  section: { idSection: 7, idSectionType: 25, text: 'Enviar conteúdo', sectionTo: null, format: {} },
  options: [],
  fromSection: false,
};

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <UserUploadForm {...props} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

afterEach(() => {
  calls.upload.mockReset();
});

describe('UserUploadForm', () => {
  it("shows the spec's three messages and sends nothing when the fields are empty", async () => {
    const user = renderForm();
    await user.click(screen.getByRole('button', { name: 'ENVIAR' }));
    expect(screen.getByText('Título é um campo obrigatório.')).toBeTruthy();
    expect(screen.getByText('Descrição é um campo obrigatório.')).toBeTruthy();
    expect(screen.getByText('É necessário fazer o upload de um arquivo.')).toBeTruthy();
    expect(calls.upload).not.toHaveBeenCalled();
  });

  it("reads 'AGUARDE...' while sending, ignores a second submit, then says it was sent", async () => {
    let finish: (answer: UserUploadResponse) => void = () => undefined;
    calls.upload.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const user = renderForm();
    await user.type(screen.getByLabelText('Título'), 'Foto');
    await user.type(screen.getByLabelText('Descrição'), 'Do sábado');
    await user.upload(screen.getByLabelText('Arquivo'), new File(['png'], 'foto.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'ENVIAR' }));
    const busy = screen.getByRole('button', { name: 'AGUARDE...' });
    fireEvent.submit(busy.closest('form') as HTMLFormElement);
    expect(calls.upload).toHaveBeenCalledTimes(1);
    expect(calls.upload.mock.calls[0]?.[0]).toMatchObject({ idSection: 7, title: 'Foto', description: 'Do sábado' });
    finish({ success: true, message: 'Dados enviados com sucesso!', data: {} as UserUploadResponse['data'] });
    expect(await screen.findByText('Dados enviados com sucesso!')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ENVIAR' })).toBeTruthy();
    expect((screen.getByLabelText('Título') as HTMLInputElement).value).toBe('');
  });
});

describe('isAcceptedName', () => {
  it.each([
    ['foto.JPG', true],
    ['planilha.xlsx', true],
    ['apresentacao.ppt', true],
    ['filme.avi', false],
    ['programa.exe', false],
    ['sem-extensao', false],
  ])('%s -> %s', (name, accepted) => {
    expect(isAcceptedName(name)).toBe(accepted);
  });
});
