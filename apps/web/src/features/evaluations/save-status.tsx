import { useTranslation } from '../../i18n';

/** The autosave indicator: saving, saved, or answers waiting for the network (spec 3, 2.7). */
export function SaveStatus({ pending, online, sending }: { pending: number; online: boolean; sending: boolean }) {
  const { t } = useTranslation();
  const waiting = pending > 0 && (!online || !sending);
  const text = waiting
    ? t('evaluations.pending', { count: pending })
    : pending > 0 || sending
      ? t('evaluations.saving')
      : t('evaluations.saved');
  return (
    <p
      role="status"
      aria-live="polite"
      className={`flex items-center gap-2 text-sm ${waiting ? 'font-semibold text-danger' : 'text-muted'}`}
    >
      <span
        aria-hidden="true"
        className={`inline-block size-2.5 rounded-full ${waiting ? 'bg-danger' : pending > 0 || sending ? 'animate-pulse bg-brand' : 'bg-success'}`}
      />
      {text}
    </p>
  );
}
