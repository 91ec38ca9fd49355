import { describe, expect, it } from 'vitest';
import { ApiError, networkError } from '../../api/client';
import { classifyPaymentFailure } from './payment-failure';

describe('classifyPaymentFailure', () => {
  it.each([
    ['a cut connection', networkError(), 'unsettled'],
    ['a server fault', new ApiError(500, 'INTERNAL', 'Um problema inesperado ocorreu.'), 'unsettled'],
    ['a proxy without an answer', new ApiError(502, 'HTTP_ERROR', 'Um problema inesperado ocorreu.'), 'unsettled'],
    [
      'the same cart paid by another request',
      new ApiError(409, 'PAYMENT_IN_PROGRESS', 'Em processamento'),
      'unsettled',
    ],
    [
      'the same attempt still processing',
      new ApiError(409, 'IDEMPOTENCY_IN_PROGRESS', 'Em processamento'),
      'unsettled',
    ],
    ['an empty cart', new ApiError(400, 'CART_EMPTY', 'Seu carrinho está vazio'), 'declined'],
    ['a refused card field', new ApiError(400, 'VALIDATION_FAILED', 'Dados inválidos.'), 'declined'],
    ['an error that is not a call’s', new Error('boom'), 'declined'],
  ] as const)('treats %s as %s', (_name, error, expected) => {
    expect(classifyPaymentFailure(error)).toBe(expected);
  });
});
