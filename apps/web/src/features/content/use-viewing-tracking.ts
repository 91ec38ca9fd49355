import { CAMPAIGN_POINTS_TOAST_MS, TRACKING_IDLE_DEBOUNCE_MS, TRACKING_IDLE_MS } from '@trilha/shared/constants';
import { useEffect, useRef } from 'react';
import { sendViewingTracking } from '../../api/content';
import { isQueued } from '../../api/outbox';
import { trackingTime } from '../../app/use-exit-tracking';
import { useTranslation } from '../../i18n';
import { useToast } from '../../ui/toast';

const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'scroll', 'touchstart', 'wheel'] as const;

/**
 * Viewing tracking of a content item (spec document 2, 4): a record is sent when the member has been idle
 * for 5 minutes and when they leave the screen, unless the idle record already covered the visit;
 * activity after an idle record starts a new visit. An answer with `totalUserPoints` shows the points toast.
 * Media (audio, video, live) pass `idle: false`: they are only recorded on leaving.
 */
export function useViewingTracking(visit: { idContentItem: number; idSection: number | null; idle: boolean } | null) {
  const { t } = useTranslation();
  const toast = useToast();
  const notify = useRef({ t, toast });
  notify.current = { t, toast };
  const idContentItem = visit?.idContentItem;
  const idSection = visit?.idSection ?? null;
  const idle = visit?.idle ?? false;

  useEffect(() => {
    if (idContentItem === undefined) return;
    let started = new Date();
    let isRecorded = false;
    let idleTimer: ReturnType<typeof setTimeout> | undefined;
    let debounce: ReturnType<typeof setTimeout> | undefined;

    const send = (until: Date) => {
      if (isRecorded) return;
      isRecorded = true;
      sendViewingTracking({
        timeStart: trackingTime(started),
        idNavigationItem: idContentItem,
        idNavigationType: 1,
        idSection,
        timeExecuted: Math.max(0, Math.round((until.getTime() - started.getTime()) / 1000)),
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
    };
    const armIdle = () => {
      if (!idle) return;
      clearTimeout(idleTimer);
      idleTimer = setTimeout(() => send(new Date()), TRACKING_IDLE_MS);
    };
    const onActivity = () => {
      clearTimeout(debounce);
      debounce = setTimeout(() => {
        if (isRecorded) {
          // Back from idle: a new visit starts now.
          isRecorded = false;
          started = new Date();
        }
        armIdle();
      }, TRACKING_IDLE_DEBOUNCE_MS);
    };
    const onPageHide = () => send(new Date());

    armIdle();
    if (idle) for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true });
    window.addEventListener('pagehide', onPageHide);
    return () => {
      clearTimeout(idleTimer);
      clearTimeout(debounce);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity);
      window.removeEventListener('pagehide', onPageHide);
      send(new Date());
    };
  }, [idContentItem, idSection, idle]);
}
