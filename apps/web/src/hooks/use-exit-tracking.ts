import { useEffect } from 'react';
import { sendExitTracking } from '../api/tracking';

export type TrackedVisit = {
  idNavigationItem: number;
  /** 1 content item, 2 section. */
  idNavigationType: 1 | 2;
  idSection: number | null;
};

/** UTC `YYYY-MM-DD HH:mm:ss`, the format the tracking calls use. */
export function trackingTime(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * Records the visit with `POST /tracking/exit` when the member leaves the screen: on unmount (another
 * route) or on `pagehide` (tab closed, app sent to the background), once per visit. A page restored from
 * the back-forward cache starts a new visit.
 */
export function useExitTracking(visit: TrackedVisit | null): void {
  const idNavigationItem = visit?.idNavigationItem;
  const idNavigationType = visit?.idNavigationType;
  const idSection = visit?.idSection ?? null;
  useEffect(() => {
    if (idNavigationItem === undefined || idNavigationType === undefined) return;
    let started = new Date();
    let isSent = false;
    const send = () => {
      if (isSent) return;
      isSent = true;
      sendExitTracking({
        timeStart: trackingTime(started),
        idNavigationItem,
        idNavigationType,
        idSection,
        timeExecuted: Math.max(0, Math.round((Date.now() - started.getTime()) / 1000)),
      });
    };
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) {
        started = new Date();
        isSent = false;
      }
    };
    window.addEventListener('pagehide', send);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('pagehide', send);
      window.removeEventListener('pageshow', onPageShow);
      send();
    };
  }, [idNavigationItem, idNavigationType, idSection]);
}
