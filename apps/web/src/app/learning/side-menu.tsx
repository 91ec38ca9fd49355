import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { NavLink, useNavigate } from 'react-router';
import { fetchEnrollmentsInProgress, fetchSideMenu } from '../../api/learning';
import { learningKeys } from '../../api/learning-keys';
import { getSession, useSession } from '../../api/session';
import { useExitSupport } from '../../features/account/support-banner';
import { useShellFlags } from '../../hooks/use-shell-flags';
import { useTranslation } from '../../i18n';
import { logout } from '../../lib/logout';
import { isSupportSession } from '../../lib/support-session';
import { useTenant } from '../../lib/tenant';
import { deferUntilOpen } from '../../ui/deferred';
import { Drawer } from '../../ui/drawer';
import { ChevronDownIcon } from '../../ui/icons';
import { ProgressBar } from '../../ui/progress-bar';

const SupportAccessModal = deferUntilOpen(
  async () => (await import('../../features/account/support-access-modal')).SupportAccessModal,
);

const LINK =
  'flex min-h-11 items-center rounded-lg px-3 text-sm font-medium text-ink hover:bg-brand-3 aria-[current=page]:bg-brand-3 aria-[current=page]:text-brand';

/**
 * The side menu (spec 3, 2.10): Home, journey entries shown by their conditions, profile, tutorial,
 * contact, administration, a collapsible 'Conteúdos' tree (named 'Produtos e Trilhas' when the app's
 * `contentsMenuName` says so) and 'Continue de onde parou'.
 */
export function SideMenu({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const app = useTenant();
  const flags = useShellFlags();
  const [contentsOpen, setContentsOpen] = useState(false);
  const [supportOpen, setSupportOpen] = useState(false);
  const navigate = useNavigate();
  const exitSupport = useExitSupport();
  const isSupport = isSupportSession(session);
  const close = () => onOpenChange(false);
  const info = session?.loginInfo;
  const menu = useQuery({ queryKey: learningKeys.sideMenu(null), queryFn: () => fetchSideMenu(), enabled: open });
  const inProgress = useQuery({
    queryKey: learningKeys.enrollmentsInProgress(info?.idUser),
    queryFn: () => fetchEnrollmentsInProgress(info?.idUser ?? 0),
    enabled: open && Boolean(info),
  });
  const link = (to: string, label: string, end = false) => (
    <li>
      <NavLink to={to} end={end} onClick={close} className={LINK}>
        {label}
      </NavLink>
    </li>
  );
  const outside = (href: string, label: string) => (
    <li>
      <a href={href} target="_blank" rel="noopener noreferrer" className={LINK}>
        {label}
      </a>
    </li>
  );
  /** A menu entry that closes the menu, then does `run`. */
  const action = (label: string, run: () => void) => (
    <li>
      <button
        type="button"
        className={`${LINK} w-full text-left`}
        onClick={() => {
          close();
          run();
        }}
      >
        {label}
      </button>
    </li>
  );
  const adminToken = encodeURIComponent(getSession()?.token ?? '');
  return (
    <>
      <Drawer open={open} onOpenChange={onOpenChange} title={t('learning.shell.navigation')} hideTitle side="left">
        <nav aria-label={t('learning.shell.navigation')} className="flex flex-col gap-4">
          <ul className="flex flex-col gap-1">
            {link('/', t('learning.shell.home'), true)}
            {link('/myJourney', t('learning.shell.myJourney'), true)}
            {flags.hasEnrollmentRequests
              ? link('/myjourney/requestEnrollmentStatus', t('learning.shell.enrollmentRequests'))
              : null}
            {link('/myJourney/historic', t('learning.shell.history'))}
            {link('/myJourney/certificates', t('learning.shell.certificates'))}
            {flags.inCampaign ? link('/myJourney/gamification', t('learning.shell.gamification')) : null}
            {flags.externalCourses ? link('/myJourney/externalCourse', t('learning.shell.externalCourses')) : null}
            {link('/editPerfil', t('learning.shell.profile'))}
            {flags.onboarding && info?.onBoardUrl ? outside(info.onBoardUrl, t('learning.shell.tutorial')) : null}
            {flags.contactUs ? link('/contactus', t('learning.shell.contactUs')) : null}
            {flags.isAdmin && info?.adminUrl && !isSupport
              ? outside(`${info.adminUrl}?token=${adminToken}`, t('learning.shell.administration'))
              : null}
            {flags.isTeamManager && info?.adminUrl && !isSupport
              ? outside(`${info.adminUrl}/relatorios?token=${adminToken}`, t('learning.shell.teamReports'))
              : null}
            {flags.canAccessSupport && !isSupport
              ? action(t('learning.shell.supportAccess'), () => setSupportOpen(true))
              : null}
            {isSupport ? action(t('account.support.exit'), () => exitSupport(() => logout(navigate))) : null}
          </ul>
          <section className="border-t border-line pt-3">
            <button
              type="button"
              aria-expanded={contentsOpen}
              onClick={() => setContentsOpen((value) => !value)}
              className="flex min-h-11 w-full items-center justify-between rounded-lg px-3 text-left text-sm font-bold text-ink hover:bg-brand-3"
            >
              {app.contentsMenuName === 'productsAndTrails'
                ? t('learning.shell.productsAndTrails')
                : t('learning.shell.contents')}
              <ChevronDownIcon className={`size-5 transition-transform ${contentsOpen ? 'rotate-180' : ''}`} />
            </button>
            {contentsOpen ? (
              <ul className="mt-1 flex flex-col gap-1 pl-2">
                {(menu.data?.result[0]?.childNodes ?? []).map((child) => (
                  <li key={child.idNode}>
                    <NavLink to={`/catalog/${child.nodeCode}`} onClick={close} className={LINK}>
                      {child.title}
                    </NavLink>
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
          <section className="border-t border-line pt-3" aria-labelledby="side-menu-continue">
            <h2 id="side-menu-continue" className="px-3 pb-2 text-sm font-bold text-ink">
              {t('learning.shell.continue')}
            </h2>
            {inProgress.data?.data.length ? (
              <ul className="flex flex-col gap-2">
                {inProgress.data.data.map((entry) => (
                  <li key={entry.idEnrollment}>
                    <NavLink
                      to={`/level/${entry.idEnrollment}`}
                      onClick={close}
                      className="block rounded-lg px-3 py-2 hover:bg-brand-3"
                    >
                      <span className="block text-sm font-medium text-ink">{entry.title}</span>
                      <ProgressBar
                        value={entry.progress}
                        size="sm"
                        label={t('learning.card.progress', { title: entry.title })}
                      />
                    </NavLink>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="px-3 text-sm text-muted">{t('learning.shell.noContinue')}</p>
            )}
          </section>
        </nav>
      </Drawer>
      <SupportAccessModal open={supportOpen} onOpenChange={setSupportOpen} />
    </>
  );
}
