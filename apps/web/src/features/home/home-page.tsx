import { useMemo } from 'react';
import { useSession } from '../../api/session';
import { useTranslation } from '../../i18n';
import { MessagePanel } from '../../ui/message-panel';
import { buildHomeBlocks } from './home-blocks';
import { HOME_LAYOUTS } from './home-layouts';
import { LastContentModal } from './last-content-modal';

/**
 * Home (spec document 1, section 2): the member's menu as blocks, each a row, mosaic, fullscreen or
 * carousel as its design says.
 */
export function HomePage() {
  const { t } = useTranslation();
  const session = useSession();
  const blocks = useMemo(() => (session ? buildHomeBlocks(session.menu, session.design) : []), [session]);
  if (!session) return null;
  return (
    <div className="flex flex-col gap-8">
      <h1 className="text-2xl font-bold text-ink">
        {t('home.welcome', { name: session.loginInfo.name.split(' ')[0] ?? '' })}
      </h1>
      {blocks.length === 0 ? (
        <MessagePanel title={t('home.empty')}>
          <p className="text-sm text-muted">{t('home.emptyHint')}</p>
        </MessagePanel>
      ) : (
        blocks.map((block) => {
          const Layout = HOME_LAYOUTS[block.layout];
          const headingId = `${block.key}-title`;
          return (
            <section
              key={block.key}
              aria-labelledby={block.title ? headingId : undefined}
              aria-label={block.title ? undefined : t('home.sections')}
              data-home-block={block.layout}
            >
              {block.title ? (
                <h2 id={headingId} className="mb-3 text-lg font-bold text-ink md:text-xl">
                  {block.title}
                </h2>
              ) : null}
              <Layout block={block} design={session.design} />
            </section>
          );
        })
      )}
      <LastContentModal />
    </div>
  );
}
