import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError, networkError } from '../api/client';
import { watchMutationErrors } from './mutation-errors';

async function fail(client: QueryClient, error: unknown, meta?: Record<string, unknown>) {
  await client
    .getMutationCache()
    .build(client, {
      mutationFn: async () => {
        throw error;
      },
      ...(meta ? { meta } : {}),
    })
    .execute(undefined)
    .catch(() => undefined);
}

describe('watchMutationErrors', () => {
  it('shows the server’s message of a mutation that asks for it, once', async () => {
    const client = new QueryClient();
    const shown: string[] = [];
    const stop = watchMutationErrors(client, (text) => shown.push(text));
    await fail(client, new ApiError(409, 'TEAM_FULL', 'Não há mais vagas nesta turma.'), { errorToast: true });
    expect(shown).toEqual(['Não há mais vagas nesta turma.']);
    stop();
  });

  it('shows the named text for a failure without a message of its own, and the offline text without network', async () => {
    const client = new QueryClient();
    const shown: string[] = [];
    watchMutationErrors(client, (text) => shown.push(text));
    await fail(client, new Error('boom'), { errorToast: 'journey.comments.failed' });
    await fail(client, networkError(), { errorToast: 'journey.comments.failed' });
    expect(shown).toEqual([
      'Não foi possível enviar. Tente novamente.',
      'Parece que você está sem conexão com a internet.',
    ]);
  });

  it('leaves alone the mutations that show their failure themselves', async () => {
    const client = new QueryClient();
    const shown: string[] = [];
    watchMutationErrors(client, (text) => shown.push(text));
    await fail(client, new ApiError(400, 'VALIDATION_FAILED', 'Dados inválidos.'));
    expect(shown).toEqual([]);
  });
});
