import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { useSession } from '../../api/session';
import { useTranslation } from '../../i18n';
import { useTenant } from '../../lib/tenant';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';

/**
 * `/landing-page` (spec document 2, 2.3): the app's logo, 'Contato' with the contact text, 'Login' to
 * `/login?fromLP=true`, and the company's page embedded. Shown to visitors without a session.
 */
export function LandingPage() {
  const { t } = useTranslation();
  const app = useTenant();
  const session = useSession();
  const [isContactOpen, setIsContactOpen] = useState(false);
  if (session) return <Navigate to="/" replace />;
  if (app.landingPage !== 1) return <Navigate to="/login" replace />;
  const logo = app.landingLogo ?? app.logo;
  return (
    <div className="flex h-dvh flex-col bg-white">
      <header className="flex items-center justify-between gap-3 border-b border-line px-4 py-2 shadow-sm">
        {logo ? (
          <img
            src={logo}
            alt={t('auth.logoAlt', { name: app.name })}
            width={150}
            height={40}
            className="h-10 w-auto min-w-0 object-contain object-left"
          />
        ) : (
          <span className="min-w-0 text-lg font-bold">{app.name}</span>
        )}
        <nav className="flex shrink-0 items-center gap-2">
          <Button variant="secondary" onClick={() => setIsContactOpen(true)}>
            {t('landing.contact')}
          </Button>
          <Link
            to="/login?fromLP=true"
            className="flex min-h-11 items-center rounded-lg bg-brand px-5 py-3 font-semibold text-on-brand hover:brightness-110"
          >
            {t('landing.login')}
          </Link>
        </nav>
      </header>
      <main id="conteudo" className="flex flex-1 flex-col">
        {app.landingPageLocation ? (
          <iframe
            src={app.landingPageLocation}
            title={t('landing.frameTitle', { name: app.name })}
            className="w-full flex-1 border-0"
          />
        ) : (
          <div className="flex flex-1 items-center justify-center bg-brand-3 p-6 text-center">
            <h1 className="text-3xl font-bold text-ink">{app.name}</h1>
          </div>
        )}
        <p className="border-t border-line p-2 text-center text-sm">
          <Link to="/activate-user" className="font-medium text-brand underline-offset-4 hover:underline">
            {t('landing.activate')}
          </Link>
        </p>
      </main>
      <Modal open={isContactOpen} onOpenChange={setIsContactOpen} title={t('landing.contact')}>
        <p className="whitespace-pre-line text-ink">{app.landingPageContact || t('landing.noContact')}</p>
      </Modal>
    </div>
  );
}
