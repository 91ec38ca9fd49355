import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { fetchPendingTerms } from '../../api/account';
import { useSession } from '../../api/session';
import { SupportBanner, useExitSupport } from '../../features/account/support-banner';
import { logout } from '../logout';

/** While a responsibility term is pending every route but /terms goes there (spec 3, 4.14). */
export function TermsRedirect() {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const pending = useQuery({
    queryKey: ['account', 'terms'],
    queryFn: fetchPendingTerms,
    enabled: Boolean(session),
    staleTime: 60_000,
  });
  const mustSign = pending.data?.needSignResponsabilityTerms === true;
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
