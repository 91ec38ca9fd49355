import { useTranslation } from '../../../i18n';
import { Button } from '../../../ui/button';
import { DeferredModal } from '../../../ui/deferred';

/** 'Acesso restrito' with its message and an OK button (spec 3, 2.4). */
export function RestrictedDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <DeferredModal
      open={open}
      onOpenChange={(value) => (value ? undefined : onClose())}
      title={t('learning.restricted.title')}
    >
      <p className="text-ink">{t('learning.restricted.message')}</p>
      <div className="mt-6 flex justify-end">
        <Button onClick={onClose}>{t('learning.restricted.ok')}</Button>
      </div>
    </DeferredModal>
  );
}
