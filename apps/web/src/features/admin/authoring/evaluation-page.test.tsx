import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReadQuestionFileResponse } from '@trilha/shared/api/authoring';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QuestionImport } from './evaluation-page';

afterEach(() => vi.unstubAllGlobals());

const MOODLE =
  '<quiz><question type="truefalse"><questiontext><text>O crachá fica visível.</text></questiontext></question></quiz>';

/** A fake API for the question-file call: records what was sent, answers what the test gives. */
function serve(status: number, payload: unknown) {
  const sent: Array<{ url: string; body: { content: string; encoding: string } }> = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({ url, body: JSON.parse(String(init.body)) });
    return new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });
  });
  return sent;
}

function renderImport(onRead: (read: ReadQuestionFileResponse) => void) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <QuestionImport onRead={onRead} />
    </QueryClientProvider>,
  );
  const input = screen.getByLabelText('Importar questões de um arquivo QTI ou Moodle XML');
  // The test DOM's File has no arrayBuffer(): the file's bytes as a browser gives them.
  const file = Object.assign(new File([MOODLE], 'quiz.xml', { type: 'text/xml' }), {
    arrayBuffer: async () => new TextEncoder().encode(MOODLE).buffer,
  });
  fireEvent.change(input, { target: { files: [file] } });
}

describe('QuestionImport (QTI or Moodle XML read into the question editor)', () => {
  it('sends the file, hands the questions read to the editor and lists what was left out', async () => {
    const answer = {
      success: true,
      format: 'MOODLE_XML',
      questions: [
        {
          id: 'cracha',
          type: 'TRUE_OR_FALSE',
          statement: 'O crachá fica visível.',
          options: [
            { description: 'Verdadeiro', correct: 1 },
            { description: 'Falso', correct: 0 },
          ],
        },
      ],
      unsupported: [{ identifier: 'Conta', reason: 'Tipo de questão não suportado: calculated' }],
      warnings: [],
    } satisfies ReadQuestionFileResponse;
    const sent = serve(200, answer);
    const onRead = vi.fn();
    renderImport(onRead);
    await waitFor(() => expect(onRead).toHaveBeenCalledWith(answer));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toMatch(/\/admin\/authoring\/question-files$/);
    expect(sent[0]?.body.encoding).toBe('base64');
    expect(new TextDecoder().decode(Uint8Array.from(atob(sent[0]?.body.content ?? ''), (c) => c.charCodeAt(0)))).toBe(
      MOODLE,
    );
    expect(await screen.findByRole('list', { name: 'Itens não importados e avisos' })).toHaveTextContent(
      'Conta: Tipo de questão não suportado: calculated',
    );
  });

  it('shows the server’s reason for a file it cannot read, and gives the editor nothing', async () => {
    serve(400, { success: false, code: 'QUESTION_IMPORT_INVALID', message: 'Arquivo de questões inválido.' });
    const onRead = vi.fn();
    renderImport(onRead);
    expect(await screen.findByRole('alert')).toHaveTextContent('Arquivo de questões inválido.');
    expect(onRead).not.toHaveBeenCalled();
  });
});
