import type { SupportAccessResponse } from '@trilha/shared/api/account';
import { getSession, type StoredSession, setSession } from '../api/session';

const ORIGINAL_KEY = 'trilha.support.original';

/** True while an administrator browses as another member (spec 3, 4.13). */
export function isSupportSession(session: StoredSession | null): boolean {
  return session?.loginInfo.accessSupport?.isActive === 1;
}

/** Swaps to the target's session and keeps the administrator's own to come back to. */
export function beginSupportSession(answer: SupportAccessResponse): void {
  const original = getSession();
  if (original && !isSupportSession(original)) localStorage.setItem(ORIGINAL_KEY, JSON.stringify(original));
  setSession({ ...answer.data, token: answer.result, lastTracking: [] });
}

/** True when the administrator's own session waits to be restored. */
export function hasOriginalSession(): boolean {
  return localStorage.getItem(ORIGINAL_KEY) !== null;
}

/** Restores the administrator's own session; false when there is none to restore (the caller then logs out). */
export function endSupportSession(): boolean {
  const raw = localStorage.getItem(ORIGINAL_KEY);
  localStorage.removeItem(ORIGINAL_KEY);
  if (!raw) return false;
  try {
    setSession(JSON.parse(raw) as StoredSession);
    return true;
  } catch {
    return false;
  }
}
