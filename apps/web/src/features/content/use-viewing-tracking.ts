import { CAMPAIGN_POINTS_TOAST_MS, TRACKING_IDLE_MS } from '@trilha/shared/constants';
import { useRef } from 'react';
import { sendViewingTracking } from '../../api/content';
import { isQueued } from '../../api/outbox';
import { trackingTime } from '../../hooks/use-exit-tracking';
import { useViewingRecord } from '../../hooks/use-viewing-record';
import { useTranslation } from '../../i18n';
import { useToast } from '../../ui/toast';

/**
 * Viewing tracking of a content item (spec document 2, 4): a record is sent when the member has been idle
 * for 5 minutes and when they leave the screen in any way (`useViewingRecord`), unless the idle record
 * already covered the visit; activity after an idle record starts a new visit. An answer with
 * `totalUserPoints` shows the points toast. Media (audio, video, live) pass `idle: false`: they are only
 * recorded on leaving.
 */
export function useViewingTracking(visit: { idContentItem: number; idSection: number | null; idle: boolean } | null) {
  const { t } = useTranslation();
  const toast = useToast();
  const notify = useRef({ t, toast });
  notify.current = { t, toast };
  const idContentItem = visit?.idContentItem ?? null;
  const idSection = visit?.idSection ?? null;

  useViewingRecord(idContentItem === null ? null : `${idContentItem}:${idSection ?? ''}`, {
    idleMs: visit?.idle ? TRACKING_IDLE_MS : null,
    send: ({ startedAt, seconds }) => {
      if (idContentItem === null) return;
      sendViewingTracking({
        timeStart: trackingTime(startedAt),
        idNavigationItem: idContentItem,
        idNavigationType: 1,
        idSection,
        timeExecuted: seconds,
      })
        .then((answer) => {
          if (!isQueued(answer) && answer.totalUserPoints !== undefined) {
            notify.current.toast(notify.current.t('content.points', { points: answer.totalUserPoints }), {
              tone: 'success',
              durationMs: CAMPAIGN_POINTS_TOAST_MS,
            });
          }
        })
        // Tracking failures are only the log's concern (spec 2, 8).
        .catch(() => undefined);
    },
  });
}
