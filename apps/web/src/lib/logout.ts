import { clearSession, getSession } from '../api/session';
import { logoutSession } from '../api/sessions';
import { currentPersistenceKey, offlineQueries, queryClient } from '../app/providers';

/**
 * Ends the session: on the server first (`POST /logout`, sent with the token before it leaves the device, so
 * the token no longer works anywhere), then to the single sign-on logout address when the app has one,
 * otherwise to /login. The route changes before the session is cleared, so the screen being left does not
 * first send the visitor elsewhere (the landing page); the member's cached answers go with the session.
 */
export function logout(navigate: (path: string) => void): void {
  const session = getSession();
  const logoutUrl = session?.loginInfo.logoutUrl;
  // Offline, the server's end waits for nothing: the token is gone from the device and expires on its own.
  if (session) void logoutSession(session.token).catch(() => undefined);
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
