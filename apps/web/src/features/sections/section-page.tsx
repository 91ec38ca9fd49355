import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useSession } from '../../api/session';
import { MessagePanel } from '../../ui/message-panel';

/** A menu section, found by its id in the member's design list. */
export function SectionPage() {
  const { t } = useTranslation();
  const { idSection } = useParams();
  const session = useSession();
  const section = session?.design.find((entry) => String(entry.idSection) === idSection);
  return (
    <div className="flex flex-col gap-4">
      {section ? <h1 className="text-2xl font-bold">{section.text}</h1> : null}
      <MessagePanel title={t('sections.unavailable')} />
    </div>
  );
}
