import { useState } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { LearningHeaderProvider, useHeaderState } from '../../hooks/learning-header-context';
import { useTranslation } from '../../i18n';
import { useTenant } from '../../lib/tenant';
import { deferUntilOpen } from '../../ui/deferred';
import { usePageTransition } from '../page-transition';
import { PendingWritesNotice } from '../pending-writes';
import { LearningSupportBanner, TermsRedirect } from './account-shell';
import { LearningHeader } from './learning-header';

/** Route data a learning page may declare: `{ footer: 'hide' }` hides the footer (not-found page, viewer). */
export type LearningRouteHandle = { footer?: 'hide' };

/** The learning platform's shell: header, side menu, the page, and the footer unless hidden. */
export function LearningLayout() {
  return (
    <LearningHeaderProvider>
      <LearningShell />
    </LearningHeaderProvider>
  );
}

/** The side menu, loaded the first time the member opens it. */
const SideMenu = deferUntilOpen(async () => (await import('./side-menu')).SideMenu);

function LearningShell() {
  const { t } = useTranslation();
  const mainRef = usePageTransition<HTMLElement>();
  const app = useTenant();
  const [menuOpen, setMenuOpen] = useState(false);
  const state = useHeaderState();
  const matches = useMatches();
  // An evaluation shows its own waiting answers.
  const isEvaluation = useLocation().pathname.startsWith('/evaluations/');
  const hiddenByRoute = matches.some((match) => (match.handle as LearningRouteHandle | undefined)?.footer === 'hide');
  const showFooter = !hiddenByRoute && state.footer !== 'hide';
  return (
    <div className="flex min-h-dvh flex-col bg-[#f6f7f9]">
      <a
        href="#conteudo"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-white focus:p-2"
      >
        {t('common.skipToContent')}
      </a>
      <LearningSupportBanner />
      <TermsRedirect />
      <LearningHeader onOpenMenu={() => setMenuOpen(true)} />
      <SideMenu open={menuOpen} onOpenChange={setMenuOpen} />
      {/* At least a screen tall, so the footer starts below the fold and is not pushed away as the page fills in. */}
      <main ref={mainRef} id="conteudo" className="mx-auto min-h-dvh w-full max-w-6xl flex-1 px-4 pb-16 pt-4">
        <PendingWritesNotice countOthers={!isEvaluation} />
        <Outlet />
      </main>
      {showFooter ? (
        <footer className="border-t border-line bg-white px-4 py-6 text-center text-xs text-muted">
          {t('learning.shell.footer', { year: new Date().getFullYear(), name: app.name })}
        </footer>
      ) : null}
    </div>
  );
}
