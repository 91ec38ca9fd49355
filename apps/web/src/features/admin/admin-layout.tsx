import { Link, Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { useSession } from '../../api/session';
import { useTranslation } from '../../i18n';
import { logout } from '../../lib/logout';
import { useTenant } from '../../lib/tenant';
import { MessagePanel } from '../../ui/message-panel';

const SECTIONS = [
  { to: '/admin', key: 'requests', end: true },
  { to: '/admin/marca', key: 'brand', end: false },
  { to: '/admin/conteudos', key: 'contentApp', end: false },
  { to: '/admin/treinamentos', key: 'learning', end: false },
  { to: '/admin/usuarios', key: 'users', end: false },
  { to: '/admin/campanhas', key: 'campaigns', end: false },
  { to: '/admin/pacotes-scorm', key: 'scorm', end: false },
  { to: '/admin/cursos-externos', key: 'externalCourses', end: false },
  { to: '/admin/comentarios', key: 'comments', end: false },
  { to: '/admin/auditoria', key: 'audit', end: false },
  { to: '/admin/relatorios', key: 'reports', end: false },
] as const;

/** What a manager who is not an administrator sees of the console: their team's reports. */
const MANAGER_SECTIONS = SECTIONS.filter((section) => section.key === 'reports');

/**
 * The administration console (a lazy part of the same web app): a header with the app's brand, the
 * sections as tabs that wrap on a phone, and the section's page. Members who are not administrators
 * see a refusal (the API refuses them too).
 */
export function AdminLayout() {
  const { t } = useTranslation();
  const session = useSession();
  const app = useTenant();
  const navigate = useNavigate();
  const location = useLocation();
  const isAdmin = (session?.loginInfo.admin ?? 0) > 0;
  const isManager = !isAdmin && session?.loginInfo.managesTeam === 1;
  const sections = isAdmin ? SECTIONS : isManager ? MANAGER_SECTIONS : [];
  const inReports = location.pathname.startsWith('/admin/relatorios');
  // Reports have wide tables: their pages use more of a large screen.
  const width = inReports ? 'max-w-7xl' : 'max-w-5xl';
  return (
    <div className="min-h-dvh bg-gray-50 text-ink">
      <a href="#admin-main" className="sr-only focus:not-sr-only focus:absolute focus:p-2">
        {t('common.skipToContent')}
      </a>
      <header className="bg-brand text-on-brand">
        <div className={`mx-auto flex items-center justify-between gap-3 px-4 py-3 ${width}`}>
          <p className="text-lg font-bold">
            {t('admin.title')} <span className="font-normal">· {app.name}</span>
          </p>
          <div className="flex flex-wrap items-center gap-1">
            <Link to="/" className="rounded px-2 py-2 text-sm font-semibold underline-offset-4 hover:underline">
              {t('admin.backToApp')}
            </Link>
            <button
              type="button"
              onClick={() => logout(navigate)}
              className="min-h-11 rounded px-2 py-2 text-sm font-semibold underline-offset-4 hover:underline"
            >
              {t('admin.logout')}
            </button>
          </div>
        </div>
        {sections.length > 0 ? (
          <nav aria-label={t('admin.sections')} className={`mx-auto px-2 ${width}`}>
            <ul className="flex flex-wrap gap-1">
              {sections.map((section) => (
                <li key={section.key}>
                  <NavLink
                    to={section.to}
                    end={section.end}
                    className={({ isActive }) =>
                      `inline-flex min-h-11 items-center rounded-t-lg px-3 text-sm font-semibold ${
                        isActive ? 'bg-gray-50 text-ink' : 'text-on-brand hover:bg-white/15'
                      }`
                    }
                  >
                    {t(`admin.nav.${section.key}`)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </header>
      <main id="admin-main" className={`mx-auto px-4 py-6 ${width}`}>
        {isAdmin || (isManager && inReports) ? (
          <Outlet />
        ) : isManager ? (
          <Navigate to="/admin/relatorios" replace />
        ) : (
          <MessagePanel title={t('admin.forbidden')} tone="error">
            <Link to="/" className="font-semibold text-brand underline-offset-4 hover:underline">
              {t('admin.backToApp')}
            </Link>
          </MessagePanel>
        )}
      </main>
    </div>
  );
}
