import { useTranslation } from 'react-i18next';
import { Link, Outlet, useNavigate } from 'react-router';
import { logout } from './logout';
import { useTenant } from './tenant';

/** The shell around signed-in screens: top bar with the brand and the exit. */
export function AppLayout() {
  const { t } = useTranslation();
  const app = useTenant();
  const navigate = useNavigate();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#conteudo"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-white focus:p-2"
      >
        {t('common.skipToContent')}
      </a>
      <header className="sticky top-0 z-40 flex items-center justify-between gap-4 bg-brand px-4 py-2 text-on-brand shadow">
        <Link to="/" className="flex min-h-11 items-center gap-2 font-bold" aria-label={t('shell.home')}>
          {app.logo ? (
            <img src={app.logo} alt="" width={40} height={40} className="size-10 rounded bg-white object-contain p-1" />
          ) : null}
          <span>{app.name}</span>
        </Link>
        <button
          type="button"
          className="min-h-11 rounded-lg px-3 font-medium hover:bg-black/10"
          onClick={() => logout(navigate)}
        >
          {t('common.logout')}
        </button>
      </header>
      <main id="conteudo" className="mx-auto w-full max-w-5xl flex-1 p-4 pb-20">
        <Outlet />
      </main>
    </div>
  );
}
