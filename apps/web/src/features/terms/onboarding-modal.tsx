import { useTranslation } from '../../i18n';
import { useTenant } from '../../lib/tenant';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';

/** The onboarding page in a frame (spec document 1, section 2 "Home": onBoardScreen and onBoardUrl). */
export function OnboardingModal({ url, onClose }: { url: string; onClose: () => void }) {
  const { t } = useTranslation();
  const app = useTenant();
  return (
    <Modal open onOpenChange={(open) => (open ? undefined : onClose())} title={t('onboarding.title')} size="lg">
      <iframe
        src={url}
        title={t('onboarding.frameTitle', { name: app.name })}
        className="h-[60dvh] w-full rounded-lg border border-line"
        sandbox="allow-same-origin allow-scripts allow-popups"
      />
      <Button onClick={onClose} className="self-end">
        {t('onboarding.close')}
      </Button>
    </Modal>
  );
}
