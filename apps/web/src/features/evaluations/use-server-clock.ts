import type { SaveTimeResponse } from '@trilha/shared/api/learning-evaluations';
import { EVALUATION_CLOCK_TICK_MS, EVALUATION_TIME_SAVE_MS } from '@trilha/shared/constants';
import { localRemaining } from '@trilha/shared/rules/evaluation-timer';
import { useEffect, useRef, useState } from 'react';

/**
 * The time left of an attempt, counted down on the device from the seconds the server last answered
 * (the deadline is the server's). Every 10 seconds, and when the page is hidden or left, the time shown
 * is reported (spec 3, 7.3 and 9) and the server's answer resets the count; `onExpire` runs once at zero,
 * and `onFinishedByServer` when the server says it finished the attempt.
 */
export function useServerClock({
  serverSeconds,
  active,
  report,
  onExpire,
  onFinishedByServer,
}: {
  /** false once the attempt is being finished: nothing more is reported. */
  active: boolean;
  /** Seconds left in the last answer of the server; null when untimed. */
  serverSeconds: number | null;
  report: (timeLeft: number, options: { keepalive: boolean }) => Promise<SaveTimeResponse>;
  onExpire: () => void;
  onFinishedByServer: () => void;
}): number | null {
  const [base, setBase] = useState(() =>
    serverSeconds === null ? null : { seconds: serverSeconds, at: performance.now() },
  );
  const [now, setNow] = useState(() => performance.now());
  const expired = useRef(false);
  const latest = useRef({ report, onExpire, onFinishedByServer, active });
  latest.current = { report, onExpire, onFinishedByServer, active };

  useEffect(() => {
    setBase(serverSeconds === null ? null : { seconds: serverSeconds, at: performance.now() });
  }, [serverSeconds]);

  const remaining = base === null ? null : localRemaining(base.seconds, base.at, now);

  useEffect(() => {
    if (base === null) return;
    const tick = setInterval(() => setNow(performance.now()), EVALUATION_CLOCK_TICK_MS);
    return () => clearInterval(tick);
  }, [base]);

  const remainingRef = useRef(remaining);
  remainingRef.current = remaining;

  const timed = base !== null;
  useEffect(() => {
    if (!timed) return;
    const send = (keepalive: boolean) => {
      const left = remainingRef.current;
      if (left === null || expired.current || !latest.current.active) return;
      latest.current.report(left, { keepalive }).then(
        (answer) => {
          if (answer.finishDate) {
            expired.current = true;
            latest.current.onFinishedByServer();
          } else if (answer.timeLeft !== null) {
            setBase({ seconds: answer.timeLeft, at: performance.now() });
          }
        },
        () => undefined,
      );
    };
    const every = setInterval(() => send(false), EVALUATION_TIME_SAVE_MS);
    const onHide = () => {
      if (document.visibilityState === 'hidden') send(true);
    };
    const onLeave = () => send(true);
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onLeave);
    return () => {
      clearInterval(every);
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onLeave);
      send(true);
    };
  }, [timed]);

  useEffect(() => {
    if (remaining === 0 && !expired.current) {
      expired.current = true;
      latest.current.onExpire();
    }
  }, [remaining]);

  return remaining;
}
