import type { MenuOption } from '@trilha/shared/api/auth';
import { findSectionScreen } from '@trilha/shared/rules/section-types';
import { Suspense } from 'react';
import { useParams } from 'react-router';
import { useSession } from '../../api/session';
import { useExitTracking } from '../../hooks/use-exit-tracking';
import { useTranslation } from '../../i18n';
import type { SectionScreenComponents } from '../../lib/section-screen';
import { Spinner } from '../../ui/spinner';

/**
 * The section dispatcher (spec document 1, section 2): the path `/{slug}/{idSection}` is matched against
 * the member's design list and the section type id selects the screen.
 */
export function SectionPage({ screens }: { screens: SectionScreenComponents }) {
  const { t } = useTranslation();
  const params = useParams();
  const session = useSession();
  const idSection = Number(params.idSection);
  const section = Number.isInteger(idSection)
    ? session?.design.find((entry) => entry.idSection === idSection)
    : undefined;
  useExitTracking(section ? { idNavigationItem: idSection, idNavigationType: 2, idSection } : null);

  const route = findSectionScreen(section?.idSectionType);
  if (!section || !route) {
    return (
      <div className="flex flex-col gap-4">
        {section ? <h1 className="text-2xl font-bold">{section.text}</h1> : null}
        <div className="flex min-h-[40dvh] items-center justify-center">
          <p className="rounded-xl border border-line bg-white px-8 py-6 text-center text-lg font-semibold text-ink">
            {t('sections.unavailable')}
          </p>
        </div>
      </div>
    );
  }

  const Screen = screens[route.screen];
  const options = findOptions(session?.menu ?? [], idSection);
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{section.text}</h1>
      <Suspense fallback={<Spinner label={t('common.loading')} />}>
        <Screen
          idSection={idSection}
          screen={route.screen}
          section={section}
          options={options}
          fromSection={route.fromSection}
        />
      </Suspense>
    </div>
  );
}

function findOptions(menu: Array<MenuOption & { menuOption: MenuOption[] }>, idSection: number): MenuOption[] {
  return menu.find((entry) => entry.idSection === idSection)?.menuOption ?? [];
}
