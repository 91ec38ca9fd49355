import { cardNumberError, detectCardBrand } from '@trilha/shared/rules/card';
import { describe, expect, it } from 'vitest';
import {
  type ChargeRequest,
  createSandboxGateway,
  PaymentGatewayUnavailable,
  SANDBOX_DECLINED_CARDS,
  SANDBOX_UNAVAILABLE_CARD,
} from './payments';

const charge = (number: string, idempotencyKey = 'trilha-order-1'): ChargeRequest => ({
  idempotencyKey,
  amount: 4990,
  currency: 'BRL',
  description: 'Trilha Vendas Premium',
  card: { holderName: 'Maria Souza', number, expiryMonth: 12, expiryYear: 2030, cvv: '123', brand: 'visa' },
});

describe('the sandbox gateway', () => {
  it('documents test cards the card form accepts, so every answer can be reached from the app', () => {
    for (const number of [...Object.keys(SANDBOX_DECLINED_CARDS), SANDBOX_UNAVAILABLE_CARD]) {
      expect(cardNumberError(number), number).toBeNull();
      expect(detectCardBrand(number)).not.toBeNull();
    }
  });

  it('declines the declining cards, fails on the outage card and approves any other valid card', async () => {
    const gateway = createSandboxGateway();
    expect(await gateway.charge(charge('4000000000000002'))).toEqual({ status: 'declined', reason: 'card_declined' });
    expect(await gateway.charge(charge('4000000000009995'))).toEqual({
      status: 'declined',
      reason: 'insufficient_funds',
    });
    expect(await gateway.charge(charge('5200000000000007'))).toEqual({ status: 'declined', reason: 'card_declined' });
    await expect(gateway.charge(charge(SANDBOX_UNAVAILABLE_CARD))).rejects.toBeInstanceOf(PaymentGatewayUnavailable);
    for (const number of ['4242424242424242', '5555555555554444', '378282246310005', '6362970000457013']) {
      expect((await gateway.charge(charge(number))).status).toBe('approved');
    }
  });

  it('answers a repeated key with the same reference, and never echoes the card', async () => {
    const gateway = createSandboxGateway();
    const first = await gateway.charge(charge('4242424242424242', 'trilha-order-7'));
    const again = await gateway.charge(charge('4242424242424242', 'trilha-order-7'));
    const other = await gateway.charge(charge('4242424242424242', 'trilha-order-8'));
    expect(again).toEqual(first);
    expect(other).not.toEqual(first);
    expect(JSON.stringify(first)).not.toContain('4242');
  });
});
