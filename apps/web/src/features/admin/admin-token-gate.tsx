import { renewLogin } from '@trilha/shared/contracts/auth';
import { useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { call } from '../../api/client';
import { getSession, setSession } from '../../api/session';
import { useTranslation } from '../../i18n';
import { useTenant } from '../../lib/tenant';
import { Spinner } from '../../ui/spinner';

/** The member id (`sub`) a token names, read without checking it: the server checks it on every call. */
function subjectOf(token: string): number | null {
  try {
    const payload = JSON.parse(atob((token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/'))) as {
      sub?: string;
    };
    const id = Number(payload.sub);
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

/**
 * The console is opened by the 'Administração' link with the member's token in `?token=` (spec 3, 9): the
 * token becomes the session of this window (renewed through the server, which checks it), and the address
 * loses it so it is not kept in the history.
 */
export function AdminTokenGate() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const app = useTenant();
  const token = new URLSearchParams(location.search).get('token');
  const [adopting, setAdopting] = useState(Boolean(token && token !== getSession()?.token));

  useEffect(() => {
    if (!token) return;
    const strip = () => {
      const params = new URLSearchParams(location.search);
      params.delete('token');
      const search = params.toString();
      navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
    };
    if (token === getSession()?.token) {
      strip();
      return;
    }
    const idUser = subjectOf(token);
    const controller = new AbortController();
    void (async () => {
      try {
        if (!idUser) return;
        const answer = await call(renewLogin, {
          body: { idUser, idAppType: app.idAppType },
          auth: false,
          headers: { authorization: `Bearer ${token}` },
          signal: controller.signal,
        });
        setSession({ ...answer.data, lastTracking: [] });
      } catch {
        // An unreadable or refused token leaves the window as it was: the login asks for the member.
      } finally {
        if (!controller.signal.aborted) {
          setAdopting(false);
          strip();
        }
      }
    })();
    return () => controller.abort();
  }, [token, location.pathname, location.search, navigate, app.idAppType]);

  if (adopting) {
    return (
      <div className="flex min-h-dvh items-center justify-center">
        <Spinner label={t('admin.opening')} showLabel />
      </div>
    );
  }
  return <Outlet />;
}
