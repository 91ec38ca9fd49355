import { useQuery } from '@tanstack/react-query';
import { isTermsPending } from '@trilha/shared/rules/terms';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { accountKeys } from '../../api/query-keys';
import { useSession } from '../../api/session';
import { fetchPendingTerms } from '../../api/terms';
import { SupportBanner, useExitSupport } from '../../features/account/support-banner';
import { logout } from '../../lib/logout';

/**
 * While terms are pending every route but /terms goes there (spec 3, 4.14): the app's agreement when the
 * member accepted another version than the current one, or a responsibility term still to sign.
 */
export function TermsRedirect() {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const pending = useQuery({
    queryKey: accountKeys.pendingTerms(),
    queryFn: fetchPendingTerms,
    enabled: Boolean(session),
    staleTime: 60_000,
  });
  const mustSign =
    pending.data?.needSignResponsabilityTerms === true || Boolean(session && isTermsPending(session.loginInfo));
  useEffect(() => {
    if (mustSign && location.pathname !== '/terms') navigate('/terms', { replace: true });
  }, [mustSign, location.pathname, navigate]);
  return null;
}

/** The support-access banner; exiting restores the administrator's session (or logs out without one). */
export function LearningSupportBanner() {
  const navigate = useNavigate();
  const exitSupport = useExitSupport();
  return <SupportBanner onExit={() => exitSupport(() => logout(navigate))} />;
}
