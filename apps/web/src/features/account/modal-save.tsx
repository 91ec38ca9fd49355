import { useState } from 'react';
import { errorMessage } from '../../api/error-message';
import { useTranslation } from '../../i18n';
import { Button } from '../../ui/button';

/** What the member's account dialogs take: whose account, and whether the dialog is open. */
export type AccountModalProps = { idUser: number; open: boolean; onOpenChange: (open: boolean) => void };

type SaveMessage = { tone: 'success' | 'error'; text: string };

/** An account dialog's save: whether it runs and what it said (saved, or why not, in Portuguese). */
export function useModalSave() {
  const { t } = useTranslation();
  const [message, setMessage] = useState<SaveMessage | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const run = async (save: () => Promise<unknown>, savedText: string) => {
    setIsSaving(true);
    try {
      await save();
      setMessage({ tone: 'success', text: savedText });
    } catch (caught) {
      setMessage({ tone: 'error', text: errorMessage(caught, t('account.saveFailed')) });
    } finally {
      setIsSaving(false);
    }
  };
  return { message, setMessage, isSaving, run };
}

/** The end of an account dialog: what the save said, then close and save. */
export function SaveActions({
  message,
  isSaving,
  canSave = true,
  onClose,
  onSave,
}: {
  message: SaveMessage | null;
  isSaving: boolean;
  canSave?: boolean;
  onClose: () => void;
  onSave: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {message ? (
        <p
          role={message.tone === 'error' ? 'alert' : 'status'}
          className={message.tone === 'error' ? 'text-sm text-danger' : 'text-sm text-success'}
        >
          {message.text}
        </p>
      ) : null}
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>
          {t('account.close')}
        </Button>
        <Button onClick={onSave} disabled={isSaving || !canSave}>
          {isSaving ? t('account.saving') : t('account.save')}
        </Button>
      </div>
    </>
  );
}
