import { clearSession, getSession } from '../api/session';
import { currentPersistenceKey, offlineQueries, queryClient } from './providers';

/**
 * Ends the session: to the single sign-on logout address when the app has one, otherwise to /login.
 * The route changes before the session is cleared, so the screen being left does not first send the
 * visitor elsewhere (the landing page); the member's cached answers go with the session.
 */
export function logout(navigate: (path: string) => void): void {
  const logoutUrl = getSession()?.loginInfo.logoutUrl;
  // What the member kept for offline reading leaves the device with the session.
  const kept = currentPersistenceKey();
  if (kept) void offlineQueries.remove(kept).catch(() => undefined);
  if (logoutUrl) {
    clearSession();
    window.location.assign(logoutUrl);
    return;
  }
  navigate('/login');
  clearSession();
  queryClient.clear();
}
