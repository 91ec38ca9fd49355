import type { ScormCommitRequest } from '@trilha/shared/api/learning-scorm';
import { type CmiCommit, cmiToCommit, commitChanges } from '@trilha/shared/rules/scorm-cmi';
import type { ScormVersion } from '@trilha/shared/rules/scorm-time';
import { type AnyScormApi, createScormApi, type SequencingStart } from '../../../scorm-host/scorm-api';

/**
 * A commit as the player sends it. The status and exit values come from scorm-again, which accepts only each
 * version's vocabulary; the server checks them again against `scormCommitRequest`.
 */
export type CommitBody = Omit<ScormCommitRequest, 'cmi'> & { cmi: CmiCommit };

/** Navigation a SCORM 2004 SCO asked for when it ended (`adl.nav.request`). */
export type NavigationRequest =
  | 'continue'
  | 'previous'
  | 'choice'
  | 'jump'
  | 'exit'
  | 'exitAll'
  | 'abandon'
  | 'abandonAll';

export type RuntimeOptions = {
  version: ScormVersion;
  /** The run-time data the launch starts from (the play answer's `cmi`). */
  cmi: Record<string, unknown>;
  /**
   * A sequenced course: the engine's state after the delivery of this lesson, and the listeners that hear what
   * the engine decides when the SCO terminates (`CourseSequencer`); the SCO's navigation requests are the
   * engine's then, not `onNavigation`'s.
   */
  sequencing?: { start: SequencingStart; listeners: Record<string, unknown> };
  sessionKey: string;
  /**
   * The origin of the lesson frame (the company's content host), the only one whose SCORM calls reach this
   * API (scorm-again's CrossFrameLMS); null installs no listener (tests drive `api` directly).
   */
  contentOrigin: string | null;
  /** Set for a launch started without a network: each commit opens the session on the server if needed. */
  offline?: CommitBody['offline'];
  /** Sends one commit; `keepalive` lets it outlive the page (final commit on leaving). */
  send: (body: CommitBody, options: { keepalive: boolean }) => Promise<unknown>;
  /** Wait after the last change before committing. */
  debounceMs: number;
  /** The SCO called LMSInitialize / Initialize. */
  onInitialize?: () => void;
  /** The SCO called LMSFinish / Terminate, and its last data was sent (or the sending failed). */
  onFinish?: () => void;
  /** A SCORM 2004 SCO ended asking to go somewhere (spec 3, 2.6: next and previous lessons). */
  onNavigation?: (request: NavigationRequest, target: string | undefined) => void;
  /** A commit could not be sent (the player keeps the data and tries again). */
  onSendError?: (error: unknown) => void;
  /** The whole run-time state a commit was made from (what a later launch without a network resumes). */
  onCommitted?: (state: CmiCommit) => void;
  now?: () => number;
};

/** The run-time API of a launch, reached by the lesson frame, with what the player needs to drive it. */
export type ScormRuntime = {
  api: AnyScormApi;
  /** True once the SCO called LMSFinish / Terminate. */
  readonly isFinished: boolean;
  /** Sends what changed now (a debounced commit that is due, or a commit the SCO asked for). */
  flush: () => Promise<void>;
  /** Sends what changed with `keepalive`, for a page that is going away. */
  flushOnLeave: () => void;
  /** Waits until the SCO finishes, up to `timeoutMs`; true when it did. */
  waitForFinish: (timeoutMs: number) => Promise<boolean>;
  /** Stops listening to the frame and stops the timers. */
  dispose: () => void;
};

/** SCORM calls a SCO may make in one second through the frame (a quiz writing its interactions at once). */
const CALLS_PER_SECOND = 20_000;

/**
 * Starts scorm-again for a launch, loaded with the data the launch restores, and lets the lesson frame on the
 * content origin reach it (scorm-again's CrossFrameLMS: only that origin, only SCORM methods). The frame's
 * page answers the SCO from its own copy of the run-time and repeats each call here, where it is recorded.
 * Changes are committed to the server after `debounceMs` of quiet, at once when the SCO commits or
 * finishes, and with `keepalive` when the page goes away; each commit carries only what changed since the
 * last one the server acknowledged, in sequence, so a late commit never overwrites a newer one and a final
 * commit stays small enough for `keepalive`.
 */
