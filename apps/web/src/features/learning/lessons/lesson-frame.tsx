import { SCORM_COMMIT_DEBOUNCE_MS } from '@trilha/shared/constants';
import type { CmiCommit } from '@trilha/shared/rules/scorm-cmi';
import type { ScormVersion } from '@trilha/shared/rules/scorm-time';
import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { Spinner } from '../../../ui/spinner';
import { type CommitBody, installScormRuntime, type NavigationRequest, type ScormRuntime } from './scorm-runtime';

/** What the play answer gives the frame. */
export type FrameLaunch = {
  idScoEnrollment: number;
  sessionKey: string;
  version: ScormVersion;
  scormType: 'sco' | 'asset';
  url: string;
  cmi: Record<string, unknown>;
  /** Set for a launch started without a network (from the last launch kept on the device). */
  offline?: CommitBody['offline'];
};

/** What the player can ask of the frame. */
export type LessonFrameHandle = {
  /**
   * Tells the lesson to finish (its page is unloaded, which makes SCOs call LMSFinish/Terminate), waits up
   * to `timeoutMs` for it, and sends whatever it had not saved yet.
   */
  finish: (timeoutMs: number) => Promise<void>;
};

/** A frame may grant these to a package; no top-level navigation (docs/scorm.md). */
export const LESSON_FRAME_SANDBOX =
  'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-modals allow-downloads';

type Props = {
  launch: FrameLaunch;
  title: string;
  send: (idScoEnrollment: number, body: CommitBody, options: { keepalive: boolean }) => Promise<unknown>;
  /** The SCO finished (LMSFinish/Terminate, or a `scormFinished` message from the frame, spec 3, 4.7). */
  onFinished: () => void;
  onNavigation: (request: NavigationRequest, target: string | undefined) => void;
  /** The whole run-time state each commit was made from. */
  onCommitted?: (state: CmiCommit) => void;
};

/**
 * The lesson's frame with the SCORM run-time installed on this window before the frame loads (the SCO finds
 * `API` or `API_1484_11` in its parent). What the SCO saves is committed while it runs and, with `keepalive`,
 * when the page is hidden or goes away.
 */
export const LessonFrame = forwardRef<LessonFrameHandle, Props>(function LessonFrame(
  { launch, title, send, onFinished, onNavigation, onCommitted },
  ref,
) {
  const { t } = useTranslation();
  const [runtime, setRuntime] = useState<ScormRuntime | null>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const callbacks = useRef({ send, onFinished, onNavigation, onCommitted });
  callbacks.current = { send, onFinished, onNavigation, onCommitted };

  useEffect(() => {
    let installed: ScormRuntime | null = null;
    let cancelled = false;
    if (launch.scormType === 'asset') return;
    void installScormRuntime(window, {
      version: launch.version,
      cmi: launch.cmi,
      sessionKey: launch.sessionKey,
      offline: launch.offline,
      debounceMs: SCORM_COMMIT_DEBOUNCE_MS,
      onCommitted: (state) => callbacks.current.onCommitted?.(state),
      send: (body, options) => callbacks.current.send(launch.idScoEnrollment, body, options),
      onFinish: () => callbacks.current.onFinished(),
      onNavigation: (request, target) => callbacks.current.onNavigation(request, target),
    }).then((created) => {
      if (cancelled) {
        created.dispose();
        return;
      }
      installed = created;
      setRuntime(created);
    });
    const leave = () => installed?.flushOnLeave();
    const hidden = () => {
      if (document.visibilityState === 'hidden') leave();
    };
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      cancelled = true;
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', hidden);
      installed?.flushOnLeave();
      installed?.dispose();
    };
  }, [launch]);

  // Packages may announce the end themselves (spec 3, 4.7: the 'scormFinished' message).
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      const type = typeof event.data === 'string' ? event.data : (event.data as { type?: unknown } | null)?.type;
      if (type === 'scormFinished') callbacks.current.onFinished();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  useImperativeHandle(
    ref,
    () => ({
      async finish(timeoutMs) {
        if (!runtime || runtime.isFinished) return;
        // Unloading the lesson's page is how a SCO is told to finish: its unload handlers call LMSFinish.
        if (frame.current) frame.current.src = 'about:blank';
        await runtime.waitForFinish(timeoutMs);
        if (!runtime.isFinished) await runtime.flush();
      },
    }),
    [runtime],
  );

  if (launch.scormType === 'sco' && !runtime) return <Spinner label={t('lessons.starting')} showLabel />;
  return (
    <iframe
      ref={frame}
      src={launch.url}
      title={title}
      sandbox={LESSON_FRAME_SANDBOX}
      allow="fullscreen; autoplay; encrypted-media"
      allowFullScreen
      className="size-full border-0 bg-white"
    />
  );
});
