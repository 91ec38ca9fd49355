import { t } from '../i18n';
import { ApiError } from './client';

/**
 * The Portuguese message of a failure: the server's (from the catalogue in `@trilha/shared/errors`) for a
 * refused call, the offline text for a call without an answer, the fallback for anything else.
 */
export function errorMessage(error: unknown, fallback: string = t('common.unexpectedError')): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

/** Whether the call got no answer (offline, cut, timed out): sending it again may work. */
export function isConnectionFailure(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'NETWORK';
}
