import { availableJourneyTabs, type JourneyTab, resolveJourneyTab } from '@trilha/shared/rules/journey';
import { useEffect, useRef } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { useSession } from '../../api/session';
import { useLearningHeader } from '../../hooks/learning-header-context';
import { useShellFlags } from '../../hooks/use-shell-flags';
import { useTranslation } from '../../i18n';
import { CertificatesTab } from './certificates-tab';
import { ExternalCoursesTab } from './external-courses-tab';
import { GamificationTab } from './gamification-tab';
import { HistoryTab } from './history-tab';
import { RegisteredTab } from './registered-tab';
import { RequestsTab } from './requests-tab';

/** The path of a journey tab; enrollment requests keep the lower-case path the menus use. */
export const journeyPath = (tab: JourneyTab) =>
  tab === 'requestEnrollmentStatus' ? '/myjourney/requestEnrollmentStatus' : `/myJourney/${tab}`;

/**
 * `/myJourney/:tab` (spec 3, 2.8): the member's name with 'Editar perfil' and the tabs; the conditional tabs
 * show only with requests, in a campaign or with the external-courses feature, and an unavailable tab
 * falls back to Matriculados.
 */
export function JourneyPage() {
  const { t } = useTranslation();
  const { tab: requested } = useParams();
  const session = useSession();
  const flags = useShellFlags();
  const tabs = availableJourneyTabs(flags);
  const tab = resolveJourneyTab(requested, tabs);
  useLearningHeader({ crumbs: [{ title: t('journey.title'), to: '/myJourney' }] });
  const tabList = useRef<HTMLUListElement>(null);
  // On a phone the tabs scroll sideways: the current one is brought into view, again when the conditional
  // tabs arrive and move it.
  const tabNames = tabs.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `tabNames` changes the row the current tab sits in.
  useEffect(() => {
    const list = tabList.current;
    const current = list?.querySelector<HTMLElement>(`[data-tab="${tab}"]`);
    const scroller = list?.parentElement;
    if (!current || !scroller) return;
    // Only the row scrolls (scrollIntoView would also move the page).
    scroller.scrollLeft = list.offsetLeft + current.offsetLeft - (scroller.clientWidth - current.offsetWidth) / 2;
  }, [tab, tabNames]);
  // While the flags load, a conditional tab asked for by its address is not yet refused.
  if (requested && tab === 'registered' && requested !== 'registered' && !flags.isLoaded) return null;
  if (requested && tab === 'registered' && requested.toLowerCase() !== 'registered') {
    return <Navigate to="/myJourney/registered" replace />;
  }

  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <p className="text-sm text-muted">{t('journey.title')}</p>
          <h1 className="text-2xl font-bold text-ink">{session?.loginInfo.name}</h1>
        </div>
        <Link to="/editPerfil" className="font-semibold text-brand underline-offset-4 hover:underline">
          {t('journey.editProfile')}
        </Link>
      </header>
      <nav aria-label={t('journey.tabs.label')} className="relative -mx-4 overflow-x-auto px-4">
        <ul ref={tabList} className="relative flex min-w-max gap-1 border-b border-line">
          {tabs.map((entry) => (
            <li key={entry}>
              <Link
                to={journeyPath(entry)}
                data-tab={entry}
                aria-current={entry === tab ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-semibold ${
                  entry === tab ? 'border-brand text-brand' : 'border-transparent text-muted hover:text-ink'
                }`}
              >
                {t(`journey.tabs.${entry}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-label={t(`journey.tabs.${tab}`)}>
        {tab === 'registered' ? <RegisteredTab /> : null}
        {tab === 'requestEnrollmentStatus' ? <RequestsTab /> : null}
        {tab === 'historic' ? <HistoryTab /> : null}
        {tab === 'certificates' ? <CertificatesTab /> : null}
        {tab === 'gamification' ? <GamificationTab /> : null}
        {tab === 'externalCourse' ? <ExternalCoursesTab /> : null}
      </section>
    </div>
  );
}
