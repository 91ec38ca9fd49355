import { useSession } from '../../api/session';
import { useTranslation } from '../../i18n';
import { MessagePanel } from '../../ui/message-panel';
import { PointsPanel } from './points-panel';

/** The points panel as a section screen (type 61); without gamification the section is not available. */
export function PointsSection() {
  const { t } = useTranslation();
  const session = useSession();
  if (session?.loginInfo.gamification !== 1) return <MessagePanel title={t('sections.unavailable')} />;
  return <PointsPanel />;
}
