import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { adminKeys, authoringKeys } from '../../../api/query-keys';
import { useTranslation } from '../../../i18n';
import { Button } from '../../../ui/button';
import { useToast } from '../../../ui/toast';

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
  const { t } = useTranslation();
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
  return (
    <Button
      variant="link"
      className="!text-danger"
      disabled={mutation.isPending}
      onClick={() => {
        if (window.confirm(confirmText)) mutation.mutate();
      }}
    >
      {t('authoring.remove')}
    </Button>
  );
}
