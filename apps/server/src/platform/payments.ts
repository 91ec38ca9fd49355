import { createHash } from 'node:crypto';
import type { CardBrand } from '@trilha/shared/rules/card';

/**
 * What a gateway needs to charge a card once. The card data lives only in this object for the length of
 * the call: nothing here is stored or logged.
 */
export type ChargeRequest = {
  /** One payment attempt: a gateway charges a key once, however often it is sent. */
  idempotencyKey: string;
  /** Integer cents. */
  amount: number;
  currency: 'BRL';
  description: string;
  card: { holderName: string; number: string; expiryMonth: number; expiryYear: number; cvv: string; brand: CardBrand };
};

/** The gateway's answer: authorised, or refused by the issuer (`reason` for the order, never shown raw). */
export type ChargeResult = { status: 'approved'; reference: string } | { status: 'declined'; reason: string };

/** A card payment provider. A real one (Cielo, Pagar.me, Stripe...) plugs in behind this interface. */
export interface PaymentGateway {
  charge(request: ChargeRequest): Promise<ChargeResult>;
}

/** Raised when the gateway cannot answer (network, provider outage): the attempt fails and may be retried. */
export class PaymentGatewayUnavailable extends Error {}

/**
 * The sandbox's documented test cards (docs/api.md, "Store"). Every other valid number of an accepted
 * brand is approved; the numbers themselves are the public test cards of payment providers.
 */
export const SANDBOX_DECLINED_CARDS: Readonly<Record<string, string>> = {
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
  '5200000000000007': 'card_declined',
};
/** A card the sandbox answers with an outage, to exercise the failure path. */
export const SANDBOX_UNAVAILABLE_CARD = '4000000000000119';

/**
 * The default gateway: approves and declines by test card number, deterministically, so a repeated key
 * gets the same answer. It keeps nothing; its reference is derived from the idempotency key.
 */
export function createSandboxGateway(): PaymentGateway {
  return {
    async charge(request) {
      const number = request.card.number;
      if (number === SANDBOX_UNAVAILABLE_CARD) throw new PaymentGatewayUnavailable('sandbox: processing error');
      const declined = SANDBOX_DECLINED_CARDS[number];
      if (declined) return { status: 'declined', reason: declined };
      const digest = createHash('sha256').update(request.idempotencyKey).digest('hex').slice(0, 24);
      return { status: 'approved', reference: `sandbox_${digest}` };
    },
  };
}
