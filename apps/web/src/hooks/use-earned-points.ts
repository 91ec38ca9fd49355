import { useQueryClient } from '@tanstack/react-query';
import { CAMPAIGN_POINTS_TOAST_MS } from '@trilha/shared/constants';
import { useCallback } from 'react';
import { isQueued, type Queued } from '../api/outbox';
import { campaignKeys } from '../api/query-keys';
import { useTranslation } from '../i18n';
import { useToast } from '../ui/toast';

/**
 * The campaign points an answer of the learning platform carries (`earnPoints`: a viewing record, a content
 * or a training completed, an evaluation finished): the points toast for 9 seconds (spec 3, 4.9 and 9), and
 * the campaign's ranking and points read again. A write kept on the device for later has no points yet.
 */
export function useEarnedPoints() {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  return useCallback(
    (answer: { earnPoints?: number | undefined } | Queued | null | undefined) => {
      if (!answer || isQueued(answer) || !answer.earnPoints || answer.earnPoints <= 0) return;
      toast(t('journey.campaignPoints', { count: answer.earnPoints }), {
        tone: 'success',
        durationMs: CAMPAIGN_POINTS_TOAST_MS,
      });
      void queryClient.invalidateQueries({ queryKey: campaignKeys.all });
      void queryClient.invalidateQueries({ queryKey: campaignKeys.points() });
    },
    [queryClient, t, toast],
  );
}
