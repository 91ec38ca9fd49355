import { CAMPAIGN_POINTS_TOAST_MS } from '@trilha/shared/constants';
import { useCallback } from 'react';
import { isQueued, type Queued } from '../../api/outbox';
import { useTranslation } from '../../i18n';
import { useToast } from '../../ui/toast';

/** Shows the campaign points toast when an answer carries the member's new total. */
export function usePointsToast() {
  const { t } = useTranslation();
  const toast = useToast();
  return useCallback(
    (answer: { totalUserPoints?: number } | Queued | null | undefined) => {
      // A write kept on the device for later has no points yet.
      if (!answer || isQueued(answer) || answer.totalUserPoints === undefined) return;
      toast(t('content.points', { points: answer.totalUserPoints }), {
        tone: 'success',
        durationMs: CAMPAIGN_POINTS_TOAST_MS,
      });
    },
    [t, toast],
  );
}
