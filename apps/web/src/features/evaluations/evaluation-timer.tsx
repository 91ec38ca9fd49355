import { formatClock } from '@trilha/shared/rules/evaluation-timer';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n';

/** Minutes at which the time left is read out to screen readers. */
const ANNOUNCE_AT_MINUTES = [5, 1];

/**
 * The time left of a timed evaluation, counted by the server's deadline. The clock itself is a timer
 * (not read out every second); the last minutes are announced once each in a polite live region.
 */
export function EvaluationTimer({ seconds }: { seconds: number }) {
  const { t } = useTranslation();
  const [announcement, setAnnouncement] = useState('');
  const announced = useRef(new Set<number>());
  useEffect(() => {
    for (const minutes of ANNOUNCE_AT_MINUTES) {
      if (seconds <= minutes * 60 && seconds > 0 && !announced.current.has(minutes)) {
        for (const other of ANNOUNCE_AT_MINUTES) if (other >= minutes) announced.current.add(other);
        setAnnouncement(minutes === 1 ? t('evaluations.timeAnnounceLast') : t('evaluations.timeAnnounce', { minutes }));
      }
    }
  }, [seconds, t]);
  const urgent = seconds <= 60;
  return (
    <div className="flex items-center gap-2">
      <span className="text-sm text-muted">{t('evaluations.timer')}</span>
      <span
        role="timer"
        aria-label={t('evaluations.timer')}
        className={`rounded-lg px-3 py-1 font-mono text-lg font-bold tabular-nums ${urgent ? 'bg-danger text-white' : 'bg-brand-3 text-ink'}`}
      >
        {formatClock(seconds)}
      </span>
      <span className="sr-only" aria-live="polite">
        {announcement}
      </span>
    </div>
  );
}
