import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { renewSession } from '../api/client';
import { getSession, isRenewalDue, rememberOrigin, useSession } from '../api/session';

/**
 * Every screen but the public ones needs a session; a visitor goes to /login and the origin is remembered.
 * A stored session whose last login was before today (UTC) is renewed on entry (spec document 1, section 4).
 */
export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  useEffect(() => {
    const stored = getSession();
    if (stored && isRenewalDue(stored)) void renewSession();
  }, []);
  if (!session) {
    rememberOrigin(location.pathname + location.search);
    return <Navigate to="/login" replace />;
  }
  return <Outlet />;
}
