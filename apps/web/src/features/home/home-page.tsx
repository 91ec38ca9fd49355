import { sectionPath } from '@trilha/shared/rules/slug';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../api/session';
import { MessagePanel } from '../../ui/message-panel';

/** Home: the member's menu sections. */
export function HomePage() {
  const { t } = useTranslation();
  const session = useSession();
  if (!session) return null;
  const sections = session.menu;
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">{t('home.welcome', { name: session.loginInfo.name.split(' ')[0] })}</h1>
      {sections.length === 0 ? (
        <MessagePanel title={t('home.empty')} />
      ) : (
        <section aria-labelledby="home-sections">
          <h2 id="home-sections" className="sr-only">
            {t('home.sections')}
          </h2>
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {sections.map((section) => (
              <li key={section.idSection}>
                <Link
                  to={sectionPath(section)}
                  className="flex h-full min-h-24 flex-col justify-center rounded-xl border-l-8 border-brand bg-white p-4 shadow-sm hover:shadow-md"
                >
                  <span className="text-lg font-semibold text-ink">{section.text}</span>
                  {section.description ? <span className="text-sm text-muted">{section.description}</span> : null}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
