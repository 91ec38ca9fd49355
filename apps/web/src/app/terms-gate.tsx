import { isTermsPending } from '@trilha/shared/rules/terms';
import { Navigate, Outlet } from 'react-router';
import { useSession } from '../api/session';

/** While the terms are pending every screen but /terms sends the member there (spec document 1, section 4). */
export function TermsGate() {
  const session = useSession();
  if (session && isTermsPending(session.loginInfo)) return <Navigate to="/terms" replace />;
  return <Outlet />;
}
