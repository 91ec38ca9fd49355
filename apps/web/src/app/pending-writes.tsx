import { useOtherWaitingWrites, usePendingWrites } from '../api/outbox';
import { useTranslation } from '../i18n';

/**
 * Says what the member did without a network and is still waiting to be sent, and when the server
 * refused something sent later; nothing when the line is empty. `countOthers` false leaves out the writes of
 * other queues, on a page that shows them itself.
 */
export function PendingWritesNotice({ countOthers = true }: { countOthers?: boolean }) {
  const { t } = useTranslation();
  const writes = usePendingWrites();
  const others = useOtherWaitingWrites();
  const { refused } = writes;
  const pending = writes.pending + (countOthers ? others : 0);
  return (
    <div role="status" className="empty:hidden">
      {pending > 0 ? (
        <p className="mb-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
          {t('common.pendingWrites', { count: pending })}
        </p>
      ) : null}
      {refused > 0 ? (
        <p className="mb-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900 ring-1 ring-red-200">
          {t('common.refusedWrites', { count: refused })}
        </p>
      ) : null}
    </div>
  );
}
