import { Link } from 'react-router';
import { useTranslation } from '../../i18n';
import { MessagePanel } from '../../ui/message-panel';
import { useLearningHeader } from './header-context';

/** The areas whose screens come later. */
export type PlaceholderArea = 'journey' | 'profile' | 'lesson' | 'contact' | 'terms';

/** A route of the learning platform whose screen is not part of this version yet. */
export function PlaceholderPage({ area }: { area: PlaceholderArea }) {
  const { t } = useTranslation();
  useLearningHeader({ crumbs: [{ title: t(`learning.placeholder.${area}`), to: '.' }] });
  return (
    <div>
      <h1 className="mb-2 text-2xl font-bold">{t(`learning.placeholder.${area}`)}</h1>
      <MessagePanel title={t('learning.placeholder.title')}>
        <p className="text-sm text-muted">{t('learning.placeholder.text')}</p>
        <Link to="/" className="font-semibold text-brand underline-offset-4 hover:underline">
          {t('learning.shell.goHome')}
        </Link>
      </MessagePanel>
    </div>
  );
}
