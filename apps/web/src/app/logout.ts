import { clearSession, getSession } from '../api/session';

/** Ends the session: to the single sign-on logout address when the app has one, otherwise to /login. */
export function logout(navigate: (path: string) => void): void {
  const logoutUrl = getSession()?.loginInfo.logoutUrl;
  clearSession();
  if (logoutUrl) window.location.assign(logoutUrl);
  else navigate('/login');
}
