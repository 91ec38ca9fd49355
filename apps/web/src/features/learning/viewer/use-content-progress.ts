import { useQueryClient } from '@tanstack/react-query';
import type { ContentEnrollment, UpdateContentEnrollmentRequest } from '@trilha/shared/api/learning-contents';
import { CAMPAIGN_POINTS_TOAST_MS } from '@trilha/shared/constants';
import { isCompleted } from '@trilha/shared/rules/learning-status';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../api/client';
import { recordTracking, updateContentEnrollment } from '../../../api/learning';
import { isQueued } from '../../../api/outbox';
import { useTranslation } from '../../../i18n';
import { useToast } from '../../../ui/toast';

/** `YYYY-MM-DD HH:mm:ss` in UTC, the viewing record's start time. */
function utcStamp(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * Progress of the open content (spec 3, 4.2): `complete()` on the documented events, `report()` for the
 * watched percentage when leaving a medium (only when higher than stored, and never after completion),
 * and a viewing record when the viewer closes.
 */
export function useContentProgress(
  idContentItem: number,
  idSection: number | null,
  enrollment: ContentEnrollment | null,
) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [state, setState] = useState(() => ({
    status: enrollment?.status ?? 'NOT_ATTEMPTED',
    progress: enrollment?.progress ?? 0,
  }));
  const stored = useRef(state);
  stored.current = state;
  const started = useRef(new Date());
  const secondsPlayed = useRef(0);
  const id = enrollment?.idContentEnrollment ?? null;
  const completed = isCompleted(state.status, state.progress);

  const send = useCallback(
    async (body: UpdateContentEnrollmentRequest, keepalive = false) => {
      if (id === null || isCompleted(stored.current.status, stored.current.progress)) return;
      try {
        const answer = await updateContentEnrollment(id, body, { keepalive });
        if (isQueued(answer)) {
          // Kept on the device until the network returns: the screen shows what will be sent.
          setState({ status: body.status, progress: Math.max(body.progress, stored.current.progress) });
          return;
        }
        setState({ status: answer.contentEnrollment.status, progress: answer.contentEnrollment.progress });
        if (!keepalive) await queryClient.invalidateQueries({ queryKey: ['learning'] });
      } catch (error) {
        if (error instanceof ApiError && error.code === 'SEEK_BLOCKED')
          toast(t('learning.viewer.seekBlocked'), { tone: 'error' });
        else if (!keepalive)
          toast(error instanceof ApiError ? error.message : t('common.unexpectedError'), { tone: 'error' });
      }
    },
    [id, queryClient, t, toast],
  );

  const complete = useCallback(() => send({ status: 'COMPLETED', progress: 100 }), [send]);

  /** Stores a watched percentage below 100 when it is above the stored one. */
  const report = useCallback(
    (percent: number, lastPosition: number, keepalive = false) => {
      const rounded = Math.round(percent);
      if (rounded >= 100) return;
      if (rounded <= stored.current.progress && lastPosition <= 0) return;
      void send(
        { status: 'IN_PROGRESS', progress: Math.max(rounded, stored.current.progress), lastPosition },
        keepalive,
      );
    },
    [send],
  );

  const addPlayed = useCallback((seconds: number) => {
    secondsPlayed.current += seconds;
  }, []);

  useEffect(() => {
    const startedAt = started.current;
    return () => {
      const seconds = secondsPlayed.current > 0 ? secondsPlayed.current : (Date.now() - startedAt.getTime()) / 1000;
      void recordTracking(
        {
          startTime: utcStamp(startedAt),
          idContentItem,
          idTrackingType: 1,
          idSection,
          secondsPlayed: Math.min(86_400, Math.round(seconds)),
        },
        { keepalive: true },
      )
        .then((answer) => {
          // spec 3, 4.9: the campaign points the viewing earned, for 9 seconds (none known while it waits offline).
          if (!isQueued(answer) && answer.earnPoints > 0) {
            toast(t('journey.campaignPoints', { count: answer.earnPoints }), {
              tone: 'success',
              durationMs: CAMPAIGN_POINTS_TOAST_MS,
            });
          }
        })
        .catch(() => undefined);
    };
  }, [idContentItem, idSection, toast, t]);

  return { completed, progress: state.progress, complete, report, addPlayed, tracked: id !== null };
}
