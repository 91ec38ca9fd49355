import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { adminKeys, authoringKeys } from '../../../api/console-keys';
import { useTranslation } from '../../../i18n';
import { Button } from '../../../ui/button';
import { Modal } from '../../../ui/modal';
import { useToast } from '../../../ui/toast';

/**
 * The console's "Remover": asks first in a dialog (focus inside, Escape or "Cancelar" keep everything and
 * give focus back to the button) and removes only on the dialog's own "Remover".
 */
export function ConfirmRemove({
  confirmText,
  isPending,
  onConfirm,
}: {
  confirmText: string;
  isPending: boolean;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <>
      <Button id={id} variant="link" className="!text-danger" disabled={isPending} onClick={() => setOpen(true)}>
        {t('authoring.remove')}
      </Button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title={t('authoring.confirmRemoveTitle')}
        description={confirmText}
        returnFocusTo={() => document.getElementById(id)}
      >
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {t('authoring.cancel')}
          </Button>
          <Button
            className="!bg-danger !text-white"
            onClick={() => {
              setOpen(false);
              onConfirm();
            }}
          >
            {t('authoring.remove')}
          </Button>
        </div>
      </Modal>
    </>
  );
}

/**
 * Removes what a console page edits, after a confirmation; then goes back to its list. A removal the server
 * refuses (in use by members or pages) shows its reason with the form's problems.
 */
export function RemoveButton({
  confirmText,
  removedText,
  remove,
  backTo,
  onRefused,
}: {
  confirmText: string;
  removedText: string;
  remove: () => Promise<unknown>;
  backTo: string;
  onRefused: (message: string) => void;
}) {
  const toast = useToast();
  const navigate = useNavigate();
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: remove,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: authoringKeys.all });
      void client.invalidateQueries({ queryKey: adminKeys.campaigns() });
      toast(removedText);
      navigate(backTo);
    },
    onError: (error) => onRefused((error as Error).message),
  });
  return <ConfirmRemove confirmText={confirmText} isPending={mutation.isPending} onConfirm={() => mutation.mutate()} />;
}
