import { SCORM_COMMIT_DEBOUNCE_MS } from '@trilha/shared/constants';
import type { CmiCommit } from '@trilha/shared/rules/scorm-cmi';
import type { ScormVersion } from '@trilha/shared/rules/scorm-time';
import { forwardRef, useEffect, useImperativeHandle, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { PLAYER_SOURCE, type PlayerLaunch, type PlayerUnload, readHostMessage } from '../../../scorm-host/protocol';
import type { AnyScormApi, SequencingStart } from '../../../scorm-host/scorm-api';
import { Spinner } from '../../../ui/spinner';
import { type CommitBody, type NavigationRequest, type ScormRuntime, startScormRuntime } from './scorm-runtime';

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
  /** Unloads the lesson's page, which is how a SCO is told to finish (its unload handlers call Finish). */
  unload: () => void;
  /** Sends what the SCO changed and was not sent yet; `keepalive` for a page going away. */
  send: (keepalive: boolean) => Promise<void>;
  /** The lesson's run-time API (where a sequenced course's engine runs), once started. */
  api: () => AnyScormApi | null;
};

/** A frame may grant these to a package; no top-level navigation (docs/scorm.md). */
export const LESSON_FRAME_SANDBOX =
  'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-modals allow-downloads';

/** The lesson frame's own page on a content origin: it opens the SCO and bridges its SCORM calls here. */
export const hostPageOf = (contentOrigin: string) => `${contentOrigin}/scorm-content/host/index.html`;

type Props = {
  launch: FrameLaunch;
  title: string;
  send: (idScoEnrollment: number, body: CommitBody, options: { keepalive: boolean }) => Promise<unknown>;
  /** The SCO called Initialize / LMSInitialize. */
  onInitialized: () => void;
  /**
   * The SCO finished: it called Terminate / LMSFinish and its last data was sent (or the sending failed), or
   * it posted `scormFinished` (spec 3, 4.7).
   */
  onFinished: () => void;
  /** The SCO asked for a navigation request (`adl.nav.request`), followed once it finished. */
  onNavigation: (request: NavigationRequest, target: string | undefined) => void;
  /** The whole run-time state each commit was made from. */
  onCommitted?: (state: CmiCommit) => void;
  /** A sequenced course: what the engine of this lesson's run-time starts from, and who hears it. */
  sequencing?: { start: SequencingStart; listeners: Record<string, unknown> } | null;
};

/**
 * The lesson's frame. The SCO runs on the company's content host (an origin that holds no session): the
 * frame opens that host's own page, which answers the SCO's SCORM calls and repeats them on the run-time
 * started here (scorm-again's cross-frame API), where they are committed while the SCO runs and, with
 * `keepalive`, when the page is hidden or goes away. An asset opens directly.
 */
