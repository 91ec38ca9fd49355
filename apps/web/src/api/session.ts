import type { LastTracking, Session } from '@trilha/shared/api/auth';
import { useSyncExternalStore } from 'react';

/** The signed-in member's session, kept on the device (spec document 1, section 3 "Session"). */
export type StoredSession = Session & { lastTracking?: LastTracking[] };

const SESSION_KEY = 'trilha.session';
const ORIGIN_KEY = 'trilha.origin';

let current: StoredSession | null = read();
const listeners = new Set<() => void>();

function read(): StoredSession | null {
  try {
    const raw = localStorage.getItem(SESSION_KEY);
    return raw ? (JSON.parse(raw) as StoredSession) : null;
  } catch {
    return null;
  }
}

function emit(): void {
  for (const listener of listeners) listener();
}

export function getSession(): StoredSession | null {
  return current;
}

export function setSession(session: StoredSession): void {
  current = session;
  localStorage.setItem(SESSION_KEY, JSON.stringify(session));
  emit();
}

/** Replaces the token alone (an answer carried a new one). */
export function replaceToken(token: string): void {
  if (current && current.token !== token) setSession({ ...current, token });
}

export function clearSession(): void {
  current = null;
  localStorage.removeItem(SESSION_KEY);
  emit();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === SESSION_KEY) {
      current = read();
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The session, re-rendering when it changes (also in another tab). */
export function useSession(): StoredSession | null {
  return useSyncExternalStore(subscribeSession, getSession, () => null);
}

/** Where a visitor was going when sent to the login, so the login can return there. */
export function rememberOrigin(path: string): void {
  if (!path.startsWith('/login') && !path.startsWith('/redefinir-senha')) sessionStorage.setItem(ORIGIN_KEY, path);
}

export function takeOrigin(): string | null {
  const origin = sessionStorage.getItem(ORIGIN_KEY);
  sessionStorage.removeItem(ORIGIN_KEY);
  return origin;
}

/** True when the stored last login happened before today (UTC): the session must be renewed. */
export function isRenewalDue(session: StoredSession, now = new Date()): boolean {
  const lastLogin = session.loginInfo.lastLogin;
  if (!lastLogin) return true;
  return lastLogin.slice(0, 10) < now.toISOString().slice(0, 10);
}
