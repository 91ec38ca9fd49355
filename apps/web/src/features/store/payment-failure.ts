import { ApiError } from '../../api/client';
import { isConnectionFailure } from '../../api/error-message';

/** What a failed payment call means for the member: a refusal, or an attempt whose fate is unknown. */
export type PaymentFailure = 'declined' | 'unsettled';

/**
 * No answer (connection cut, timeout), a server fault or an attempt still being processed leaves the payment
 * unsettled: it may or may not have been charged, so it is sent again with the same `idempotencyKey`, which
 * the server charges at most once. Any other refusal is the payment not authorized.
 */
export function classifyPaymentFailure(error: unknown): PaymentFailure {
  if (!(error instanceof ApiError)) return 'declined';
  if (isConnectionFailure(error) || error.status >= 500) return 'unsettled';
  if (error.code === 'PAYMENT_IN_PROGRESS' || error.code === 'IDEMPOTENCY_IN_PROGRESS') return 'unsettled';
  return 'declined';
}
