import { ERROR_CODES } from '@trilha/shared/errors';
import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorFrom, networkError } from './client';
import { errorMessage, isConnectionFailure } from './error-message';

describe('apiErrorFrom', () => {
  it('reads a refusal’s code from the shared catalogue, with its message and fields', () => {
    const error = apiErrorFrom(409, {
      success: false,
      code: 'TEAM_FULL',
      message: ERROR_CODES.TEAM_FULL.message,
      field: 'idTeam',
    });
    expect(error).toMatchObject({ status: 409, code: 'TEAM_FULL', message: 'Não há mais vagas nesta turma.' });
    expect(error.field).toBe('idTeam');
  });

  it('names HTTP_ERROR a code outside the catalogue or an answer that is not JSON', () => {
    expect(apiErrorFrom(409, { code: 'SOMETHING_NEW', message: 'Outra coisa.' })).toMatchObject({
      code: 'HTTP_ERROR',
      message: 'Outra coisa.',
    });
    expect(apiErrorFrom(502, null)).toMatchObject({ code: 'HTTP_ERROR', message: 'Um problema inesperado ocorreu.' });
  });
});

describe('errorMessage', () => {
  it('gives the server’s message, the offline text, or the fallback', () => {
    expect(errorMessage(new ApiError(400, 'CART_EMPTY', 'Seu carrinho está vazio'))).toBe('Seu carrinho está vazio');
    expect(errorMessage(networkError())).toBe('Parece que você está sem conexão com a internet.');
    expect(errorMessage(new Error('boom'))).toBe('Um problema inesperado ocorreu.');
    expect(errorMessage(new Error('boom'), 'Não foi possível enviar.')).toBe('Não foi possível enviar.');
  });

  it('tells a call without an answer from a refusal', () => {
    expect(isConnectionFailure(networkError())).toBe(true);
    expect(isConnectionFailure(new ApiError(500, 'INTERNAL', 'Um problema inesperado ocorreu.'))).toBe(false);
  });
});
