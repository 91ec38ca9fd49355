import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CartEvent, type CartStage, canProceedToPayment, isPinClickable, nextCartStage } from './cart-stage';

const stage = fc.constantFrom<CartStage>(0, 1, 2, 3, 4);
const event: fc.Arbitrary<CartEvent> = fc.oneof(
  fc.constant({ type: 'loaded' as const }),
  fc.record({ type: fc.constant('next' as const), totalPrice: fc.constantFrom(0, 19.9, 49.9) }),
  fc.record({ type: fc.constant('cardChecked' as const), isValid: fc.boolean() }),
  fc.constant({ type: 'paid' as const }),
  fc.record({ type: fc.constant('retry' as const), isApproved: fc.boolean() }),
  fc.record({ type: fc.constant('pin' as const), stage }),
);

describe('nextCartStage', () => {
  it.each<[CartStage, CartEvent, CartStage]>([
    [0, { type: 'loaded' }, 1],
    [1, { type: 'next', totalPrice: 49.9 }, 2],
    [1, { type: 'next', totalPrice: 0 }, 1],
    [2, { type: 'cardChecked', isValid: true }, 3],
    [2, { type: 'cardChecked', isValid: false }, 2],
    [3, { type: 'paid' }, 4],
    [4, { type: 'retry', isApproved: false }, 2],
    [4, { type: 'retry', isApproved: true }, 4],
    [3, { type: 'pin', stage: 1 }, 1],
    [3, { type: 'pin', stage: 2 }, 2],
    [2, { type: 'pin', stage: 1 }, 1],
    [2, { type: 'pin', stage: 3 }, 2],
    [1, { type: 'pin', stage: 2 }, 1],
    [0, { type: 'next', totalPrice: 10 }, 0],
    [1, { type: 'paid' }, 1],
    [3, { type: 'loaded' }, 3],
  ])('%i --%j--> %i', (from, on, to) => {
    expect(nextCartStage(from, on)).toBe(to);
  });

  it('reaches the result only through the review, and the review only with a valid card', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 30 }), (events) => {
        let current: CartStage = 0;
        for (const next of events) {
          const after = nextCartStage(current, next);
          if (after === 4 && current !== 4) expect([current, next.type]).toEqual([3, 'paid']);
          if (after === 3 && current !== 3) expect(next).toEqual({ type: 'cardChecked', isValid: true });
          if (after === 2 && current === 1) expect(next.type === 'next' && next.totalPrice > 0).toBe(true);
          if (after < current) expect(['pin', 'retry']).toContain(next.type);
          current = after;
        }
      }),
    );
  });

  it('offers Próximo only on the items with a non-zero total, and only earlier pins of items and payment', () => {
    expect(canProceedToPayment(1, 0)).toBe(false);
    expect(canProceedToPayment(1, 0.01)).toBe(true);
    expect(canProceedToPayment(2, 10)).toBe(false);
    fc.assert(
      fc.property(stage, stage, (current, pin) => {
        expect(isPinClickable(current, pin)).toBe(pin < current && (pin === 1 || pin === 2));
      }),
    );
  });
});
