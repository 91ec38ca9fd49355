import { useEffect, useState } from 'react';
import { fetchUserWithToken } from '../../../api/users';
import { useTranslation } from '../../../i18n';
import { MessagePanel } from '../../../ui/message-panel';
import { Spinner } from '../../../ui/spinner';

/** The member id a sign-in token names (its payload is readable; the server checks the signature on use). */
function idUserOf(token: string): number | null {
  try {
    const payload = JSON.parse(atob(token.split('.')[1]?.replace(/-/g, '+').replace(/_/g, '/') ?? '')) as {
      idUser?: unknown;
    };
    return typeof payload.idUser === 'number' ? payload.idUser : null;
  } catch {
    return null;
  }
}

type Outcome = { state: 'checking' } | { state: 'ok'; name: string; email: string } | { state: 'failed' };

/**
 * Where the console's 'Testar login' comes back from the identity provider: it says whether the company's
 * sign-on worked and for whom, and keeps nobody signed in (the test's token is dropped from the address and
 * never stored).
 */
export function SamlTestPage() {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<Outcome>({ state: 'checking' });
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const token = params.get('token');
    history.replaceState(null, '', location.pathname);
    const idUser = token ? idUserOf(token) : null;
    if (!token || idUser === null) {
      setOutcome({ state: 'failed' });
      return;
    }
    fetchUserWithToken(idUser, token).then(
      (answer) => setOutcome({ state: 'ok', name: answer.user.name, email: answer.user.email }),
      () => setOutcome({ state: 'failed' }),
    );
  }, []);
  return (
    <main className="min-h-dvh bg-gray-50 p-4">
      <h1 className="sr-only">{t('authoring.samlTest.title')}</h1>
      {outcome.state === 'checking' ? (
        <div className="flex justify-center py-10">
          <Spinner label={t('common.loading')} showLabel />
        </div>
      ) : outcome.state === 'ok' ? (
        <MessagePanel title={t('authoring.samlTest.ok')}>
          <p>{t('authoring.samlTest.who', { name: outcome.name, email: outcome.email })}</p>
          <p className="text-sm text-muted">{t('authoring.samlTest.close')}</p>
        </MessagePanel>
      ) : (
        <MessagePanel title={t('authoring.samlTest.failed')} tone="error">
          <p className="text-sm">{t('authoring.samlTest.failedHelp')}</p>
        </MessagePanel>
      )}
    </main>
  );
}
