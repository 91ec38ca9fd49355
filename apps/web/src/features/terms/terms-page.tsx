import { isTermsPending, shouldShowOnboarding } from '@trilha/shared/rules/terms';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useSession } from '../../api/session';
import { useTranslation } from '../../i18n';
import { logout } from '../../lib/logout';
import { useTenant } from '../../lib/tenant';
import { OnboardingModal } from './onboarding-modal';
import { TermsForm } from './terms-form';

/**
 * `/terms` (spec document 1, section 4 "Terms"): accept to go on; 'Sair' or 'Declinar' log out. After a
 * first acceptance the onboarding frame opens when the app has one, then home.
 */
export function TermsPage() {
  const { t } = useTranslation();
  const app = useTenant();
  const session = useSession();
  const navigate = useNavigate();
  const [onboardingUrl, setOnboardingUrl] = useState<string | null>(null);
  const [isDone, setIsDone] = useState(false);
  // Decided on entry: the acceptance itself updates the session before the onboarding is chosen.
  const [isPendingOnEntry] = useState(() => Boolean(session && isTermsPending(session.loginInfo)));

  if (!session) return null;
  if (!isPendingOnEntry || (isDone && !onboardingUrl)) return <Navigate to="/" replace />;

  return (
    <div className="flex min-h-dvh flex-col bg-brand-3">
      <header className="bg-brand text-on-brand shadow">
        <div className="mx-auto flex max-w-3xl items-center justify-between gap-4 px-4 py-2">
          <span className="flex min-h-11 items-center gap-2 font-bold">
            {app.logo ? (
              <img
                src={app.logo}
                alt=""
                width={120}
                height={32}
                className="h-10 w-auto max-w-[9rem] rounded bg-white object-contain px-2 py-1"
              />
            ) : null}
            <span className={app.logo ? 'sr-only' : ''}>{app.name}</span>
          </span>
          <button
            type="button"
            className="min-h-11 rounded-lg px-3 font-medium hover:bg-black/10"
            onClick={() => logout(navigate)}
          >
            {t('terms.logout')}
          </button>
        </div>
      </header>
      <main id="conteudo" className="mx-auto w-full max-w-3xl flex-1 p-4">
        <div className="rounded-2xl bg-white p-5 shadow-sm">
          <h1 className="mb-2 text-2xl font-bold text-ink">{t('terms.title')}</h1>
          <TermsForm
            onDecline={() => logout(navigate)}
            onAccepted={(answer) => {
              const login = session.loginInfo;
              if (shouldShowOnboarding(answer.previousVersion, login) && login.onBoardUrl)
                setOnboardingUrl(login.onBoardUrl);
              else setIsDone(true);
            }}
          />
        </div>
      </main>
      {onboardingUrl ? (
        <OnboardingModal
          url={onboardingUrl}
          onClose={() => {
            setOnboardingUrl(null);
            setIsDone(true);
          }}
        />
      ) : null}
    </div>
  );
}
