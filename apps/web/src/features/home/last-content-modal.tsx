import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../api/session';
import { useTranslation } from '../../i18n';
import { useTenant } from '../../lib/tenant';
import { Button } from '../../ui/button';
import { DeferredModal } from '../../ui/deferred';

const ASKED_KEY = 'trilha.lastContentAsked';

/**
 * 'Return to your last content?' (spec document 1, section 2 "Home"), once per sign-in, when the app has
 * `lastContentRedirect` and the login answered a last tracking.
 */
export function LastContentModal() {
  const { t } = useTranslation();
  const app = useTenant();
  const session = useSession();
  const navigate = useNavigate();
  const last = session?.lastTracking?.[0];
  const [isOpen, setIsOpen] = useState(
    () => app.lastContentRedirect === 1 && Boolean(last) && sessionStorage.getItem(ASKED_KEY) !== session?.token,
  );
  if (!last) return null;

  const close = () => {
    if (session) sessionStorage.setItem(ASKED_KEY, session.token);
    setIsOpen(false);
  };
  return (
    <DeferredModal
      open={isOpen}
      onOpenChange={(open) => (open ? undefined : close())}
      title={t('lastContent.title')}
      size="sm"
    >
      <p className="text-ink">{last.text ? t('lastContent.textIn', { section: last.text }) : t('lastContent.text')}</p>
      <div className="flex flex-col gap-2 sm:flex-row-reverse">
        <Button
          onClick={() => {
            close();
            navigate(`/content/${last.idContentItem}${last.idSection ? `?idSection=${last.idSection}` : ''}`);
          }}
        >
          {t('lastContent.goToContent')}
        </Button>
        <Button variant="secondary" onClick={close}>
          {t('lastContent.goHome')}
        </Button>
      </div>
    </DeferredModal>
  );
}
