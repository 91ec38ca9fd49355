import { type CSSProperties, useEffect, useState } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { useSession } from '../api/session';
import { InstallPrompt } from '../features/install/install-prompt';
import { useGoBack } from '../hooks/go-back';
import { useTranslation } from '../i18n';
import { logout } from '../lib/logout';
import { useTenant } from '../lib/tenant';
import { deferUntilOpen } from '../ui/deferred';
import { usePageTransition } from './page-transition';
import { PendingWritesNotice } from './pending-writes';
import { backFallback, findShellFormat } from './shell-design';

/**
 * The shell around signed-in screens (spec document 1, sections 2 and 9): a top bar with the brand, and a
 * bottom menu below 900 px that moves into the top bar from 900 px. Both show unless the screen's design
 * hides them; with the bottom menu the page keeps 5rem free at its foot.
 */
/** The sections menu, loaded the first time the member opens it. */
const MenuDrawer = deferUntilOpen(async () => (await import('./menu-drawer')).MenuDrawer);

export function AppLayout() {
  const { t } = useTranslation();
  const mainRef = usePageTransition<HTMLElement>();
  const app = useTenant();
  const session = useSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const goBack = useGoBack();
  const isHome = pathname === '/';
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const format = findShellFormat(session?.design ?? [], pathname);
  const showTopBar = format.general?.showTopBar ?? true;
  const showFooter = format.general?.showBottomMenu ?? true;

  // Toasts and other bottom overlays keep clear of the bottom menu while it shows.
  useEffect(() => {
    if (!showFooter) return;
    document.documentElement.dataset.bottomMenu = '';
    return () => {
      delete document.documentElement.dataset.bottomMenu;
    };
  }, [showFooter]);

  const pageStyle: CSSProperties = {
    ...(format.general?.backgroundColor ? { backgroundColor: format.general.backgroundColor } : {}),
    ...(format.backgroundImage
      ? { backgroundImage: `url("${format.backgroundImage}")`, backgroundSize: 'cover', backgroundAttachment: 'fixed' }
      : {}),
  };
  const headerStyle: CSSProperties = {
    ...(format.header?.backgroundColor ? { backgroundColor: format.header.backgroundColor } : {}),
    ...(format.header?.color ? { color: format.header.color } : {}),
  };
  const footerStyle: CSSProperties = {
    ...(format.footer?.backgroundColor ? { backgroundColor: format.footer.backgroundColor } : {}),
    ...(format.footer?.color ? { color: format.footer.color } : {}),
  };
  const navItem = ({ isActive }: { isActive: boolean }) =>
    `flex min-h-11 items-center rounded-lg px-3 font-medium hover:bg-black/10 ${isActive ? 'underline underline-offset-8' : ''}`;

  return (
    <div className="flex min-h-dvh flex-col" style={pageStyle}>
      <a
        href="#conteudo"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-white focus:p-2"
      >
        {t('common.skipToContent')}
      </a>
      {showTopBar ? (
        <header className="sticky top-0 z-40 bg-brand text-on-brand shadow" style={headerStyle}>
          <div className="mx-auto flex max-w-5xl items-center justify-between gap-2 px-2 py-2 sm:px-4">
            {/* Every screen but the home has a way back, also in an installed app without the browser's. */}
            {isHome ? null : (
              <button
                type="button"
                className="flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-black/10"
                aria-label={t('shell.back')}
                onClick={() => goBack(backFallback(pathname, search, session?.menu ?? [], session?.design ?? []))}
              >
                <Icon path="M15 18l-6-6 6-6" />
              </button>
            )}
            <Link to="/" className="flex min-h-11 min-w-0 items-center gap-2 font-bold" aria-label={t('shell.home')}>
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
            </Link>
            <span className="flex-1" />
            <nav aria-label={t('shell.mainNav')} className="hidden items-center gap-1 desktop:flex">
              <NavLink to="/" end className={navItem}>
                {t('shell.home')}
              </NavLink>
              <button type="button" className={navItem({ isActive: false })} onClick={() => setIsMenuOpen(true)}>
                {t('shell.menu')}
              </button>
              <NavLink to="/perfil" className={navItem}>
                {t('shell.profile')}
              </NavLink>
            </nav>
            <button
              type="button"
              className="min-h-11 rounded-lg px-3 font-medium hover:bg-black/10"
              onClick={() => logout(navigate)}
            >
              {t('common.logout')}
            </button>
          </div>
        </header>
      ) : null}
      <main
        ref={mainRef}
        id="conteudo"
        className={`mx-auto w-full max-w-5xl flex-1 p-4 ${showFooter ? 'pb-20 desktop:pb-8' : 'pb-8'}`}
      >
        <PendingWritesNotice />
        <Outlet />
      </main>
      {showFooter ? (
        <nav
          aria-label={t('shell.bottomNav')}
          className="fixed inset-x-0 bottom-0 z-40 grid h-16 grid-cols-3 border-t border-black/10 bg-white pb-[env(safe-area-inset-bottom)] text-ink shadow-[0_-2px_8px_rgba(0,0,0,0.06)] desktop:hidden"
          style={footerStyle}
        >
          <BottomItem
            to="/"
            label={t('shell.home')}
            icon="M3 11 12 4l9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z"
            end
          />
          <button
            type="button"
            onClick={() => setIsMenuOpen(true)}
            className="flex flex-col items-center justify-center gap-0.5 text-xs font-medium"
          >
            <Icon path="M4 6h16M4 12h16M4 18h16" />
            {t('shell.menu')}
          </button>
          <BottomItem
            to="/perfil"
            label={t('shell.profile')}
            icon="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-8 9a8 8 0 0 1 16 0"
          />
        </nav>
      ) : null}
      <MenuDrawer open={isMenuOpen} onOpenChange={setIsMenuOpen} menu={session?.menu ?? []} />
      {pathname === '/' ? <InstallPrompt /> : null}
    </div>
  );
}

function Icon({ path }: { path: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-6"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={path} />
    </svg>
  );
}

function BottomItem({ to, label, icon, end = false }: { to: string; label: string; icon: string; end?: boolean }) {
  return (
    <NavLink
      to={to}
      end={end}
      className={({ isActive }) =>
        `flex flex-col items-center justify-center gap-0.5 text-xs font-medium ${isActive ? 'text-brand' : ''}`
      }
    >
      <Icon path={icon} />
      {label}
    </NavLink>
  );
}