export async function startScormRuntime(options: RuntimeOptions): Promise<ScormRuntime> {
  const now = options.now ?? (() => Date.now());
  const api = await createScormApi(
    options.version,
    options.cmi,
    options.sequencing?.start ?? null,
    options.sequencing?.listeners,
  );
  // The frame answers reads itself; its bridge's cache refresh after each call needs nothing from here.
  (api as unknown as { getFlattenedCMI: () => object }).getFlattenedCMI = () => ({});

  const names =
    options.version === '1.2'
      ? { initialize: 'LMSInitialize', setValue: 'LMSSetValue.cmi.*', commit: 'LMSCommit', finish: 'LMSFinish' }
      : { initialize: 'Initialize', setValue: 'SetValue.cmi.*', commit: 'Commit', finish: 'Terminate' };

  let initializedAt: number | null = null;
  let finished = false;
  let sequence = 0;
  let acknowledged: { sequence: number; commit: CmiCommit } | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let sending: Promise<void> = Promise.resolve();
  const finishWaiters = new Set<() => void>();

  const snapshot = (): CmiCommit => {
    const rendered = api.renderCMIToJSONObject() as { cmi?: Record<string, unknown> };
    return cmiToCommit(options.version, rendered.cmi ?? {});
  };

  /** Builds the next commit (what changed since the last acknowledged one) and sends it. */
  function send(keepalive: boolean, terminated: boolean): Promise<void> {
    if (initializedAt === null && !terminated) return Promise.resolve();
    if (timer) clearTimeout(timer);
    timer = undefined;
    const current = snapshot();
    const changes = commitChanges(acknowledged?.commit ?? null, current);
    if (Object.keys(changes).length === 0 && !terminated) return Promise.resolve();
    const body: CommitBody = {
      sessionKey: options.sessionKey,
      sequence: sequence++,
      terminated,
      measuredSeconds: initializedAt === null ? null : Math.max(0, (now() - initializedAt) / 1000),
      // Orders this commit against other sessions' when it reaches the server late (sent from the outbox).
      madeAt: new Date(now()).toISOString(),
      ...(options.offline ? { offline: options.offline } : {}),
      cmi: changes,
    };
    options.onCommitted?.(current);
    return options.send(body, { keepalive }).then(
      () => {
        if (!acknowledged || body.sequence > acknowledged.sequence) {
          acknowledged = { sequence: body.sequence, commit: current };
        }
      },
      (error: unknown) => options.onSendError?.(error),
    );
  }

  /** Sends in order: one commit at a time, each computed when its turn comes. */
  const enqueue = (keepalive: boolean, terminated: boolean) => {
    sending = sending.then(() => send(keepalive, terminated));
    return sending;
  };

  const schedule = () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void enqueue(false, false), options.debounceMs);
  };

  api.on(names.initialize, () => {
    initializedAt = now();
    options.onInitialize?.();
  });
  api.on(names.setValue, schedule);
  api.on(names.commit, () => void enqueue(false, false));
  api.on(names.finish, () => {
    finished = true;
    // The SCO may be unloading with the page: keepalive lets the last data arrive.
    void enqueue(true, true).then(() => {
      options.onFinish?.();
      for (const resolve of finishWaiters) resolve();
      finishWaiters.clear();
    });
  });
  const navigations: [string, NavigationRequest][] = [
    ['SequenceNext', 'continue'],
    ['SequencePrevious', 'previous'],
    ['SequenceChoice', 'choice'],
    ['SequenceJump', 'jump'],
    ['SequenceExit', 'exit'],
    ['SequenceExitAll', 'exitAll'],
    ['SequenceAbandon', 'abandon'],
    ['SequenceAbandonAll', 'abandonAll'],
  ];
  for (const [event, request] of options.sequencing ? [] : navigations) {
    api.on(event, (...args: unknown[]) => {
      const target = args.find((arg): arg is string => typeof arg === 'string' && arg !== '' && arg !== 'next');
      options.onNavigation?.(request, target);
    });
  }

  let bridge: { destroy: () => void } | null = null;
  if (options.contentOrigin) {
    const module = (await import('scorm-again/cross-frame-lms/min')) as unknown as {
      CrossFrameLMS: new (api: object, origin: string, options: { rateLimit: number }) => { destroy: () => void };
    };
    bridge = new module.CrossFrameLMS(api, options.contentOrigin, { rateLimit: CALLS_PER_SECOND });
  }

  return {
    api,
    get isFinished() {
      return finished;
    },
    flush: () => enqueue(false, false),
    flushOnLeave: () => {
      if (!finished) void enqueue(true, false);
    },
    waitForFinish: (timeoutMs) =>
      finished
        ? sending.then(() => true)
        : new Promise<boolean>((resolve) => {
            const done = () => resolve(true);
            finishWaiters.add(done);
            setTimeout(() => {
              finishWaiters.delete(done);
              resolve(finished);
            }, timeoutMs);
          }),
    dispose: () => {
      if (timer) clearTimeout(timer);
      bridge?.destroy();
    },
  };
}
