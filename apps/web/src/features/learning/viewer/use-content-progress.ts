import { useQueryClient } from '@tanstack/react-query';
import type { ContentEnrollment, UpdateContentEnrollmentRequest } from '@trilha/shared/api/learning-contents';
import { CONTENT_TYPES_NOT_TRACKED_BY_IDLE, TRACKING_IDLE_MS } from '@trilha/shared/constants';
import { isCompleted } from '@trilha/shared/rules/learning-status';
import { useCallback, useRef, useState } from 'react';
import { ApiError } from '../../../api/client';
import { errorMessage } from '../../../api/error-message';
import { recordTracking, updateContentEnrollment } from '../../../api/learning';
import { invalidateAfterProgress } from '../../../api/learning-keys';
import { isQueued } from '../../../api/outbox';
import { useEarnedPoints } from '../../../hooks/use-earned-points';
import { useViewingRecord } from '../../../hooks/use-viewing-record';
import { useTranslation } from '../../../i18n';
import { useToast } from '../../../ui/toast';

/** `YYYY-MM-DD HH:mm:ss` in UTC, the viewing record's start time. */
function utcStamp(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * Progress of the open content (spec 3, 4.2): `complete()` on the documented events, `report()` for the
 * watched percentage when leaving a medium (only when higher than stored, and never after completion),
 * and the viewing record (spec 3, 9): once per visit, on idle (5 minutes, not for audio and video) and on
 * leaving the content in any way, with the seconds played of a medium or the time spent. The campaign
 * points an answer carries are shown (spec 3, 4.9).
 */
export function useContentProgress(
  idContentItem: number,
  idContentType: number,
  idSection: number | null,
  enrollment: ContentEnrollment | null,
) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const showPoints = useEarnedPoints();
  const [state, setState] = useState(() => ({
    status: enrollment?.status ?? 'NOT_ATTEMPTED',
    progress: enrollment?.progress ?? 0,
  }));
  const stored = useRef(state);
  stored.current = state;
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
        showPoints(answer);
        if (!keepalive) await invalidateAfterProgress(queryClient, enrollment?.idEnrollment);
      } catch (error) {
        if (error instanceof ApiError && error.code === 'SEEK_BLOCKED')
          toast(t('learning.viewer.seekBlocked'), { tone: 'error' });
        else if (!keepalive) toast(errorMessage(error), { tone: 'error' });
      }
    },
    [id, enrollment?.idEnrollment, queryClient, showPoints, t, toast],
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

  const isMedium = (CONTENT_TYPES_NOT_TRACKED_BY_IDLE as readonly number[]).includes(idContentType);
  useViewingRecord(`${idContentItem}:${idSection ?? ''}`, {
    idleMs: isMedium ? null : TRACKING_IDLE_MS,
    // A medium counts the seconds played; other contents the time on the screen.
    secondsOf: (startedAt, until) => {
      const played = secondsPlayed.current;
      secondsPlayed.current = 0;
      return Math.min(86_400, played > 0 ? played : (until.getTime() - startedAt.getTime()) / 1000);
    },
    send: ({ startedAt, seconds, leaving }) => {
      recordTracking(
        { startTime: utcStamp(startedAt), idContentItem, idTrackingType: 1, idSection, secondsPlayed: seconds },
        { keepalive: leaving },
      )
        .then(showPoints)
        // Tracking failures are only the log's concern (spec 3, 8).
        .catch(() => undefined);
    },
  });

  return { completed, progress: state.progress, complete, report, addPlayed, tracked: id !== null };
}
