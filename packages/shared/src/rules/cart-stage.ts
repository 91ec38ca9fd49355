/**
 * The cart's stages (spec document 2, 4 "Cart stage"): 0 loading, 1 items, 2 payment, 3 review, 4 result.
 * The cart screen moves only through `nextCartStage`, so the spec's list of transitions is the whole story.
 */
import { CART_STAGES } from '../constants';

export type CartStage = (typeof CART_STAGES)[keyof typeof CART_STAGES];

export type CartEvent =
  /** The cart arrived (0 -> 1). */
  | { type: 'loaded' }
  /** 'Próximo' on the items, shown only with a non-zero total (1 -> 2). */
  | { type: 'next'; totalPrice: number }
  /** 'Próximo' on the card form (2 -> 3 only when every field is valid). */
  | { type: 'cardChecked'; isValid: boolean }
  /** The payment was answered, approved or not (3 -> 4). */
  | { type: 'paid' }
  /** 'Voltar' on a failed payment (4 -> 2). */
  | { type: 'retry'; isApproved: boolean }
  /** A progress pin of an earlier stage: items or payment. */
  | { type: 'pin'; stage: CartStage };

/** 'Próximo' shows on the items only when the cart's total is not zero. */
export function canProceedToPayment(stage: CartStage, totalPrice: number): boolean {
  return stage === CART_STAGES.items && totalPrice > 0;
}

/** The pins of the items and the payment can be clicked once the cart has gone past them. */
export function isPinClickable(stage: CartStage, pin: CartStage): boolean {
  return (pin === CART_STAGES.items || pin === CART_STAGES.payment) && pin < stage;
}

/** The stage after an event; an event the stage does not accept leaves it where it is. */
export function nextCartStage(stage: CartStage, event: CartEvent): CartStage {
  switch (event.type) {
    case 'loaded':
      return stage === CART_STAGES.loading ? CART_STAGES.items : stage;
    case 'next':
      return canProceedToPayment(stage, event.totalPrice) ? CART_STAGES.payment : stage;
    case 'cardChecked':
      return stage === CART_STAGES.payment && event.isValid ? CART_STAGES.review : stage;
    case 'paid':
      return stage === CART_STAGES.review ? CART_STAGES.result : stage;
    case 'retry':
      return stage === CART_STAGES.result && !event.isApproved ? CART_STAGES.payment : stage;
    case 'pin':
      return isPinClickable(stage, event.stage) ? event.stage : stage;
  }
}