export const LessonFrame = forwardRef<LessonFrameHandle, Props>(function LessonFrame(
  { launch, title, send, onInitialized, onFinished, onNavigation, onCommitted, sequencing = null },
  ref,
) {
  const { t } = useTranslation();
  const [runtime, setRuntime] = useState<ScormRuntime | null>(null);
  const [blocked, setBlocked] = useState<string[]>([]);
  const frame = useRef<HTMLIFrameElement>(null);
  /** The frame page got the launch (the SCO opened there). */
  const launched = useRef(false);
  const callbacks = useRef({ send, onInitialized, onFinished, onNavigation, onCommitted });
  callbacks.current = { send, onInitialized, onFinished, onNavigation, onCommitted };
  const contentOrigin = new URL(launch.url, window.location.href).origin;

  useEffect(() => {
    let installed: ScormRuntime | null = null;
    let cancelled = false;
    if (launch.scormType === 'asset') return;
    void startScormRuntime({
      version: launch.version,
      cmi: launch.cmi,
      ...(sequencing ? { sequencing } : {}),
      sessionKey: launch.sessionKey,
      contentOrigin: new URL(launch.url, window.location.href).origin,
      offline: launch.offline,
      debounceMs: SCORM_COMMIT_DEBOUNCE_MS,
      onCommitted: (state) => callbacks.current.onCommitted?.(state),
      send: (body, options) => callbacks.current.send(launch.idScoEnrollment, body, options),
      onInitialize: () => callbacks.current.onInitialized(),
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
    return () => {
      cancelled = true;
      // Leaving the page another way (the browser's back button, a link of the header) keeps what changed.
      installed?.flushOnLeave();
      installed?.dispose();
    };
  }, [launch, sequencing]);

  // The frame page asks for the launch once it is ready; the SCO opens only then, with its API in place.
  // Listening starts with the frame itself (a layout effect), before its page can be ready.
  useLayoutEffect(() => {
    if (!runtime) return;
    let sent = false;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== contentOrigin || event.source !== frame.current?.contentWindow) return;
      const message = readHostMessage(event.data);
      if (message?.type !== 'ready' || sent) return;
      sent = true;
      launched.current = true;
      const launchMessage: PlayerLaunch = {
        source: PLAYER_SOURCE,
        type: 'launch',
        version: launch.version,
        cmi: launch.cmi,
        sequencing: sequencing?.start ?? null,
        url: launch.url,
      };
      frame.current?.contentWindow?.postMessage(launchMessage, contentOrigin);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [runtime, launch, contentOrigin, sequencing]);

  // What the lesson's pages were refused from outside the package: the member is told, instead of a blank page.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== contentOrigin) return;
      const message = readHostMessage(event.data);
      if (message?.type === 'blocked') {
        setBlocked((current) => (current.includes(message.origin) ? current : [...current, message.origin]));
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [contentOrigin]);

  // Packages may announce the end themselves (spec 3, 4.7: the 'scormFinished' message), from any of their
  // frames on the content origin; the frame page relays what the SCO posts to it.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== contentOrigin) return;
      const relayed = readHostMessage(event.data)?.type === 'finished';
      const type = typeof event.data === 'string' ? event.data : (event.data as { type?: unknown } | null)?.type;
      if (relayed || type === 'scormFinished') callbacks.current.onFinished();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [contentOrigin]);

  useImperativeHandle(
    ref,
    () => ({
      unload() {
        // The frame page unloads the SCO's page and stays, so the calls of the SCO's unload handlers (its
        // session time, exit and Terminate) still reach this page's API; unloading the frame page itself
        // would lose them. Before the launch (or for an asset) the frame's page itself goes.
        const host = frame.current?.contentWindow;
        if (launched.current && host) {
          const message: PlayerUnload = { source: PLAYER_SOURCE, type: 'unload' };
          host.postMessage(message, contentOrigin);
        } else if (frame.current) frame.current.src = 'about:blank';
      },
      send: async (keepalive) => {
        if (!runtime || runtime.isFinished) return;
        if (keepalive) runtime.flushOnLeave();
        else await runtime.flush();
      },
      api: () => runtime?.api ?? null,
    }),
    [runtime, contentOrigin],
  );

  if (launch.scormType === 'sco' && !runtime) return <Spinner label={t('lessons.starting')} showLabel />;
  return (
    <div className="flex size-full flex-col">
      {blocked.length ? (
        <p role="alert" className="border-b border-line bg-red-50 px-4 py-2 text-sm text-danger">
          {t('lessons.blocked', { origins: blocked.join(', ') })}
        </p>
      ) : null}
      <iframe
        ref={frame}
        src={launch.scormType === 'asset' ? launch.url : hostPageOf(contentOrigin)}
        title={title}
        sandbox={LESSON_FRAME_SANDBOX}
        allow="fullscreen; autoplay; encrypted-media"
        allowFullScreen
        className="min-h-0 w-full flex-1 border-0 bg-white"
      />
    </div>
  );
});
