import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { renewSession } from '../api/client';
import { getSession, isRenewalDue, rememberOrigin, useSession } from '../api/session';
import { useTenant } from '../lib/tenant';

/**
 * Every screen but the public ones needs a session; a visitor goes to /login and the origin is remembered.
 * A visitor of the root of an app with a landing page sees the landing page instead.
 * A stored session whose last login was before today (UTC) is renewed on entry (spec document 1, section 4).
 */
export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  const app = useTenant();
  // Only a visitor who came without a session sees the landing page; one whose session just ended
  // (logout, expiry) goes to the login.
  const [hadSession] = useState(() => Boolean(getSession()));
  useEffect(() => {
    const stored = getSession();
    if (stored && isRenewalDue(stored)) void renewSession();
  }, []);
  if (!session) {
    if (!hadSession && app.landingPage === 1 && location.pathname === '/')
      return <Navigate to="/landing-page" replace />;
    // A visitor's deep link is remembered for after the login; an ended session remembered its place itself.
    if (!hadSession) rememberOrigin(location.pathname + location.search);
    return <Navigate to="/login" replace />;
  }
  return <Outlet />;
}
